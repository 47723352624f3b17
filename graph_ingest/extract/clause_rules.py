"""Keyword/regex rules that tag a clause with CUAD categories.

Category names are spelled as in CUAD's master table and span labels ("Cap On Liability",
"Ip Ownership Assignment"); `core.clause_categories.category_key()` compares them case-insensitively with the spellings
of category_descriptions.csv ("Cap on Liability"). A rule is (pattern that must match, optional
pattern that must not), applied to the clause text with its heading.
"""

from __future__ import annotations

import re

from core.clause_categories import CATEGORIES

_I = re.I | re.S
_COMP = r"(?:compet\w*|competitive)"

RULES: dict[str, list[tuple[str, str | None]]] = {
    "Governing Law": [
        (
            r"\b(?:governed\s+by|construed\s+(?:and\s+enforced\s+)?in\s+accordance\s+with|governing\s+law"
            r"|laws?\s+of\s+the\s+state\s+of\s+\w+\s+(?:shall|will)\s+govern)",
            None,
        )
    ],
    "Expiration Date": [
        (
            r"\b(?:initial\s+)?term\s+of\s+this\s+agreement\b.{0,200}?\b(?:expire|continue|end|until|years?|months?)"
            r"|\bthis\s+agreement\s+(?:shall|will)\s+(?:expire|terminate|continue\s+in\s+(?:full\s+)?(?:force|effect))"
            r".{0,120}?\b(?:until|for\s+a\s+period|years?|anniversary|\d{4})",
            r"\bsurviv",
        )
    ],
    "Renewal Term": [
        (
            r"\b(?:automatically|auto-?)\s+renew|\brenew(?:ed|al)?\s+for\s+(?:an?\s+)?(?:additional|successive|further|one|two|\w+\s*\(\d+\))"
            r"|\bsuccessive\s+(?:\w+\s+)?(?:\(\d+\)\s+)?(?:year|month)|\brenewal\s+term",
            None,
        )
    ],
    "Notice Period To Terminate Renewal": [
        (
            r"(?:notice|notif\w+).{0,160}?\b(?:not\s+to\s+renew|non-?renewal|intention\s+not\s+to|"
            r"prior\s+to\s+the\s+(?:end|expiration)\s+of\s+the\s+(?:then[- ]current|initial|renewal))"
            r"|\b(?:not\s+to\s+renew|non-?renewal).{0,160}?\b\d+\s*\)?\s*days",
            None,
        )
    ],
    "Most Favored Nation": [
        (
            r"most\s+favou?red|\b(?:no\s+less|not\s+less|at\s+least\s+as)\s+favou?rable\s+(?:terms|prices?|pricing|than)"
            r"|\b(?:lower|better|more\s+favou?rable)\s+(?:price|prices|pricing|terms)\b.{0,120}?\b(?:third\s+part|any\s+other\s+customer|other\s+customers)",
            None,
        )
    ],
    "Non-Compete": [
        (
            rf"\b(?:shall|will|agrees?\s+(?:that\s+it\s+)?(?:shall|will)?)\s*not\b.{{0,120}}?\b(?:engage|compete|participate|own|operate|develop|market|sell)\b.{{0,200}}?\b{_COMP}"
            rf"|\bnon-?compet\w+|\bcovenant\s+not\s+to\s+compete|\brestrictive\s+covenant|\bnot\s+(?:to\s+)?(?:directly\s+or\s+indirectly\s+)?compete",
            None,
        )
    ],
    "Exclusivity": [
        (
            r"\bexclusive\s+(?:distributor|supplier|provider|reseller|right|basis|license|agent|partner|relationship|dealer|marketing)"
            r"|\bexclusively\s+(?:from|to|with|through)|\bsole\s+(?:and\s+exclusive\s+)?(?:supplier|source|provider|distributor)"
            r"|\ball\s+(?:of\s+its\s+)?requirements\b|\bshall\s+not\b.{0,100}?\b(?:appoint|grant)\b.{0,80}?\b(?:any\s+other|third\s+part)",
            r"\bnon-?exclusive\b(?!.{0,80}\bexclusive\b)",
        )
    ],
    "No-Solicit Of Customers": [
        (
            r"\b(?:solicit|entice|induce)\w*\b.{0,120}?\b(?:customers?|clients?|accounts?|suppliers?)\b",
            r"\bemployees?\b(?!.{0,200}\bcustomers?)",
        )
    ],
    "Competitive Restriction Exception": [
        (
            rf"\b(?:notwithstanding|except|provided\s+(?:however|that)|shall\s+not\s+(?:apply|prevent|restrict|prohibit))\b.{{0,250}}?\b(?:{_COMP}|exclusiv\w*|solicit\w*)",
            None,
        )
    ],
    "No-Solicit Of Employees": [
        (
            r"\b(?:solicit|hire|employ|recruit|engage|induce)\w*\b.{0,160}?\b(?:employees?|personnel|staff|consultants?)\b.{0,160}?\b(?:other\s+party|of\s+(?:the\s+)?(?:company|consultant|client|licensor|licensee|supplier|customer|distributor))"
            r"|\bnon-?solicit\w*\b.{0,100}?\bemploy",
            None,
        )
    ],
    "Non-Disparagement": [(r"\bdisparag\w+|\bderogatory\b|\bnegative\s+(?:statements?|comments?)", None)],
    "Termination For Convenience": [
        (
            r"\bterminat\w+\b.{0,120}?\b(?:for\s+(?:any\s+reason|convenience|no\s+reason)|without\s+cause"
            r"|at\s+any\s+time\b.{0,60}?\b(?:upon|by|with|on)\b.{0,40}?\bnotice)\b"
            r"|\b(?:for\s+convenience|without\s+cause)\b.{0,80}?\bterminat",
            None,
        )
    ],
    "Rofr/Rofo/Rofn": [
        (
            r"\bright\s+of\s+first\s+(?:refusal|offer|negotiation)|\bfirst\s+right\s+to\s+(?:negotiate|purchase|acquire|offer)",
            None,
        )
    ],
    "Change Of Control": [
        (
            r"\bchange\s+(?:of|in)\s+control|\b(?:merger|consolidation|acquisition)\b.{0,80}?\b(?:all\s+or\s+substantially\s+all|majority\s+of)",
            None,
        )
    ],
    "Anti-Assignment": [
        (
            r"\b(?:assign|transfer)\w*\b.{0,200}?\b(?:without\s+(?:the\s+)?(?:prior\s+)?(?:written\s+)?(?:consent|approval)|shall\s+be\s+(?:null|void))"
            r"|\bnot\s+(?:be\s+)?(?:assign|transfer)\w*\b|\bno\s+(?:assignment|party\s+may\s+assign)",
            None,
        )
    ],
    "Revenue/Profit Sharing": [
        (
            r"\broyalt(?:y|ies)\b|\brevenue\s+shar\w+|\bprofit\s+shar\w+|\b\d+(?:\.\d+)?\s*%\s+of\s+(?:all\s+)?(?:the\s+)?(?:net\s+|gross\s+)?(?:revenue|sales|profits?|receipts|income)"
            r"|\bpercent(?:age)?\s+of\s+(?:the\s+)?(?:net\s+|gross\s+)?(?:revenue|sales|profits?)|\bcommissions?\s+(?:of|equal)",
            None,
        )
    ],
    "Price Restrictions": [
        (
            r"\b(?:price|prices|pricing|fees?)\b.{0,80}?\b(?:shall|will|may)\s+not\s+(?:be\s+)?(?:increase|exceed|raise|change)\w*"
            r"|\bprice\s+(?:increases?|protection|freeze)\b.{0,80}?\b(?:not|no|limited|cap)",
            None,
        )
    ],
    "Minimum Commitment": [
        (
            r"\bminimum\s+(?:purchase|order|quantity|quantities|volume|annual|commitment|sales|number|amount|guarantee|royalt)",
            None,
        )
    ],
    "Volume Restriction": [
        (
            r"\b(?:maximum|exceed\w*|in\s+excess\s+of|cap\s+on|up\s+to)\b.{0,80}?\b(?:units|quantity|quantities|volume|users|copies|licenses|seats)\b",
            None,
        )
    ],
    "Ip Ownership Assignment": [
        (
            r"\b(?:hereby\s+)?(?:assigns?|transfers?|conveys?)\b.{0,120}?\b(?:all\s+)?(?:right,?\s+title\s+and\s+interest|intellectual\s+property|ownership)"
            r"|\bshall\s+(?:be\s+the\s+(?:sole\s+and\s+)?exclusive\s+property|(?:solely\s+)?own|vest)\b.{0,80}?\b(?:intellectual|invention|work|deliverable|improvement)",
            None,
        )
    ],
    "Joint Ip Ownership": [
        (r"\bjointly\s+own\w*|\bjoint\s+(?:ownership|owners|property)|\bowned\s+jointly|\bco-?own", None)
    ],
    "License Grant": [
        (
            r"\b(?:hereby\s+)?grants?\b.{0,120}?\b(?:license|licence|sublicense|right\s+to\s+use)\b|\blicense\s+grant",
            None,
        )
    ],
    "Non-Transferable License": [
        (
            r"\bnon-?transferable|\bnon-?sublicensable|\bnot\s+(?:be\s+)?(?:transferable|sublicens\w+)|\bwithout\s+the\s+right\s+to\s+sublicense",
            None,
        )
    ],
    "Affiliate License-Licensor": [
        (r"\b(?:licensor|company|supplier)\b.{0,40}?\band\s+its\s+affiliates\b.{0,120}?\bgrant", None)
    ],
    "Affiliate License-Licensee": [
        (
            r"\bgrants?\b.{0,200}?\band\s+its\s+(?:affiliates|subsidiaries)\b.{0,200}?\b(?:license|licence|right\s+to\s+use)"
            r"|\b(?:license|licence|right\s+to\s+use)\b.{0,120}?\b(?:affiliates|subsidiaries)\s+of\s+(?:licensee|distributor|customer|company)"
            r"|\blicen[cs]e\b.{0,150}?\b(?:affiliates|subsidiaries)\s+(?:of\s+)?(?:licensee|distributor|customer)",
            None,
        )
    ],
    "Unlimited/All-You-Can-Eat-License": [
        (
            r"\bunlimited\s+(?:number|use|copies|users|access|license)|\bwithout\s+(?:any\s+)?limitation\s+(?:on|as\s+to)\s+(?:the\s+)?number",
            None,
        )
    ],
    "Irrevocable Or Perpetual License": [
        (r"\b(?:irrevocable|perpetual)\b.{0,120}?\b(?:license|licence|right)", None)
    ],
    "Source Code Escrow": [(r"\bsource\s+code\b.{0,100}?\bescrow|\bescrow\s+agent", None)],
    "Post-Termination Services": [
        (
            r"\b(?:after|following|upon)\s+(?:the\s+)?(?:termination|expiration|expiry)\b.{0,200}?\b(?:continue\s+to|transition|wind[- ]?down|sell[- ]off|shall\s+(?:provide|deliver|fill|support))",
            None,
        )
    ],
    "Audit Rights": [(r"\baudit\w*\b|\binspect\w*\b.{0,80}?\b(?:books|records)", None)],
    "Uncapped Liability": [
        (
            r"\b(?:shall\s+not\s+apply|exclusions?|exceptions?|not\s+limit)\b.{0,200}?\b(?:gross\s+negligence|willful|wilful|indemnif\w+|confidential\w*|infringement)"
            r"|\bunlimited\s+liability",
            None,
        )
    ],
    "Cap On Liability": [
        (
            r"\b(?:liability|liable)\b.{0,250}?\b(?:shall\s+not\s+exceed|in\s+no\s+event\s+exceed|limited\s+to|exceed\s+(?:the\s+)?(?:amount|total|aggregate|fees))"
            r"|\b(?:aggregate|total|maximum)\s+liability|\bin\s+no\s+event\s+shall\b.{0,120}?\bliable\b.{0,200}?\b(?:indirect|consequential|special|incidental|punitive)",
            None,
        )
    ],
    "Liquidated Damages": [(r"\bliquidated\s+damages|\btermination\s+fee|\bbreak[- ]up\s+fee", None)],
    "Warranty Duration": [
        (
            r"\bwarrant\w*\b.{0,150}?\b(?:for\s+a\s+period\s+of|\d+\s*\)?\s*(?:days|months|years)\s+(?:from|after|following))",
            None,
        )
    ],
    "Insurance": [
        (
            r"\binsurance\b.{0,120}?\b(?:maintain|coverage|policy|policies|insured|liability)|\bmaintain\b.{0,80}?\binsurance",
            None,
        )
    ],
    "Covenant Not To Sue": [
        (
            r"\bcovenants?\s+not\s+to\s+sue|\bnot\s+to\s+(?:sue|bring\s+(?:any\s+)?(?:claim|action|suit))|\bshall\s+not\b.{0,60}?\b(?:contest|challenge)\b.{0,80}?\b(?:validity|ownership)",
            None,
        )
    ],
    "Third Party Beneficiary": [
        (
            r"\b(?:is|are|be|as)\s+(?:an?\s+)?(?:intended\s+|express\s+)?third[- ]party\s+beneficiar",
            r"\b(?:no|not|nothing|neither|none)\b\W+(?:\w+\W+){0,6}?(?:third[- ]party|beneficiar|confer)",
        )
    ],
}

COMPILED: list[tuple[str, list[tuple[re.Pattern[str], re.Pattern[str] | None]]]] = [
    (name, [(re.compile(p, _I), re.compile(n, _I) if n else None) for p, n in rules])
    for name, rules in RULES.items()
]
assert set(RULES) == set(CATEGORIES), "every CUAD category in core.clause_categories has its rules"


def tag(text: str, heading: str | None = None) -> list[str]:
    """CUAD categories whose rules match the clause text (heading included)."""
    body = f"{heading}. {text}" if heading else text
    found = []
    for name, rules in COMPILED:
        for pattern, negative in rules:
            if pattern.search(body) and not (negative and negative.search(body)):
                found.append(name)
                break
    return found
