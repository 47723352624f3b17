"""Clause categories: CUAD's names, the demo graph's broad families, and the words people use.

CUAD names ("Cap On Liability", "Ip Ownership Assignment") are spelled as in CUAD's master table;
`category_key()` compares them case-insensitively with other spellings ("Cap on Liability"). The
demo extraction labels clauses with five broad families ('Liability & Indemnification'), each of
which stands for several CUAD categories. The tagger, the question parser and the clause filter all
read these tables.
"""

from __future__ import annotations

# the CUAD categories the offline tagger recognises (graph_ingest/extract/clause_rules.py)
CATEGORIES: tuple[str, ...] = (
    "Governing Law",
    "Expiration Date",
    "Renewal Term",
    "Notice Period To Terminate Renewal",
    "Most Favored Nation",
    "Non-Compete",
    "Exclusivity",
    "No-Solicit Of Customers",
    "Competitive Restriction Exception",
    "No-Solicit Of Employees",
    "Non-Disparagement",
    "Termination For Convenience",
    "Rofr/Rofo/Rofn",
    "Change Of Control",
    "Anti-Assignment",
    "Revenue/Profit Sharing",
    "Price Restrictions",
    "Minimum Commitment",
    "Volume Restriction",
    "Ip Ownership Assignment",
    "Joint Ip Ownership",
    "License Grant",
    "Non-Transferable License",
    "Affiliate License-Licensor",
    "Affiliate License-Licensee",
    "Unlimited/All-You-Can-Eat-License",
    "Irrevocable Or Perpetual License",
    "Source Code Escrow",
    "Post-Termination Services",
    "Audit Rights",
    "Uncapped Liability",
    "Cap On Liability",
    "Liquidated Damages",
    "Warranty Duration",
    "Insurance",
    "Covenant Not To Sue",
    "Third Party Beneficiary",
)

# categories a contract's record already answers (its card: governing law, dates), not its text
RECORD_FACTS = frozenset({"Governing Law", "Expiration Date", "Effective Date", "Agreement Date", "Parties"})

# categories a contract's extracted terms (`graph_ingest.extract.terms`) decide across contracts
# ("which contracts renew automatically / can be ended for convenience?"): the term fields that say
# it has one, the first with a passage being the quote. On CUAD dev contracts neither the clause
# model nor the term rules were written from (out of fold), the terms were the better verdict for
# each: notice to stop a renewal P 1.00 / R 0.60 against the model's 0.64 / 0.81, renewal term
# 0.84 / 0.81 against 0.78 / 0.83, convenience 0.84 / 0.73 against 0.59 / 0.70 (bench.clause_model).
TERM_DECIDED: dict[str, tuple[str, ...]] = {
    "Notice Period To Terminate Renewal": ("renewal_notice_days",),
    "Renewal Term": ("renewal_term", "auto_renew"),
    "Termination For Convenience": ("termination_for_convenience",),
}
# what each of those fields must hold to say so: any value ("set"), or true
TERM_HOLDS: dict[str, str] = {
    "renewal_notice_days": "set",
    "renewal_term": "set",
    "auto_renew": "true",
    "termination_for_convenience": "true",
}


def terms_say(category: str, terms: dict[str, object]) -> bool:
    """Whether a contract's term fields (`terms`: field -> value) say it has a `TERM_DECIDED` clause."""
    return any(
        terms.get(f) is True if TERM_HOLDS[f] == "true" else terms.get(f) is not None
        for f in TERM_DECIDED[category]
    )


FAMILIES: dict[str, tuple[str, ...]] = {
    "Renewal & Termination": (
        "Termination For Convenience",
        "Renewal Term",
        "Notice Period To Terminate Renewal",
        "Post-Termination Services",
        "Expiration Date",
    ),
    "Confidentiality & Non-Disclosure": ("Confidentiality", "Non-Disclosure"),
    "Liability & Indemnification": (
        "Cap On Liability",
        "Uncapped Liability",
        "Liquidated Damages",
        "Indemnification",
    ),
    "Non-Compete & Exclusivity": (
        "Non-Compete",
        "Exclusivity",
        "No-Solicit Of Customers",
        "No-Solicit Of Employees",
        "Competitive Restriction Exception",
        "Non-Disparagement",
        "Rofr/Rofo/Rofn",
    ),
    "Service-Level Agreements": ("Service Level", "Minimum Commitment", "Volume Restriction"),
}

SYNONYMS = {
    "nda": "Confidentiality & Non-Disclosure",
    "confidential": "Confidentiality & Non-Disclosure",
    "sla": "Service-Level Agreements",
    "service level": "Service-Level Agreements",
    "indemnity": "Liability & Indemnification",
    "indemnities": "Liability & Indemnification",
    "limitation of liability": "Cap On Liability",
    "liability cap": "Cap On Liability",
    "noncompete": "Non-Compete",
    "non competition": "Non-Compete",
    "mfn": "Most Favored Nation",
    "most favoured nation": "Most Favored Nation",
    "assignment": "Anti-Assignment",
    "termination": "Renewal & Termination",
    "renewal": "Renewal & Termination",
    "exclusive": "Exclusivity",
}


def category_key(name: str) -> str:
    """Case- and space-insensitive key, so 'Cap on Liability' and 'Cap On Liability' compare equal."""
    return " ".join(name.lower().split())


def all_names() -> list[str]:
    """Every clause-type name the graph may hold: the families, their members and the CUAD categories."""
    names = list(FAMILIES)
    for members in FAMILIES.values():
        names += members
    return list(dict.fromkeys([*names, *CATEGORIES]))


# owning something (not "its own marketing", "their own pre-existing IP": whose, not who owns it)
_OWNING = (
    r"\b(?:(?<!\bits\s)(?<!\btheir\s)(?<!\bour\s)(?<!\bhis\s)(?<!\bher\s)(?<!\bmy\s)(?<!\byour\s)own|owns|owning|owned|"
    r"ownership|owner)\b"
)

# How people name a category when they ask about it ("can it be ended for convenience?", "who owns
# the IP?", "do they have to buy a minimum?"): regular expressions over the lower-cased topic. The
# question parser maps a topic to the category whose cue matches the longest stretch of it.
# things a contract's IP is made of, owned or assigned: "who ends up owning the domains and marks?"
_IP_ASSETS = (
    r"(?:trade ?|service ?)?marks?|domain(?: names?)?s?|patents?|copyrights?|trade secrets?|logos?|brands?"
)
TOPIC_CUES: dict[str, tuple[str, ...]] = {
    "Termination For Convenience": (
        r"\bconvenien\w*",
        r"\bwithout (?:any )?(?:cause|reason)\b",
        # "can it be terminated ordinarily (ordentliche Kündigung)", "without an important reason"
        r"\bterminat\w*\s+(?:it\s+|them\s+)?ordinar(?:il)?y\b|\bordinary\s+(?:termination|notice)\b",
        r"\bwithout\s+(?:an?\s+)?(?:important|good|particular)\s+reason\b",
        r"\bno\s+(?:breach|cause|fault)\s+(?:needed|required|necessary)\b",
        r"\bfor any (?:or no )?reason\b",
        r"\b(?:walk away|get out|exit)\b",
        r"\bjust\s+walk\b",  # "can they just walk?"
        r"\bwalk\b.{0,15}\b(?:whenever|any\s*time|at\s+will|as\s+they\s+please|when\s+they\s+(?:want|like))\b",
        # "can BofA drop the maintenance services whenever it wants?", "cancel the deal any time it likes"
        # (the contract or its services, at the party's own will: not "end whenever the project completes")
        r"\b(?:drop|cancel\w*|end|quit|terminat\w*)\s+(?:the\s+|our\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,2}?"
        r"(?:services?|contract|agreement|deal|relationship|it|them|subscription|licen[cs]e)\b.{0,20}?\b"
        r"(?:(?:whenever|any\s*time)\s+(?:it|they|we|he|she)\s+(?:wants?|likes?|chooses?|pleases?|feels?\s+like)|"
        r"at\s+will|as\s+(?:it|they|we)\s+pleases?)\b",
        r"\b(?:pull|back|opt|bow)\s+out\b",  # "can we pull out early?"
        r"\b(?:terminat\w*|end|exit|leave|cancel\w*|get out)\b.{0,15}\bearly\b(?!\s+(?:termination\s+)?(?:fees?|penalt\w*))",
        # "can they terminate it on notice?", "end the licence on 30 days' notice": without a cause
        r"\b(?:terminat\w*|end|cancel\w*)\b.{0,60}\bon\s+(?:\w+\s+)?(?:days?['’]?\s+|months?['’]?\s+)?(?:prior\s+)?(?:written\s+)?notice\b",
        # "can either side just bail?", "killed anytime w/o cause"
        r"\bjust\s+bail\b|\bbail\s+(?:out|early)\b",
        r"\bw/o\s+(?:any\s+)?(?:cause|reason)\b",
        # "a without-cause exit right", "ended on notice without having to give a reason"
        r"\bwithout[- ]cause\b",
        r"\bwithout\s+(?:having\s+to\s+)?(?:giv\w*|stat\w*|show\w*)\s+(?:a\s+|any\s+)?(?:reason|cause)\b",
    ),
    "Renewal Term": (
        r"\bauto(?:matic(?:ally)?)?[- ]?renew\w*",
        r"\brenew\w*(?: \w+)? automatic\w*",
        r"\bevergreen\b",
        r"\brenewal (?:term|period)s?\b",
        r"\brenew\w*\b",
        r"\broll(?:s|ed|ing)?[- ]?over\b",  # "does it roll over after the first year?"
        r"\bextend\w*\b.{0,30}\b(?:another|further|additional|successive|renewal)\s+(?:terms?|periods?|years?)\b",
    ),
    "Notice Period To Terminate Renewal": (
        r"\bnon-?renewal\b",
        r"\brenewal notice\b",
        r"\bnotice\b.{0,40}\b(?:renew\w*|renewal)\b",
        r"\brenew\w*\b.{0,40}\bnotice\b",
        r"\b(?:stop|prevent|avoid|block)\b.{0,30}\brenew\w*",
        r"\bnotice\b.{0,40}\brol(?:l|ls|ling|led)\s+over\b",  # "how much notice to stop it rolling over"
        r"\bnot (?:to )?renew\b",
        # "how much notice to stop it after the primary term?": to end it when its first term ends
        r"\b(?:stop|end|terminat\w*|cancel\w*|exit)\b.{0,100}\b(?:after|at\s+the\s+end\s+of|beyond)\s+(?:the\s+|its\s+)?"
        r"(?:primary|initial|current|original|first|base)\s+term\b",
    ),
    "Cap On Liability": (
        r"\b(?:cap|caps|capped|capping|limit|limits|limited|limiting|limitation|maximum|ceiling)\b.{0,20}\bliabilit\w*",
        r"\bliabilit\w*\b.{0,20}\b(?:cap|caps|capped|limit\w*|ceiling|maximum)\b",
        r"\b(?:cap|caps|capped|limit|limits|limited|ceiling|maximum)\b.{0,20}\bexposure\b",  # money at risk
        r"\bexposure\b.{0,20}\b(?:cap|caps|capped|limit\w*|ceiling|maximum)\b",
        # in plain words: "a ceiling on what we'd owe if it goes wrong", "a cap on how much they could claim"
        r"\b(?:cap|caps|capped|limit|limits|limited|ceiling|maximum|max)\b.{0,35}\b(?:owe|owes|owed|owing|on\s+the\s+hook|"
        r"pay\s+out|claim\w*|be\s+liable|damages)\b",
        # "up to how much is IMNTV liable?", "cap how much a party has to pay if things go wrong"
        r"\b(?:up\s+to\s+)?how\s+much\b.{0,30}\bliable\b",
        r"\b(?:cap|caps|capped|limit|limits|ceiling)\s+(?:on\s+)?how\s+much\b.{0,30}\b(?:pay|owe)\b.{0,30}\b(?:wrong|breach|fault|claim)",
        # "is what Chase owes the affiliate limited to some amount?"
        r"\b(?:owes?|owed|liable\s+for)\b.{0,40}\b(?:limited|capped)\s+to\b",
        r"\b(?:how\s+much|most)\b.{0,25}\b(?:could|would|can|might)\s+(?:(?:we|they|you|either\s+side|\w+)\s+)?"
        r"(?:owe|be\s+on\s+the\s+hook|be\s+liable|have\s+to\s+pay)\b",
        r"\bmax(?:imum)?\s+liabilit\w*",  # "what's McDATA's max liability?"
        r"\bhow\s+much\b.{0,40}\bclaim\w*\b",  # "until how much money can one side claim to the other?"
    ),
    "Uncapped Liability": (
        r"\b(?:uncapped|unlimited|unbounded)\b.{0,20}\bliabilit\w*",
        r"\bliabilit\w*\b.{0,20}\b(?:uncapped|unlimited|not capped|no cap)\b",
        r"\bliabilit\w*\b.{0,20}\b(?:is\s*n['’]?t|is\s+not|are\s*n['’]?t|are\s+not)\s+capped\b",
        r"\b(?:uncapped|unlimited|unbounded)\b.{0,20}\bexposure\b|\bexposure\b.{0,20}\b(?:uncapped|unlimited|not capped)\b",
        r"\b(?:outside|above|beyond|excluded\s+from|carved?\s+out\s+(?:of|from)|not\s+subject\s+to)\s+(?:the\s+|that\s+|this\s+)?"
        r"(?:liability\s+)?caps?\b",
        # "any carve-outs where it's uncapped?": the exceptions to a cap
        r"\bcarve[- ]?outs?\b.{0,30}\b(?:uncapped|unlimited|not\s+capped)\b|\b(?:it['’]s|it\s+is)\s+(?:uncapped|not\s+capped)\b",
        # "anything PivX is on the hook for with NO cap?"
        r"\b(?:on\s+the\s+hook|liable|owes?)\b.{0,30}\b(?:with\s+)?(?:no|without\s+(?:a|any))\s+(?:cap|limit|ceiling)\b",
    ),
    "Non-Compete": (
        r"\bnon-?compet\w*",
        r"\bnot to compete\b",
        r"\bcompet(?:e|es|ing)\b(?! bids?)",
        r"\bcompetitors?\b",
        r"\bcompetit\w*rs?\b",  # "competitiors": typed in a hurry
        r"\bcompetition\b(?!\s+(?:law|laws|authorit\w*|act|regulat\w*))",
        # "is there a list of companies Corio isn't allowed to host the software for?": customers it must not serve
        r"\b(?:companies|customers|clients|parties|businesses)\s+(?:[\w'’-]+\s+){0,2}?(?:is\s*n['’]?t|are\s*n['’]?t|can['’]?t|"
        r"cannot|may\s+not)\s+(?:allowed\s+to\s+|permitted\s+to\s+)?(?:work|deal|sell|host|provide|supply|partner|serve)\w*\b",
    ),
    "Exclusivity": (
        r"\bexclusiv\w*",
        r"\bsole (?:supplier|source|distributor|provider)\b",
        r"\blocked\s+in(?:to)?\b",
        r"\b(?:work\w*|deal\w*|sell\w*|buy\w*|partner\w*)\s+only\s+(?:with|through|from)\b",
        # "is ebix the only insurance provider About can feature", "the only brand allowed to use his name"
        r"\bthe\s+only\s+(?:[\w-]+\s+){0,2}?(?:provider|supplier|brand|sponsor|vendor|company|partner|distributor|"
        r"reseller|manufacturer|source|one|agent|adviser|advisor|bank|banker|underwriter|firm|broker|contractor|licensee)s?\b"
        r".{0,40}\b(?:allowed|permitted|can|could|may|able|gets?\s+to)\b",
        # "or could they bring in someone else?", "appoint another underwriter" (not "retain other rights")
        r"\b(?:bring\s+in|hire|appoint|engage|retain|use)\s+(?:someone|somebody|anyone)\s+else\b",
        r"\b(?:bring\s+in|hire|appoint|engage|retain)\s+(?:another|a\s+second|other)\s+(?:agent|adviser|advisor|bank|banker|"
        r"underwriter|broker|distributor|reseller|supplier|vendor|provider|firm|manager|placement\s+agent)s?\b",
        # "can only work with one side and nobody else", "works with us and no one else"
        r"\b(?:only|just)?\s*(?:work|deal|partner)s?\s+(?:only\s+)?with\s+(?:one\s+side|us|them|one\s+(?:company|partner))\b"
        r"(?:.{0,20}\b(?:nobody|no\s+one)\s+else\b)?",
        r"\b(?:nobody|no\s+one)\s+else\b",
        # "will they keep other units out of the franchisee's territory, or open one next door?"
        r"\bkeep\s+(?:other|any|rival|competing|new)\s+(?:[\w-]+\s+){0,2}?out\s+of\b",
        r"\bopen\s+(?:one|another|a\s+[\w-]+)\s+(?:next\s+door|down\s+the\s+(?:street|road|block)|nearby|close\s+by)\b",
        r"\bsole\s+rights?\b",
        r"\b(?:use|buy|order|ship)\s+only\s+(?:that|this|the|one|their|our)\b",  # "committed to use only that carrier"
    ),
    "No-Solicit Of Customers": (
        r"\b(?:solicit\w*|poach\w*|steal\w*)\b.{0,30}\b(?:customers?|clients?|accounts?)\b",
        r"\b(?:go|going|come|coming)\s+after\b.{0,20}\b(?:customers?|clients?|accounts?)\b",
        # "is there anything stopping the other side from going after our customers?"
        r"\b(?:stop\w*|prevent\w*|bar(?:s|red|ring)?|keep\w*)\b.{0,40}\b(?:going\s+after|poach\w*|solicit\w*|chas\w*)\b"
        r".{0,20}\b(?:customers?|clients?|accounts?)\b",
        r"\b(?:approach\w*|contact\w*|chas\w*|pursu\w*|court\w*|woo\w*)\b.{0,20}\b(?:our|my|their|its)\s+"
        r"(?:customers?|clients?|accounts?)\b",
    ),
    "No-Solicit Of Employees": (
        r"\b(?:solicit\w*|poach\w*|hir\w*|recruit\w*|steal\w*|take over|take on|lur\w*|entic\w*)\b.{0,30}"
        r"\b(?:employees?|staff|personnel|people)\b",
        r"\bno-?hire\b",
        r"\bpoach\w*",
    ),
    "Non-Disparagement": (r"\bdisparag\w*", r"\bbad-?mouth\w*"),
    "Most Favored Nation": (
        r"\bmfn\b",
        r"\bmost[- ]favou?red\b",
        r"\bbest (?:price|pricing|terms)\b",
        # "promises the other its best terms / no worse than others get"
        r"\b(?:its|their|our|the)\s+best\s+(?:price|pricing|terms|rates?)\b.{0,40}\bno\s+worse\b|"
        r"\bno\s+(?:worse|less\s+favou?rable)\s+(?:terms\s+)?than\s+(?:any\s+)?(?:others?|anyone|any\s+other)\b",
        # "promise that nobody else gets a better price", "a better royalty deal ... the same terms"
        r"\b(?:nobody|no\s+one|no\s+other\s+[\w-]+)\s+(?:else\s+)?gets?\s+(?:a\s+)?better\s+(?:price|pricing|terms|deal|rates?)\b",
        r"\bbetter\s+(?:[\w-]+\s+)?(?:price|pricing|terms|deal|rates?)\b.{0,80}\bsame\s+(?:terms|price|pricing|deal|rates?)\b",
        r"\bbetter\s+(?:prices?|pricing|rates?)\b",  # "which ones promise that nobody else gets a better price"
        # "rates at least as good as the carrier gives anyone else"
        r"\b(?:(?:rates?|prices?|pricing|terms)\s+)?at\s+least\s+as\s+good\s+as\b",
        r"\bno\s+worse\s+than\s+(?:it|they)\s+gives?\b",
        r"\bbest\s+(?:price|pricing|terms|rates?)\b.{0,30}\bbetter\b",  # "the best price, same or better than any other"
    ),
    "Rofr/Rofo/Rofn": (
        r"\bright of first (?:refusal|offer|negotiation)\b",
        r"\bro?f[ron]\b",
        r"\bfirst (?:refusal|offer|negotiation)\b",
    ),
    "Change Of Control": (r"\bchange (?:of|in) control\b", r"\b(?:merger|acquisition|acquired|takeover)\b"),
    "Anti-Assignment": (
        r"\b(?:assign\w*|novat\w*)\b(?!.{0,25}\b(?:ip|intellectual|ownership|inventions?|work product|"
        r"developments?|deliverables?)\b)",
        r"\btransferr?(?:ed|ing|s)?\b.{0,40}\b(?:consent|approval|permission)\b",
        # "can they sub it out?", "can they hand it off w/o our ok?"
        r"\bsub\s+(?:it|this|that|them|the\s+\w+)\s+out\b|\bsub-?contract\w*",
        # "can Schoolpop hand the deal to someone else?"
        r"\b(?:hand|pass|give|sell|move)\s+(?:it|this|that|the\s+(?:deal|contract|agreement))\s+(?:over\s+|on\s+)?to\s+"
        r"(?:someone|somebody|anyone|another|a\s+third|a\s+buyer|an?\s+acquirer)\b",
        # "can the contract be handed to the new owner", "shift the contract over to one of its affiliates",
        # "before they can be transferred to someone else"
        r"\b(?:hand|pass|shift|move|transfer|assign)\w*\s+(?:it|this|that|them|the\s+(?:deal|contract|agreement))\s+"
        r"(?:over\s+|on\s+)?to\s+(?:the\s+)?(?:new\s+owner|buyer|purchaser|acquirer|one\s+of\s+its\s+affiliates|"
        r"an?\s+affiliate|someone|somebody|anyone|another)\b",
        r"\b(?:can|could|may)\s+be\s+(?:handed|passed|shifted|transferred|assigned|moved)\s+(?:over\s+|on\s+)?to\b",
        r"\bbe\s+(?:handed|passed|shifted|transferred|assigned|moved)\s+(?:over\s+|on\s+)?to\s+(?:the\s+|a\s+|an\s+)?"
        r"(?:new\s+owner|buyer|purchaser|acquirer|someone|somebody|anyone|another|third|affiliate)",
        r"\bhand\s+(?:(?:it|this|that|them|the\s+\w+)\s+)?off\b(?:\s+(?:without|w/o)\s+(?:our|their|its|the\s+other\s+\w+['’]?s?)\s+"
        r"(?:ok|okay|consent|approval|permission|say-?so))?",
        # "can we hand it to another company?", "pass the contract on to a buyer"
        r"\b(?:hand|pass|move|sell)\w*\s+(?:(?:it|this|that|the\s+(?:contract|agreement|deal)|them)\s+)?(?:over\s+|on\s+)?"
        r"(?:to\s+)?(?:another|a\s+new|a\s+different|a\s+third|a\s+buyer|the\s+buyer)\b",
        r"\bgive\w*\s+(?:it|this|that|the\s+(?:contract|agreement|deal)|them)\s+(?:over\s+|on\s+)?to\s+(?:another|a\s+new|"
        r"a\s+different|a\s+third|a\s+buyer|the\s+buyer)\b",
        # "could valence sell its JV interest to a buyer without baoding's consent?"
        r"\b(?:sell|transfer|dispose\s+of)\w*\s+(?:its|their|our|his|her|the)\s+(?:[\w-]+\s+){0,2}?"
        r"(?:interests?|stakes?|shares|equity)\b.{0,60}\b(?:consent|approval|permission)\b",
        # "can the franchisee sell or transfer the unit to a buyer without Pretzel Time signing off?"
        r"\b(?:sell|transfer)\w*\b.{0,40}\bto\s+(?:a|another|the|any)\s+(?:buyer|purchaser|third\s+party|acquirer|new\s+owner)\b",
        # "may either party assign the agreement to a third party without the other's consent?"
        r"\bassign\w*\s+(?:the\s+|this\s+|its\s+|their\s+)?(?:agreement|contract|deal|licen[cs]e)\b.{0,50}\b"
        r"(?:without|w/o)\b.{0,30}\b(?:consent|approval|permission)\b",
        r"\btransfer\w*\s+(?:the\s+|this\s+|its\s+|their\s+)?(?:agreement|contract|deal)\s+to\b",
    ),
    "Revenue/Profit Sharing": (
        r"\b(?:revenue|profit|fee)s?[- ]shar\w*",
        r"\b(?:revenue|profit)s?\s+(?:or|and|/)\s+(?:fee|profit|revenue)s?[- ]shar\w*",
        r"\bsplit\w*\b.{0,25}\b(?:revenue|profit|royalt\w*)",
        r"\b(?:revenue|profit|royalt\w*)s?\s+(?:is\s+|are\s+)?split\w*",
        r"\bshar\w* (?:of )?(?:the )?(?:revenue|profit)s?\b",
        r"\broyalt\w*",
        # "a cut of revenue", "a cut of Hydron's sunscreen sales"
        r"\bcut\s+of\s+(?:the\s+|their\s+|our\s+)?(?:[\w'’-]+\s+){0,3}?(?:revenues?|sales|profits?|proceeds|income|takings)\b",
        r"(?:\b(?:percentage|per\s*cent)|%)\s+of\s+(?:the\s+|their\s+|our\s+)?(?:[\w.&'’-]+\s+){0,3}?(?:net\s+|gross\s+)?"
        r"(?:revenues?|sales|profits?)\b",
        r"\b(?:revenues?|profits?|proceeds|takings)\b.{0,30}\bsplit\b",  # "who keeps the ad revenue, do they split it?"
        r"\b(?:commissions?|fees?|money|income|proceeds)\b.{0,30}\bsplit\w*|\bsplit\w*\b.{0,30}\b(?:commissions?|proceeds)\b",
        # "a commission on what gets sold", "the agent's cut" (not the Federal Trade Commission)
        r"\bcommissions?\s+(?:on|for|rate|rates|structure|paid|payable|due)\b|\b(?:a|any|what|no)\s+commissions?\b",
        r"\b(?:agent|broker|distributor|reseller|dealer|partner|affiliate|referrer|finder)['’]?s?\s+(?:cut|take)\b",
        # "does Corio have to kick back a % of what it bills its customers?"
        r"\bkick\w*\s+back\b",
        r"(?:%|\bper\s*cent|\bpercentage)\s+of\s+what\s+(?:it|they|he|she|we)\s+(?:bills?|earns?|makes?|collects?|charges?)\b",
        r"(?:%|\bpercentage|\bper\s*cent)\s+(?:on|of)\s+what\b",  # "is there a percentage on what gets shipped?"
        r"\bshare\s+(?:any\s+|the\s+|its\s+|their\s+)?commissions?\b",
        # "how do the JV partners split the economics - what % of the registered capital does each side hold?"
        r"\bsplit\w*\s+(?:up\s+)?(?:the\s+)?economics\b",
        r"\bregistered\s+capital\b",
    ),
    "Price Restrictions": (
        r"\bpric\w*\b.{0,20}\b(?:restrict\w*|increase\w*|cap\w*|fix\w*|change\w*|raise\w*)",
        r"\b(?:restrict\w*|increas\w*|rais\w*|hik\w*|fix\w*|bump\w*)\b.{0,20}\bpric\w*",
        # "restricting the vendor from increasing rates", "can vendor increase rates"
        r"\b(?:restrict\w*|stop\w*|prevent\w*|freez\w*|limit\w*|increas\w*|rais\w*|hik\w*)\b.{0,30}\b(?:rates?|tariffs?)\b",
    ),
    "Minimum Commitment": (
        r"\bminimum\b.{0,30}\b(?:purchase|order|commitment|quantit\w*|volume|spend|buy|fee|royalt\w*|sold|sales?|sell)s?\b",
        r"\bfloor\s+(?:on|for|under)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,2}?(?:royalt\w*|fees?|payments?|sales|purchases?|volumes?)\b",
        r"\b(?:purchase|order|buy) (?:commitment|obligation)s?\b",
        r"\btake[- ]or[- ]pay\b",
        r"\b(?:ship|send|deliver)[- ]or[- ]pay\b",
        r"\b(?:order|purchase|buy)\w*\b.{0,40}\bminimum\b",  # "what volumes must they order, is there a minimum?"
        # "on the hook for a minimum number of impressions", "lock in a minimum"
        r"\b(?:on\s+the\s+hook|lock(?:ed|s)?\s+in(?:to)?|commit(?:ted|s)?\s+to)\s+(?:for\s+)?an?\s+minimum\b",
        r"\bminimum\s+(?:number\s+of\s+)?(?:impressions|units|users|seats|spend)\b",
        r"\bguaranteed?\s+(?:minimum|min\.?)\b|\bminimum\s+(?:guarantee|guaranteed|payments?|amounts?|annual)\b",
        r"\bminimums\b",  # "any take-or-pay minimums?"
        r"\b(?:spend|spending|purchase|volume)\s+commitments?\b",
        # "are we locked into a min volume?", "which lock the franchisee into a minimum?"
        r"\block\w*\s+(?:[\w'’-]+\s+){0,2}?in(?:to)?\s+(?:an?\s+)?(?:minimum|min)\b(?:\s+\w+)?",
    ),
    "Volume Restriction": (
        r"\bvolumes?\b",
        r"\b(?:caps?|capped|limits?|limited|maximum|max|ceilings?)\b.{0,20}\b(?:quantit\w*|qty|barrels?|units?|capacity|"
        r"tonnes?|tons?|stock|returns?)\b",
        # "a cap on how much stock they can send back"
        r"\b(?:caps?|limits?|ceilings?)\s+on\s+how\s+(?:much|many)\b.{0,40}\b(?:send\w*\s+back|return\w*|order\w*|buy\w*|ship\w*)\b",
        r"\b(?:quantit\w*|how much)\b.{0,30}\b(?:buy|sell|purchase|restrict\w*|limit\w*)",
        r"\b(?:caps?|capped|limits?|limited|maximum|max|ceilings?)\b.{0,20}\bhow\s+(?:much|many)\b.{0,30}\b(?:order\w*|"
        r"sold|sell\w*|bought|buy\w*|purchas\w*|ship\w*|supplied|deliver\w*)\b",
    ),
    "Ip Ownership Assignment": (
        rf"{_OWNING}.{{0,30}}\b(?:ip|intellectual property|inventions?|work product|"
        rf"developments?|deliverables?|{_IP_ASSETS})\b",
        rf"\b(?:ip|intellectual property|inventions?|work product|{_IP_ASSETS})\b.{{0,30}}\b(?:owns?|ownership|"
        r"owner|assign\w*|transfer\w*|belong\w*)\b",
        r"\b(?:assign\w*|transfer\w*)\b.{0,25}\b(?:ip|intellectual property|inventions?|work product)\b",
        # "who owns the maps and reports the consultant makes?", "who owns what we build?"
        rf"{_OWNING}.{{0,50}}\b(?:build|builds|built|make|makes|made|creat\w*|develop\w*|"
        r"produc\w*|writes?|written|design\w*|invent\w*)\b",
        # "who ends up owning the INDs and the regulatory filings?", "who gets to own the data?"
        r"\bwho\s+(?:ends?\s+up\s+|gets?\s+to\s+)?(?:owns?|owning|keeps?)\s+(?:the\s+|any\s+|all\s+)?(?:[\w-]+\s+){0,2}?"
        r"(?:inds?|ndas?|regulatory\s+(?:filings?|approvals?|dossiers?)|filings?|data|results|know-?how|improvements?|"
        r"marketing\s+authori[sz]ations?)\b",
        # "the inventions and know-how the venture develops end up belonging to one of the partners"
        r"\b(?:ip|intellectual property|inventions?|know-?how|work product|improvements?)\b.{0,60}\b(?:end\s+up\s+)?belong\w*\s+to\b",
        # "if the franchisee develops a new recipe, who ends up owning it?": what is made, then who owns it
        r"\b(?:build|builds|built|make|makes|made|creat\w*|develop\w*|invent\w*|design\w*|writes?|comes?\s+up\s+with)\b"
        r".{0,60}\bwho\s+(?:ends?\s+up\s+|gets?\s+to\s+)?(?:owns?|owning)\b",
    ),
    "Joint Ip Ownership": (
        r"\bjoint\w*\b.{0,30}\b(?:own\w*|ip|intellectual property)\b",
        r"\bco-?own\w*",
        # "who owns the stuff we build together?": what both sides make, owned by whom
        r"\b(?:owns?|owning|owned|ownership|owner)\b.{0,50}\b(?:build|builds|built|make|makes|made|creat\w*|develop\w*|"
        r"produc\w*|invent\w*)\b.{0,20}\b(?:together|jointly|with\s+(?:them|us|each\s+other))\b",
    ),
    "License Grant": (
        r"\blicen[cs]e grant\w*",
        r"\bgrant\w*\b.{0,20}\blicen[cs]e\b",
        r"\blicen[cs]e\b.{0,25}\bgrant\w*",
        r"\bscope\s+of\s+(?:the\s+)?licen[cs]e\b",
        r"\b(?:get|gets|got|receive\w*|granted)\s+(?:\w+\s+)?rights?\s+to\b",
        # "can the sponsor use the team logo", "let us use the property's marks": a right to use marks, granted
        r"\b(?:use|using|display\w*|feature|put|putting|place|print\w*|show)\s+(?:the\s+|our\s+|their\s+|its\s+|his\s+|her\s+)?"
        r"(?:[\w'’-]+\s+){0,2}?(?:logos?|marks|trade-?marks?|names?\s+and\s+likeness|likeness)\b",
        r"\bcall\s+(?:itself|themselves|himself|herself)\s+(?:an?\s+|the\s+)?official\b",
        # "what licence does IBM give Quantum to its stuff?", "does it give them a licence to the software?"
        r"\bwhat\s+(?:kind\s+of\s+|sort\s+of\s+|type\s+of\s+)?(?:licen[cs]es?|rights?)\s+(?:does|do|did|will)\b.{0,40}"
        r"\b(?:give|grant|get|receive)\b",
        r"\b(?:give|gives|giving|gave)\s+(?:[\w'’.&-]+\s+){1,2}?(?:an?\s+|any\s+)?(?:[\w-]+\s+)?licen[cs]e\s+(?:to|of|under|over)\b",
        # "can MTI put McDATA's name + logo in its marketing?"
        r"\b(?:use|using|put|putting|place|feature|display\w*)\s+(?:[\w'’.&-]+\s+){0,2}?names?\s*(?:\+|and|&)\s*logos?\b",
    ),
    "Non-Transferable License": (
        r"\bnon-?transferable\b",
        r"\bnon-?sublicens\w*",
        r"\bsub-?licens\w*",
        # "can CHT sublicense or transfer the license?", "may the licensee assign its licence?"
        r"\b(?:sub-?licen[cs]\w*|transfer\w*|assign\w*)\s+(?:or\s+\w+\s+)?(?:the|its|their|this|that|a)\s+licen[cs]e\b",
        r"\blicen[cs]es?\s+(?:be\s+|is\s+|are\s+)?(?:transferable|transferred|sub-?licensed|assignable)\b",
        # "can Detto hand their licence on to someone else?"
        r"\b(?:hand|pass|give|sell)\s+(?:their|its|the|our|this|that|his|her)\s+licen[cs]e\s+(?:on|over|along)?\s*to\b",
        # "can Virtuoso transfer the Hopkins license to someone else, or is it locked to them?"
        r"\b(?:transfer|assign|hand|pass|move)\w*\s+(?:the\s+|its\s+|their\s+|this\s+|that\s+)?(?:[\w'’-]+\s+){0,2}?"
        r"licen[cs]e\s+(?:on\s+|over\s+)?to\s+(?:someone|somebody|anyone|another|a\s+third|other)",
        r"\blocked\s+(?:in\s+)?to\s+(?:them|him|her|it|the\s+licensee)\b",
        # "is the right to use Chase's logos transferable or locked to the affiliate?"
        r"\b(?:rights?\s+to\s+use|licen[cs]es?|usage\s+rights?)\b.{0,50}\b(?:transferable|assignable|transferred|"
        r"locked\s+(?:in\s+)?to|personal\s+to)\b",
    ),
    "Affiliate License-Licensor": (
        r"\blicensor['’]?s? (?:affiliates?|group\s+compan(?:y|ies)|subsidiar(?:y|ies))\b",
    ),
    "Affiliate License-Licensee": (
        r"\blicensee['’]?s? (?:affiliates?|group\s+compan(?:y|ies)|subsidiar(?:y|ies))\b",  # "the licensee's group companies"
        r"\baffiliates?\b.{0,20}\blicen[cs]\w*",
        r"\b(?:extend|sublicen\w*|pass|grant)\w*\b.{0,40}\b(?:to\s+)?(?:its|their)\s+affiliates?\b",
        # "do IBM's affiliates and subcontractors get rights to use the customer's components?"
        r"\baffiliates?\b.{0,40}\b(?:get|have|receive|are\s+given)\s+(?:the\s+|any\s+)?rights?\s+to\s+use\b",
    ),
    "Unlimited/All-You-Can-Eat-License": (
        r"\ball[- ]you[- ]can[- ]eat\b",
        r"\bunlimited (?:use|licen[cs]e)\b",
        # "is the licence effectively unlimited, any number of copies?"
        r"\bunlimited\b.{0,40}\b(?:copies|users|seats|installations|units|number)\b",
        r"\b(?:any|an\s+unlimited)\s+number\s+of\s+(?:copies|users|seats|installations|units|sites)\b",
    ),
    "Irrevocable Or Perpetual License": (
        r"\birrevocabl\w*",
        r"\bperpetu\w*",
        # "the licence it gives back - is it forever or only during the term?"
        r"\blicen[cs]e\w*\b.{0,60}\b(?:forever|for\s+ever|for\s+good|never\s+ends?)\b",
        # "does the franchisor get to use it forever, or only while the agreement runs?"
        r"\b(?:use|using|exploit\w*|keep\s+using)\b.{0,50}\b(?:forever|for\s+ever|for\s+good|in\s+perpetuity)\b",
    ),
    "Source Code Escrow": (r"\bescrow\w*", r"\bsource code\b"),
    "Post-Termination Services": (
        r"\bpost-?termination\b",
        r"\b(?:after|following|upon) (?:the )?(?:termination|expiration|expiry|end)\b(?! for convenience)",
        r"\btransition(?:al)? (?:services|assistance|period|support|help)\b",
        r"\b(?:get|have|receive)\s+(?:our|the|their|its|my)\s+data\s+back\b",  # "do we get our data back?"
        r"\bwind[- ]down\b",
        r"\bsurviv\w*\s+(?:the\s+|its\s+)?(?:termination|expiration|expiry|end)\b",  # "anything that survives termination?"
        r"\b(?:keep|continue)\s+(?:on\s+)?(?:to\s+)?us(?:e|ing)\b",  # "if we walk, do we get to keep using the software?"
        # "once it ends can they keep selling the branded product or running the ads?"
        r"\b(?:once|when|after)\s+(?:it|the\s+(?:deal|contract|agreement|term))\s+(?:ends|expires|is\s+over|terminates)\b"
        r".{0,40}\b(?:keep|continue|still)\b",
        r"\b(?:keep|continue)\s+(?:on\s+)?(?:selling|running|distributing|marketing|making)\b.{0,60}\b(?:ends?|expir\w*|"
        r"terminat\w*|is\s+over|after)\b",
        # "once it's over, what does the franchisee have to do or hand back?", "when the licence ends, what does
        # NMF have to do about using the name afterwards?"
        r"\b(?:once|when|after)\s+(?:it['’]?s|it\s+is|the\s+(?:deal|contract|agreement|term)\s+is)\s+over\b",
        r"\b(?:once|when|after|if)\s+(?:it|the\s+(?:[\w-]+\s+){0,6}?(?:deal|contract|agreement|agmt|licen[cs]e|franchise|term))"
        r"(?:['’]s|\s+is|\s+gets|\s+has\s+been)?\s+"
        r"(?:ends|expires|terminates|terminated|ended|expired)\b.{0,40}\b(?:have\s+to|must|need\s+to|do|hand\s+back|return)\b",
        # "if it gets terminated, what happens to the contractors the affiliate brought in?"
        r"\b(?:once|when|after|if)\s+(?:it|the\s+(?:deal|contract|agreement|agmt))(?:['’]s|\s+is|\s+gets|\s+has\s+been)?\s+"
        r"(?:ends|expires|terminates|terminated|ended|expired)\b.{0,20}\bwhat\s+happens\b",
        r"\bwhat\s+happens\s+to\b.{0,60}\b(?:once|when|after|if)\s+(?:it|the\s+(?:[\w-]+\s+){0,2}?(?:deal|contract|agreement|agmt|"
        r"licen[cs]e|franchise|term|relationship|partnership))"
        r"(?:['’]s|\s+is|\s+gets|\s+has\s+been)?\s+(?:ends|expires|terminates|terminated|ended|expired)\b",
        r"\b(?:have\s+to|must|need\s+to)\s+do\b.{0,30}\b(?:once|when|after)\s+(?:it|the\s+(?:deal|contract|agreement|term))\s+"
        r"(?:ends|expires|terminates|is\s+over)\b",
        r"\bus(?:e|ing)\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+)?(?:name|marks?|brand|logo)\s+afterwards\b",
        r"\bde-?identif\w*",
        # "what obligations carry on after it ends?", "once it ends, does anything carry on afterwards?"
        r"\bcarr(?:y|ies|ied)\s+on\s+(?:after|afterwards|beyond)\b",
        r"\b(?:once|when|after)\s+(?:it|the\s+(?:deal|contract|agreement|term))\s+(?:ends|expires|terminates)\b.{0,40}"
        r"\bcarr(?:y|ies)\s+on\b",
    ),
    "Audit Rights": (r"\baudit\w*", r"\binspect\w*\b.{0,20}\b(?:books|records)\b"),
    "Liquidated Damages": (
        r"\bliquidated damages\b",
        r"\b(?:penalt\w*|break fee)\b",
        r"\bearly termination (?:fee|charge|payment)s?\b",
    ),
    "Warranty Duration": (
        r"\bwarrant(?:y|ies)\b.{0,20}\b(?:period|duration|how long|last\w*)\b",
        r"\bwarrant\w*",
    ),
    "Insurance": (r"\binsur\w*",),
    "Covenant Not To Sue": (
        r"\b(?:covenant )?not to sue\b",
        r"\bwon'?t sue\b",
        r"\bwaiv\w*\b.{0,30}\bright\s+to\s+sue\b|\bright\s+to\s+sue\b",  # "does violin waive its right to sue?"
        r"\b(?:challeng|contest)\w*\b.{0,30}\b(?:validity|ownership)\b",
        r"\b(?:not|never|no)[- ](?:to )?(?:challeng|contest|dispute|attack)\w*\b",
        r"\b(?:challeng|contest)\w*\b.{0,40}\b(?:rights?|marks?|patents?|trade ?marks?|ip|intellectual property)\b",
    ),
    "Third Party Beneficiary": (
        r"\bthird[- ]part(?:y|ies)\b.{0,20}\bbeneficiar\w*",
        r"\bbeneficiar\w*",
        # "do any give a third party rights to enforce the contract?"
        r"\bthird[- ]part(?:y|ies)\b.{0,40}\b(?:enforce|rights?\s+under|benefit\s+of)\b",
        # (not "grant rights to third parties": a sublicence)
        r"\b(?:give|gives|giving|confer\w*|create\w*)\s+(?:any\s+)?(?:enforceable\s+)?rights?\s+(?:on|to|in|for)\s+"
        r"(?:any\s+)?third[- ]part(?:y|ies)\b",
        # "can anyone other than the two parties enforce it?"
        r"\b(?:anyone|anybody|someone|a\s+party)\s+(?:other\s+than|besides|apart\s+from)\s+(?:the\s+)?(?:two\s+)?"
        r"(?:parties|signatories)\b.{0,30}\benforce\b",
        # "does some company that is not signing get rights from it?"
        r"\b(?:company|party|anyone|someone|somebody|business)\s+(?:that|who)\s+(?:is\s+)?(?:not|n['’]t)\s+"
        r"(?:signing|a\s+(?:party|signatory)|signed)\b.{0,30}\brights?\b",
        # "is Changepoint named as someone who can enforce them directly", "an outside entity that gets
        # enforceable rights under it"
        r"\benforce\w*\s+(?:them|it|the\s+(?:terms|contract|agreement))?\s*directly\b",
        r"\benforceable\s+rights\b",
        r"\b(?:outside|third|non-?signing)\s+(?:entity|entities|company|companies|beneficiar\w*)\b.{0,60}\brights?\b",
    ),
    "Competitive Restriction Exception": (
        # "CHT can't do competing deals, fine - but is co-marketing with complementary products allowed?"
        r"\bcompet\w*\b.{0,40}\bbut\b.{0,80}\b(?:allowed|permitted|ok(?:ay)?|fine|still\s+able)\b",
        r"\bexceptions?\b.{0,30}\b(?:non-?compet\w*|exclusiv\w*|restrict\w*)",
        r"\bcarve[- ]?outs?\b.{0,60}\bcompet\w*",
        r"\bcompet\w*\b.{0,40}\b(?:anyway|carve[- ]?outs?|all the same)\b",
        # "any carve-outs where Dynamex can still do work for other couriers?"
        r"\bcarve[- ]?outs?\b.{0,60}\b(?:still|others?|rivals?|anyone\s+else)\b",
        # "leaving aside the restrictions placed on BLI, is BLI otherwise free to offer its platform to others?"
        r"\b(?:otherwise|still)\s+free\s+to\b",
        r"\b(?:leaving|setting|putting)\s+aside\s+(?:the\s+)?(?:restrictions?|non-?compete|exclusivity)\b",
    ),
}
