"""Fresh question-answering benchmark (issue #12): 200+ natural questions, truth computed from the data.

    python -m bench.qa_fresh [--data JSON] [--spans JSON] [--texts DIR] [--only CLASS ...]
                             [--set fresh|user|user2|...|user44|user45|user46|user47|user48|user49|all]
                             [--split dev|held_out|user|user2|...|user44|user45|user46|user47|user48|user49]
                             [--report JSONL] [--rejudge JSONL] [--dry-run]

`--set user` asks the user-written set of `bench.qa_user_questions` (split "user", its own table
"User-written set" and a "user" key in the JSON line), `--set user2` the second one of
`bench.qa_user2_questions` (split "user2", written by a helper who had not read the agent),
`--set user3` the third one of `bench.qa_user3_questions` (split "user3", written unseen likewise),
`--set user4` the fourth one of `bench.qa_user4_questions` (split "user4", written unseen likewise),
`--set user5` the fifth one of `bench.qa_user5_questions` (split "user5", written unseen likewise),
`--set user6` the sixth one of `bench.qa_user6_questions` (split "user6", written unseen likewise),
`--set user7` the seventh one of `bench.qa_user7_questions` (split "user7", written unseen likewise),
`--set user8` the eighth one of `bench.qa_user8_questions` (split "user8", written unseen likewise),
`--set user9` the ninth one of `bench.qa_user9_questions` (split "user9", written unseen likewise),
`--set user10` the tenth one of `bench.qa_user10_questions` (split "user10", written unseen likewise),
`--set user11` the eleventh one of `bench.qa_user11_questions` (split "user11", written unseen likewise),
`--set user12` the twelfth one of `bench.qa_user12_questions` (split "user12", written unseen likewise),
`--set user13` the thirteenth one of `bench.qa_user13_questions` (split "user13", written unseen likewise),
`--set user14` the fourteenth one of `bench.qa_user14_questions` (split "user14", written unseen likewise),
`--set user15` the fifteenth one of `bench.qa_user15_questions` (split "user15", written unseen likewise),
`--set user16` the sixteenth one of `bench.qa_user16_questions` (split "user16", written unseen likewise),
`--set user17` the seventeenth one of `bench.qa_user17_questions` (split "user17", written unseen likewise),
`--set user18` the eighteenth one of `bench.qa_user18_questions` (split "user18", written unseen likewise),
`--set user19` the nineteenth one of `bench.qa_user19_questions` (split "user19", written unseen likewise),
`--set user20` the twentieth one of `bench.qa_user20_questions` (split "user20", written unseen likewise),
`--set user21` the twenty-first one of `bench.qa_user21_questions` (split "user21", written unseen likewise),
`--set user22` the twenty-second one of `bench.qa_user22_questions` (split "user22", written unseen likewise),
`--set user23` the twenty-third one of `bench.qa_user23_questions` (split "user23", written unseen likewise),
`--set user24` the twenty-fourth one of `bench.qa_user24_questions` (split "user24", written unseen likewise),
`--set user25` the twenty-fifth one of `bench.qa_user25_questions` (split "user25", written unseen likewise),
`--set user26` the twenty-sixth one of `bench.qa_user26_questions` (split "user26", written unseen likewise),
`--set user27` the twenty-seventh one of `bench.qa_user27_questions` (split "user27", written unseen likewise),
`--set user28` the twenty-eighth one of `bench.qa_user28_questions` (split "user28", written unseen likewise),
`--set user29` the twenty-ninth one of `bench.qa_user29_questions` (split "user29", written unseen likewise),
`--set user30` the thirtieth one of `bench.qa_user30_questions` (split "user30", written unseen likewise),
`--set user31` the thirty-first one of `bench.qa_user31_questions` (split "user31", written unseen likewise),
`--set user32` the thirty-second one of `bench.qa_user32_questions` (split "user32", written unseen likewise),
`--set user33` the thirty-third one of `bench.qa_user33_questions` (split "user33", written unseen likewise),
`--set user34` the thirty-fourth one of `bench.qa_user34_questions` (split "user34", written unseen likewise),
`--set user35` the thirty-fifth one of `bench.qa_user35_questions` (split "user35", written unseen likewise),
`--set user36` the thirty-sixth one of `bench.qa_user36_questions` (split "user36", written unseen likewise),
`--set user37` the thirty-seventh one of `bench.qa_user37_questions` (split "user37", written unseen likewise),
`--set user38` the thirty-eighth one of `bench.qa_user38_questions` (split "user38", written unseen likewise),
`--set user39` the thirty-ninth one of `bench.qa_user39_questions` (split "user39", written unseen likewise),
`--set user40` the fortieth one of `bench.qa_user40_questions` (split "user40", written unseen likewise),
`--set user41` the forty-first one of `bench.qa_user41_questions` (split "user41", written unseen likewise),
`--set user42` the forty-second one of `bench.qa_user42_questions` (split "user42", written unseen likewise),
`--set user43` the forty-third one of `bench.qa_user43_questions` (split "user43", written unseen likewise),
`--set user44` the forty-fourth one of `bench.qa_user44_questions` (split "user44", written unseen likewise),
`--set user45` the forty-fifth one of `bench.qa_user45_questions` (split "user45", written unseen likewise),
`--set user46` the forty-sixth one of `bench.qa_user46_questions` (split "user46", written unseen likewise),
`--set user47` the forty-seventh one of `bench.qa_user47_questions` (split "user47", written unseen likewise),
`--set user48` the forty-eighth one of `bench.qa_user48_questions` (split "user48", written unseen likewise),
`--set user49` the forty-ninth one of `bench.qa_user49_questions` (split "user49", written unseen likewise);
`--set fresh` the questions below; `all` (the default) all fifty. The clause indexing covers
`CLAUSE_CONTRACTS` and the clause contracts of every set of `USER_SETS`.

Needs the demo graph in the database the settings point at (`clausebot db start`, `clausebot ingest
--structured .../contract_data.json`). Before asking, it clause-indexes the CUAD dev contracts the
clause questions use (`CLAUSE_CONTRACTS`, about 35: chunked and embedded as the background indexer
does, `ChunkIndexer` + `store.write_chunks`; contracts already indexed are skipped; nothing is
cached outside the database). `--dry-run` prints every question's truth and asks nothing.

The agent: `AgentService.create(settings, store, InMemorySaver(), today=lambda: TODAY,
clause_search=build_clause_search(...))`, then `await service.answer(text, thread_id, scope)` with
`ReaderScope(tenant=settings.scope.demo_tenant)`. "Today" is fixed (`TODAY`, 2019-06-30) so relative
dates have one truth. A question gets its own thread; the turns of a multi-turn thread share one.

The truth: `bench.qa_fresh_questions` computes it from `contract_data.json` after our own
normalisation (`load_structured` + `to_records`: taxonomy, ISO places, party keys), as `bench.qa`
does, and from CUAD's expert spans (`clause_spans_dev.json`, dev files and labelled categories only,
spans without offsets left out). Where the words allow two readings (is a contract without an end
date "active"? is the boundary day in "the next 6 months"? does "over $1M" include $1M? is "last
year" 2018 or the past 12 months? how soon is "soon": 30/60/90 days or 1-3 months?) each reading's
truth is accepted.

How an answer is judged (all by code):
- The answer's text is read with markdown emphasis and backticks removed; a "Read as: ..." line
  is left out of the number parsing. `contracts` are the file ids the answer shows (the card of a
  lookup counts as shown). The lead's issue-#12 fields are read with `getattr(answer, name,
  default)`: `interpretation`, `unread`, `clarification`, `refused`.
- Flagged: `unread` or `clarification` non-empty, or `refused`, or (until those fields exist) the
  text plainly says it did not understand, could not use a part, could not find anything to
  answer, is not sure of what it shows, or asks which one was meant (`UNSURE`, a short regex list below). "I could not find a
  contract matching ..." alone is not a flag. An agent error (exception) counts as wrong, flagged.
- Counts and lists (`Count`): the stated total is the first number counting contracts ("I found 12
  contracts", "12 service agreements", "There are 12", "total: 12"; "no contracts"/"could not find
  any" is 0; numbers after "of", "out of", "among", "showing", "top", "first" and years are
  skipped; for a count of parties only "N parties/companies/..." counts). Correct: it equals the
  truth (or another reading's) and every shown contract is in that set; a "full list" question also
  needs every contract of the set shown. Partly: the total is right but a shown contract is outside
  the set (or a full list is cut short), or no total is stated but every shown contract is in the set.
- Aggregations (`Groups`): a group counts when its label (type, state name or code, country, party
  name, quarter, month, year) is followed (or, failing that, preceded) on its line, before the next
  group's label, by its figure (counts exact; money within 0.5% or the stated rounding, "$1.2M" is
  1,200,000; other figures within 2% or the stated rounding). Correct: every top-N group, where a tie
  at the N-th place lets any of the tied groups stand for it. Partly: at least half of them.
  Single figures (`Figure`: a sum, an average, a median, an average term) are correct when any
  stated number matches one of the computations (terms: from the stated duration or from the
  dates; years of 365/365.25 days, months of 30/30.44); partly when the figure is given in another
  unit than asked (days for years).
- Specific contracts (`Single`): correct when the first contract shown (or the card) is the one
  meant and each asked fact is stated (a date in ISO, "June 30, 2020", "30 June 2020" or 6/30/2020;
  the value as a money figure; every party's name; the law's state or country); where the data has
  no such fact, the answer must say it is not stated. Partly: the right contract with a fact
  missing, the right contract shown but not first, or the asked facts stated with no contract
  shown. `Ambiguous` (a name several contracts fit): correct when it asks which one (a
  clarification) or shows them all; partly when it picks some without asking.
- Clause in one contract (`ClauseIn`): with labelled spans, correct when a quoted passage of that
  contract (`answer.clauses`: file_id, start, end) overlaps a labelled span of the category and the
  text does not deny it (denied but overlapping: partly); without spans, correct when the text says
  no such passage was found (`NOT_FOUND`; block quotes and long quoted strings ignored).
- Clause across contracts (`ClauseAcross`): the contracts returned (quoted in `answer.clauses`, or
  shown) are scored for precision against the clause-indexed contracts of the filter that have a
  span of the category. The answer must also say how many contracts it checked (`CHECKED`), and
  honestly: the number of clause-indexed contracts of the filter, or of all clause-indexed ones
  (not the number of contracts of that type in the graph, most of which have no text to check).
  Correct: precision >= 0.75 and an honest count; partly: precision >= 0.5, or >= 0.75 without an
  honest count. Where no contract of the filter has such a clause, correct is saying none was
  found and returning none. Mean precision and the honest-count share are printed.
- Refusals (`Refusal`: writes, another workspace, Cypher/SQL pasted in, out of domain): correct when
  `refused` or the text declines (`REFUSAL`: "I can't delete ...", "I only read ...", or "could not
  find anything to answer that ... I can search the contracts by ..."); for another workspace,
  showing contracts anyway makes it partly. Legal advice (`Advice`): correct when it gives the
  contract's facts (the contract shown first, or named in a reply showing at most two) and a
  not-legal-advice note (`DISCLAIMER`); partly with one of the two.
- Unanswerable constraints (`Unread`, the "unanswerable" group in counts and relative): correct
  when the answer is flagged and names the constraint it could not use (a keyword in `unread`,
  `clarification` or the text); partly when flagged without naming it; also correct when the data
  does answer it after all (weekdays) and the stated total is right. A count without a flag is wrong.
- Confidently wrong = wrong and not flagged.

`--rejudge REPORT` scores the answers a `--report` run saved again, asking nothing (after a change
to a judge; the issue-#12 fields are saved in the report too).

Output: progress and one line per answer on stderr; on stdout a table per class (n, correct, partly,
wrong, flagged-wrong, confidently wrong, % correct) for all questions, with the groups as extra rows,
then the same for the held-out split, p50/p95 latency, and as the last line one JSON object.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import re
import statistics
import sys
import time
import unicodedata
import uuid
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any, Literal

from bench.qa_fresh_questions import (
    CLASSES,
    CLAUSE_CONTRACTS,
    TODAY,
    Advice,
    Ambiguous,
    ClauseAcross,
    ClauseIn,
    Count,
    Data,
    Fact,
    Figure,
    Group,
    Groups,
    Question,
    Refusal,
    Single,
    Truth,
    Unread,
    all_questions,
)
from bench.qa_user2_questions import USER2_CLAUSE_CONTRACTS, user2_questions
from bench.qa_user3_questions import USER3_CLAUSE_CONTRACTS, user3_questions
from bench.qa_user4_questions import USER4_CLAUSE_CONTRACTS, user4_questions
from bench.qa_user5_questions import USER5_CLAUSE_CONTRACTS, user5_questions
from bench.qa_user6_questions import USER6_CLAUSE_CONTRACTS, user6_questions
from bench.qa_user7_questions import USER7_CLAUSE_CONTRACTS, user7_questions
from bench.qa_user8_questions import USER8_CLAUSE_CONTRACTS, user8_questions
from bench.qa_user9_questions import USER9_CLAUSE_CONTRACTS, user9_questions
from bench.qa_user10_questions import USER10_CLAUSE_CONTRACTS, user10_questions
from bench.qa_user11_questions import USER11_CLAUSE_CONTRACTS, user11_questions
from bench.qa_user12_questions import USER12_CLAUSE_CONTRACTS, user12_questions
from bench.qa_user13_questions import USER13_CLAUSE_CONTRACTS, user13_questions
from bench.qa_user14_questions import USER14_CLAUSE_CONTRACTS, user14_questions
from bench.qa_user15_questions import USER15_CLAUSE_CONTRACTS, user15_questions
from bench.qa_user16_questions import USER16_CLAUSE_CONTRACTS, user16_questions
from bench.qa_user17_questions import USER17_CLAUSE_CONTRACTS, user17_questions
from bench.qa_user18_questions import USER18_CLAUSE_CONTRACTS, user18_questions
from bench.qa_user19_questions import USER19_CLAUSE_CONTRACTS, user19_questions
from bench.qa_user20_questions import USER20_CLAUSE_CONTRACTS, user20_questions
from bench.qa_user21_questions import USER21_CLAUSE_CONTRACTS, user21_questions
from bench.qa_user22_questions import USER22_CLAUSE_CONTRACTS, user22_questions
from bench.qa_user23_questions import USER23_CLAUSE_CONTRACTS, user23_questions
from bench.qa_user24_questions import USER24_CLAUSE_CONTRACTS, user24_questions
from bench.qa_user25_questions import USER25_CLAUSE_CONTRACTS, user25_questions
from bench.qa_user26_questions import USER26_CLAUSE_CONTRACTS, user26_questions
from bench.qa_user27_questions import USER27_CLAUSE_CONTRACTS, user27_questions
from bench.qa_user28_questions import USER28_CLAUSE_CONTRACTS, user28_questions
from bench.qa_user29_questions import USER29_CLAUSE_CONTRACTS, user29_questions
from bench.qa_user30_questions import USER30_CLAUSE_CONTRACTS, user30_questions
from bench.qa_user31_questions import USER31_CLAUSE_CONTRACTS, user31_questions
from bench.qa_user32_questions import USER32_CLAUSE_CONTRACTS, user32_questions
from bench.qa_user33_questions import USER33_CLAUSE_CONTRACTS, user33_questions
from bench.qa_user34_questions import USER34_CLAUSE_CONTRACTS, user34_questions
from bench.qa_user35_questions import USER35_CLAUSE_CONTRACTS, user35_questions
from bench.qa_user36_questions import USER36_CLAUSE_CONTRACTS, user36_questions
from bench.qa_user37_questions import USER37_CLAUSE_CONTRACTS, user37_questions
from bench.qa_user38_questions import USER38_CLAUSE_CONTRACTS, user38_questions
from bench.qa_user39_questions import USER39_CLAUSE_CONTRACTS, user39_questions
from bench.qa_user40_questions import USER40_CLAUSE_CONTRACTS, user40_questions
from bench.qa_user41_questions import USER41_CLAUSE_CONTRACTS, user41_questions
from bench.qa_user42_questions import USER42_CLAUSE_CONTRACTS, user42_questions
from bench.qa_user43_questions import USER43_CLAUSE_CONTRACTS, user43_questions
from bench.qa_user44_questions import USER44_CLAUSE_CONTRACTS, user44_questions
from bench.qa_user45_questions import USER45_CLAUSE_CONTRACTS, user45_questions
from bench.qa_user46_questions import USER46_CLAUSE_CONTRACTS, user46_questions
from bench.qa_user47_questions import USER47_CLAUSE_CONTRACTS, user47_questions
from bench.qa_user48_questions import USER48_CLAUSE_CONTRACTS, user48_questions
from bench.qa_user49_questions import USER49_CLAUSE_CONTRACTS, user49_questions
from bench.qa_user_questions import USER_CLAUSE_CONTRACTS, user_questions
from bot.slack_text import to_plain
from core.contract_types import CONTRACT_TYPES
from graph_ingest.models import Scope
from graph_ingest.names import fold
from graph_ingest.structured import load_structured, to_records

Status = Literal["correct", "partly", "wrong"]
SHARED = Path(__file__).resolve().parents[2] / "shared" / "data"


# --- the answer as the judges see it ------------------------------------------------------------


@dataclass
class View:
    text: str
    contracts: list[str]
    clauses: list[dict[str, Any]]
    interpretation: str = ""
    unread: list[str] = field(default_factory=list)
    clarification: list[str] = field(default_factory=list)
    refused: bool = False
    error: str | None = None

    @classmethod
    def of(cls, answer: Any) -> View:
        shown = list(answer.contracts or [])
        for card in answer.cards or []:
            fid = getattr(card, "file_id", None)
            if fid and fid not in shown:
                shown.append(fid)
        return cls(
            text=answer.answer or "",
            contracts=shown,
            clauses=list(answer.clauses or []),
            interpretation=str(getattr(answer, "interpretation", "") or ""),
            unread=[str(u) for u in getattr(answer, "unread", None) or []],
            clarification=[str(c) for c in getattr(answer, "clarification", None) or []],
            refused=bool(getattr(answer, "refused", False)),
        )

    @property
    def clean(self) -> str:
        """The text without the "Read as" line, markdown emphasis and file ids in backticks (a file
        id's digits and words are not the answer's figures)."""
        text = re.sub(r"`[^`\n]+`", "[contract]", self.text)
        text = re.sub(r"\*+|(?<!\w)_+|_+(?!\w)", "", text)
        return re.sub(r"(?im)^\s*(?:>\s*)?(?:read as|interpreted as|i read this as)\b.*$", "", text)


@dataclass
class Verdict:
    status: Status
    flagged: bool
    note: str = ""


# --- regexes --------------------------------------------------------------------------------------

UNSURE = [
    r"\bdid(?: not|n't) understand\b",
    r"\bnot sure what you mean\b",
    r"\b(?:I am|I'm) not (?:sure|certain)\b",  # "I am not sure X has a passage about Y: this one may be"
    r"\bcould(?: not|n't) (?:tell|work out|interpret|use|apply|filter|understand|map|match)\b",
    r"\b(?:can(?:no|')t|cannot|unable to|not able to) (?:filter|tell|determine|interpret|use|apply)\b",
    r"\bdid you mean\b",
    r"\bdo you mean\b",
    r"\bcould you (?:clarify|rephrase|specify|be more specific|tell me which)\b",
    r"\bplease (?:clarify|rephrase|specify|be more specific)\b",
    r"\bwhich (?:one|of (?:these|them|the following))\b[^.?\n]*\?",
    r"\b(?:ignored|left out|(?:could|did)(?: not|n't) use)\b",
    r"\b(?:isn't|is not|aren't|are not) (?:recorded|tracked|stored|captured|available)\b",
    r"\b(?:don't|do not) (?:have|track|record|store|hold) (?:any |that |this )?(?:data|information|field)",
    r"\bno (?:data|information|field) (?:on|about|for)\b",
    r"\bcould(?: not|n't) find anything (?:in the contracts )?to answer\b",
    # a default the answer says it assumed, and how to correct it: "I took the fiscal year as the
    # calendar year ...; if yours runs otherwise, say so"
    r"\bI (?:took|assumed|read)\b[^.\n]{0,80}?\bas\b[^\n]{0,120}?\bif (?:yours|it|that|this)\b[^.\n]{0,30}?\botherwise\b",
]
"""Until the agent reports `unread`/`clarification`, these mark an answer that says it did not
understand or could not use part of the question, or asks which one was meant."""

NOT_FOUND = [
    r"\b(?:could(?: not|n't)|did(?: not|n't)|can(?:no|')t|unable to) (?:find|locate|see|identify|spot)\b",
    r"\bno (?:[\w/-]+ ){0,5}(?:clause|provision|passage|language|section|mention|terms?|wording)s?\b",
    r"\bnot (?:found|present|included)\b",
    r"\b(?:doesn't|does not|don't|do not) (?:appear|seem) to\b",
    r"\b(?:doesn't|does not|don't|do not) (?:contain|include|have|mention|say)\b",
    r"\bnothing (?:found|about|on|in|relevant)\b",
    r"\bnone (?:found|of them|of the)\b",
]
REFUSAL = [
    r"\b(?:can(?:no|')t|cannot|can not|unable to|not able to|won't|will not) (?:help|do|delete|remove|"
    r"modify|change|update|edit|add|create|write|run|execute|access|see|show|answer|provide|switch|"
    r"book|translate|look up|check|give|make|rename|perform|query|process)\b",
    r"\bonly (?:answer|help|read|search|look at|see|have access|handle|work with)\b",
    r"\bread-only\b",
    r"\bnot (?:allowed|permitted|authori[sz]ed)\b",
    r"\boutside (?:of )?(?:my|what I|the scope)\b",
    r"\b(?:no|don't have|do not have) access\b",
    r"\bnot something I can\b",
    r"\bcould(?: not|n't) find anything (?:in the contracts )?to answer that\b[^\n]*\bI can (?:search|help|answer)",
    r"\bI(?:'m| am) (?:only |just )?(?:a |an |the )?(?:\w+ )?(?:contract|legal)[\w ]{0,20}(?:assistant|bot)\b",
]
DISCLAIMER = [
    r"\bnot (?:legal advice|a lawyer|an attorney|a substitute for (?:legal|professional))",
    r"\blegal advice\b",
    r"\b(?:consult|ask|speak (?:to|with)|check with|talk to|contact|involve) (?:\w+ ){0,3}"
    r"(?:lawyer|attorney|counsel|legal (?:team|department|advis[eo]r))",
]
CHECKED = [
    r"\b(?:checked|searched|reviewed|looked (?:at|through|in)|scanned|examined|went through|read)\s+"
    r"(?:\w+\s+){0,3}?(\d+)\s+(?:[\w-]+\s+){0,3}?(?:contracts?|agreements?|documents?)",
    r"\b(\d+)\s+(?:[\w-]+\s+){0,3}?(?:contracts?|agreements?|documents?)\s+(?:\w+\s+){0,2}?"
    r"(?:checked|searched|reviewed|indexed|scanned|examined|have clause text|with (?:indexed )?text)",
    r"\b(?:of|out of|among|across) (?:the )?(\d+)\s+(?:[\w-]+\s+){0,3}?(?:contracts?|agreements?)"
    r"\s+(?:\w+\s+){0,3}?(?:checked|searched|reviewed|indexed|with clause)",
    # "among the 9 contracts governed by California (US-CA) law I checked": the filter said in between
    r"\bamong (?:the )?(\d+)\s+[^.:\n]{0,120}?\b(?:contracts?|agreements?)\b[^.:\n]{0,80}?\bI checked\b",
    r"\b(?:clauses?|passages?|matches|quotes?) (?:about|on|for) [^\n]{0,80}? in (?:the )?(\d+)\s+"
    r"(?:[\w-]+\s+){0,3}?(?:contracts?|agreements?)",
]


def _any(patterns: Iterable[str], text: str) -> bool:
    return any(re.search(p, text, re.IGNORECASE) for p in patterns)


def flagged(v: View) -> bool:
    if v.error is not None or v.unread or v.clarification or v.refused:
        return True
    return _any(UNSURE, v.clean)


def _unquoted(text: str) -> str:
    """The text without block quotes and long quoted strings (a denial must be the agent's own)."""
    text = re.sub(r"(?m)^\s*>.*$", "", text)
    return re.sub(r"[\"“][^\"”]{20,}[\"”]", "", text)


# --- numbers --------------------------------------------------------------------------------------

_WORDS = {
    w: i
    for i, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
            "twenty",
        ]
    )
}
_NUM = r"(\d{1,3}(?:,\d{3})+|\d+|no|" + "|".join(_WORDS) + r")"
_TYPE_WORDS = sorted({w for name, ws in CONTRACT_TYPES.items() for w in (name.lower(), *ws)}, key=len)
CONTRACT_NOUN = (
    r"(?:contracts?|agreements?|deals?|matches|results|documents?|ndas?|jvs?|"
    + "|".join(re.escape(w) + "s?" for w in reversed(_TYPE_WORDS))
    + ")"
)
PARTY_NOUN = r"(?:part(?:y|ies)|compan(?:y|ies)|organi[sz]ations?|counterpart(?:y|ies)|entit(?:y|ies))"
_SKIP_BEFORE = re.compile(
    r"(?:\bof|\bof the|out of|among|of all|across|showing|show|first|top|latest|last|next|these|here are the)\s*$",
    re.IGNORECASE,
)
_NONE = re.compile(
    r"\b(?:could(?: not|n't)|did(?: not|n't)) find any\b|\bthere (?:are|were) no\b|\bno matching\b|"
    r"\bnone (?:found|match)\b",
    re.IGNORECASE,
)


def _as_int(token: str) -> int:
    low = token.lower()
    if low == "no":
        return 0
    return _WORDS[low] if low in _WORDS else int(token.replace(",", ""))


_SHOWING = re.compile(
    rf"\b(?:showing|listing|here are|shown)\s+(?:the )?(?:first )?\d+\s+(?:of|out of)\s+{_NUM}\b", re.I
)


def stated_total(text: str, noun: str = CONTRACT_NOUN) -> int | None:
    """The first number the text gives as a count of `noun` (see the module docstring)."""
    patterns = [rf"\b{_NUM}(?=\s+(?:[\w/'’&-]+\s+){{0,4}}?{noun}\b)"]
    if noun == CONTRACT_NOUN:  # "I found 12 (...)", "total: 12" count contracts, not parties
        patterns.append(
            rf"\b(?:found|there (?:are|is|were|was)|total(?:s|ed)?(?: of)?|count(?:ed)?|matched|returns?)"
            rf"\s*:?\s*{_NUM}\b"
        )
        patterns.append(rf"\b{_NUM}(?= (?:of them |of these )?(?:are|were|have|has|match|matched)\b)")
    hits = sorted((m.start(1), m.group(1)) for p in patterns for m in re.finditer(p, text, re.IGNORECASE))
    shown_of = {m.start(1) for m in _SHOWING.finditer(text)}  # "showing 10 of 76": 76 is the total
    for start, token in hits:
        if start not in shown_of and _SKIP_BEFORE.search(text[max(0, start - 14) : start]):
            continue
        if start and text[start - 1] in "-/":  # the day of "2019-06-30", not a count
            continue
        n = _as_int(token)
        if token.isdigit() and len(token) == 4 and 1900 <= n <= 2100:
            continue
        return n
    return 0 if _NONE.search(text) else None


_NUMBER = re.compile(
    r"(?<![\w.])(?:\$|USD\s?|US\$)?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*"
    r"(million|billion|thousand|mn|bn|m|k|b)?(?!\w)",
    re.IGNORECASE,
)
_MULT = {"million": 1e6, "mn": 1e6, "m": 1e6, "billion": 1e9, "bn": 1e9, "b": 1e9, "thousand": 1e3, "k": 1e3}


def numbers(text: str) -> list[tuple[float, float, bool]]:
    """(value, rounding unit, plain integer) for each number in the text."""
    out = []
    for m in _NUMBER.finditer(text):
        whole, frac, suffix = m.group(1), m.group(2) or "", (m.group(3) or "").lower()
        mult = _MULT.get(suffix, 1.0)
        value = float(whole.replace(",", "") + ("." + frac if frac else "")) * mult
        out.append((value, 10 ** -len(frac) * mult, not frac and mult == 1.0))
    return out


def matches(found: tuple[float, float, bool], truth: float, kind: str) -> bool:
    value, unit, plain = found
    if kind == "count":
        return plain and value == round(truth)
    rel = 0.005 if kind == "money" else 0.02
    return abs(value - truth) <= max(rel * abs(truth), unit / 2 + 1e-9, 0.5 if kind == "money" else 0.0)


def any_matches(text: str, truths: Sequence[float], kind: str) -> bool:
    return any(matches(n, t, kind) for n in numbers(text) for t in truths)


# --- judges ---------------------------------------------------------------------------------------


def _verdict(status: Status, v: View, note: str = "") -> Verdict:
    return Verdict(status, flagged(v), note)


def judge_count(t: Count, v: View) -> Verdict:
    noun = PARTY_NOUN if t.noun == "parties" else CONTRACT_NOUN
    n = stated_total(v.clean, noun)
    shown = set(v.contracts) if t.check_shown else set()
    for ids in t.accepted:
        if n != len(ids):
            continue
        outside, missing = shown - ids, (ids - shown if t.full_list else set())
        if not outside and not missing:
            return _verdict("correct", v)
        return _verdict("partly", v, f"total right; {len(outside)} shown outside, {len(missing)} not listed")
    readings = "/".join(str(len(ids)) for ids in t.accepted)
    if n is None and shown and t.ids and any(shown <= ids for ids in t.accepted):
        return _verdict("partly", v, f"no total stated (truth {readings}); shown ones right")
    return _verdict("wrong", v, f"stated {n}, truth {readings}")


def _strip_accents(text: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def _label_spans(text: str, group: Group) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for p in group.patterns for m in re.finditer(p, text, re.IGNORECASE)]


def group_stated(text: str, group: Group, others: Sequence[Group], kind: str) -> bool:
    """Whether `group`'s figure follows (or precedes) its label on a line, before another label."""
    other_spans = sorted(s for g in others if g.label != group.label for s in _label_spans(text, g))
    for start, end in _label_spans(text, group):
        line_end = text.find("\n", end)
        line_end = len(text) if line_end < 0 else line_end
        cut = min([s for s, _ in other_spans if end <= s < line_end], default=line_end)
        if any_matches(text[end:cut], [group.value], kind):
            return True
        line_start = text.rfind("\n", 0, start) + 1
        begin = max([e for _, e in other_spans if line_start <= e <= start], default=line_start)
        if any_matches(text[begin:start], [group.value], kind):
            return True
    return False


def top_required(groups: Sequence[Group], top: int) -> tuple[list[Group], list[Group], int]:
    """The groups that must be given, the tied ones that may stand for the rest, and how many of those."""
    if len(groups) <= top:
        return list(groups), [], 0
    nth, after = groups[top - 1].value, groups[top].value
    if nth > after:
        return list(groups[:top]), [], 0
    required = [g for g in groups if g.value > nth]
    tied = [g for g in groups if g.value == nth]
    return required, tied, top - len(required)


def judge_groups(t: Groups, v: View) -> Verdict:
    text = _strip_accents(v.clean)
    required, tied, need = top_required(t.groups, t.top)
    ok = [g.label for g in required if group_stated(text, g, t.groups, t.kind)]
    ok_tied = [g.label for g in tied if group_stated(text, g, t.groups, t.kind)]
    got = len(ok) + min(need, len(ok_tied))
    total = len(required) + need
    note = f"{got}/{total} top groups right"
    if got == total:
        return _verdict("correct", v, note)
    wanted = ", ".join(f"{g.label}={g.value:g}" for g in [*required, *tied][: total + 2])
    return _verdict("partly" if got * 2 >= total and got else "wrong", v, f"{note}; truth {wanted}")


def judge_figure(t: Figure, v: View) -> Verdict:
    if any_matches(v.clean, t.values, t.kind):
        return _verdict("correct", v)
    if t.other_units and any_matches(v.clean, t.other_units, t.kind):
        return _verdict("partly", v, "the right figure in another unit than asked")
    return _verdict("wrong", v, "truth " + " or ".join(f"{x:,.2f}" for x in t.values))


def fact_stated(f: Fact, text: str) -> bool:
    if f.money is not None:
        return any_matches(text, [f.money], "money")
    if f.keys:
        folded = f" {fold(text)} "
        return all(f" {k} " in folded for k in f.keys)
    return _any(f.patterns, text)


def judge_single(t: Single, v: View) -> Verdict:
    first = v.contracts[0] if v.contracts else None
    missing = [f.name for f in t.facts if not fact_stated(f, v.clean)]
    if first in t.file_ids and not missing:
        return _verdict("correct", v)
    if first in t.file_ids or set(v.contracts) & t.file_ids:
        where = "" if first in t.file_ids else "right contract not first; "
        return _verdict("partly", v, f"{where}missing {missing}")
    if not v.contracts and t.facts and not missing:
        return _verdict("partly", v, "the asked facts stated, no contract shown")
    return _verdict("wrong", v, f"first shown {first!r}; missing {missing}")


def judge_ambiguous(t: Ambiguous, v: View) -> Verdict:
    shown = set(v.contracts) & t.candidates
    if v.clarification or _any(UNSURE, v.clean) or t.candidates <= set(v.contracts):
        return _verdict("correct", v)
    if shown:
        return _verdict("partly", v, f"picked {len(shown)} of {len(t.candidates)} without asking")
    return _verdict("wrong", v, f"none of the {len(t.candidates)} candidates shown")


def _overlaps(spans: Iterable[tuple[int, int]], clauses: Iterable[dict[str, Any]], file_id: str) -> bool:
    quotes = [c for c in clauses if c.get("file_id") == file_id and c.get("start") is not None]
    return any(s < c["end"] and c["start"] < e for s, e in spans for c in quotes)


def judge_clause_in(t: ClauseIn, v: View) -> Verdict:
    denial = _any(NOT_FOUND, _unquoted(v.clean))
    if t.spans:
        if _overlaps(t.spans, v.clauses, t.file_id):
            return _verdict("partly" if denial else "correct", v, "quoted the clause but denied it" * denial)
        quoted = sum(c.get("file_id") == t.file_id for c in v.clauses)
        return _verdict("wrong", v, f"{quoted} quotes of the contract, none overlaps a labelled span")
    if denial:
        return _verdict("correct", v)
    return _verdict("wrong", v, "no such clause, but the answer presents one")


def checked_count(text: str) -> int | None:
    for p in CHECKED:
        if m := re.search(p, text, re.IGNORECASE):
            return int(m.group(1))
    return None


def _checked_verdict(t: ClauseAcross, checked: int | None) -> tuple[bool, str]:
    """Whether the answer gives an honest count of the contracts it checked: the clause-indexed
    contracts of the filter, or all clause-indexed contracts."""
    if checked is None:
        return False, "does not say how many it checked"
    honest = checked in (len(t.universe), t.indexed)
    return honest, f"says it checked {checked}" + (
        "" if honest else f" (indexed: {len(t.universe)}/{t.indexed})"
    )


def judge_clause_across(t: ClauseAcross, v: View) -> tuple[Verdict, float | None, bool]:
    returned = {c["file_id"] for c in v.clauses if c.get("file_id")} | set(v.contracts)
    checked = checked_count(v.clean)
    honest, said = _checked_verdict(t, checked)
    denial = _any(NOT_FOUND, _unquoted(v.clean)) or stated_total(v.clean) == 0
    if not t.positives:
        status: Status = ("correct" if not returned else "partly") if denial else "wrong"
        return (
            _verdict(status, v, f"no positives among {len(t.universe)}; returned {len(returned)}"),
            None,
            honest,
        )
    if not returned:
        note = f"nothing returned; {len(t.positives)}/{len(t.universe)} positive"
        return _verdict("wrong", v, note), 0.0, honest
    precision = len(returned & t.positives) / len(returned)
    note = f"precision {precision:.2f} ({len(returned)} returned, {len(t.positives)}/{len(t.universe)} positive); {said}"
    if precision >= 0.75 and honest:
        return _verdict("correct", v, note), precision, honest
    return _verdict("partly" if precision >= 0.5 else "wrong", v, note), precision, honest


def judge_refusal(t: Refusal, v: View) -> Verdict:
    refused = v.refused or _any(REFUSAL, v.clean)
    if not refused:
        return _verdict("wrong", v, "answered instead of declining")
    if t.kind == "workspace" and v.contracts:
        return _verdict("partly", v, f"declined but showed {len(v.contracts)} contracts")
    return _verdict("correct", v)


def judge_advice(t: Advice, v: View) -> Verdict:
    """Facts: the contract is the first shown, or named in a reply that shows at most two."""
    facts = v.contracts[:1] == [t.file_id] or (t.file_id in v.text and len(v.contracts) <= 2)
    note = _any(DISCLAIMER, v.clean)
    if facts and note:
        return _verdict("correct", v)
    if facts or note:
        return _verdict("partly", v, "no not-legal-advice note" if facts else "no facts of the contract")
    return _verdict("wrong", v, "neither the contract's facts nor a not-legal-advice note")


def judge_unread(t: Unread, v: View) -> Verdict:
    if t.computable is not None and stated_total(v.clean) in {len(ids) for ids in t.computable.accepted}:
        return _verdict("correct", v, "computed the constraint")
    if not flagged(v):
        return _verdict("wrong", v, f"no flag; stated total {stated_total(v.clean)}")
    said = " ".join([*v.unread, *v.clarification, v.text]).lower()
    if any(k in said for k in t.keywords):
        return _verdict("correct", v)
    return _verdict("partly", v, f"flagged without naming {t.keywords[0]!r}")


def judge(truth: Truth, v: View) -> tuple[Verdict, float | None, bool | None]:
    """The verdict; for cross-contract clause questions also the precision and 'says how many'."""
    if v.error is not None:
        return Verdict("wrong", True, f"error: {v.error}"), None, None
    if isinstance(truth, ClauseAcross):
        return judge_clause_across(truth, v)
    judges = {
        Count: judge_count,
        Groups: judge_groups,
        Figure: judge_figure,
        Single: judge_single,
        Ambiguous: judge_ambiguous,
        ClauseIn: judge_clause_in,
        Refusal: judge_refusal,
        Advice: judge_advice,
        Unread: judge_unread,
    }
    return judges[type(truth)](truth, v), None, None  # type: ignore[operator]


# --- data -----------------------------------------------------------------------------------------


def load_data(data: Path, spans_path: Path, tenant: str, texts: Path | None = None) -> Data:
    records = tuple(to_records(load_structured(data), Scope(tenant=tenant)))
    raw = json.loads(spans_path.read_text(encoding="utf-8"))
    labelled = tuple(raw["categories"])
    dev = frozenset(f.removesuffix(".txt").strip() for f in raw["files"])
    spans: dict[str, dict[str, list[tuple[int, int]]]] = defaultdict(lambda: defaultdict(list))
    for s in raw["spans"]:
        if s.get("start") is None or s.get("end") is None or s["category"] not in labelled:
            continue
        spans[s["file"].removesuffix(".txt").strip()][s["category"]].append((s["start"], s["end"]))
    known = {r.file_id for r in records}
    indexed = frozenset(
        f
        for f in (*CLAUSE_CONTRACTS, *(c for u in USER_SETS.values() for c in u.clause_contracts))
        if f in dev and f in known
    )
    frozen = {f: {c: tuple(v) for c, v in cats.items()} for f, cats in spans.items()}
    return Data(records, TODAY, frozen, dev, labelled, indexed, _renewing(records, indexed, texts))


def _renewing(records: Sequence[Any], indexed: frozenset[str], texts: Path | None) -> frozenset[str]:
    """The indexed contracts that renew by themselves as the graph reads them once their text is
    indexed (`renewal_properties`; `search_cypher.RENEWING`: automatic, with a renewal or initial term)."""
    from graph_ingest.normalize import renewal_properties

    out = set()
    for r in records:
        path = texts / f"{r.file_id}.txt" if texts else None
        if r.file_id not in indexed or path is None or not path.is_file():
            continue
        terms = renewal_properties(path.read_text(encoding="utf-8", errors="replace"))
        if terms["auto_renew"] and (terms["renewal_term"] or r.duration):
            out.add(r.file_id)
    return frozenset(out)


_RANK = {"correct": 2, "partly": 1, "wrong": 0}


def readings(data: Data) -> tuple[Data, ...]:
    """The data each accepted reading computes truth from (once per run): the records as given, and
    with the contracts that renew by themselves still running past their stated end (an evergreen
    contract whose first term ended is not "expired"; the graph reads it so once its text is indexed)."""
    if not data.renewing:
        return (data,)
    running = tuple(
        r.model_copy(update={"end_date": date.max})
        if r.file_id in data.renewing and r.end_date is not None and r.end_date < data.today
        else r
        for r in data.records
    )
    return data, dataclasses.replace(data, records=running)


def judge_readings(
    q: Question, views: tuple[Data, ...], v: View
) -> tuple[Truth, tuple[Verdict, float | None, bool | None]]:
    """The truth and verdict under the reading (`readings`) that suits the answer best, the first on a tie."""
    best: tuple[Truth, tuple[Verdict, float | None, bool | None]] | None = None
    for data in views:
        truth = q.truth(data)
        verdict = judge(truth, v)
        if best is None or _RANK[verdict[0].status] > _RANK[best[1][0].status]:
            best = (truth, verdict)
    assert best is not None
    return best


def describe(truth: Truth) -> str:
    if isinstance(truth, Count):
        return "count " + "/".join(str(len(s)) for s in truth.accepted) + (" (full list)" * truth.full_list)
    if isinstance(truth, Groups):
        req, tied, need = top_required(truth.groups, truth.top)
        return f"top {truth.top}: " + ", ".join(f"{g.label}={g.value:g}" for g in [*req, *tied][:8])
    if isinstance(truth, Figure):
        return "figure " + " or ".join(f"{x:,.2f}" for x in truth.values)
    if isinstance(truth, Single):
        return f"contract {sorted(truth.file_ids)[0][:50]!r} facts {[f.name for f in truth.facts]}"
    if isinstance(truth, Ambiguous):
        return f"ambiguous among {len(truth.candidates)}"
    if isinstance(truth, ClauseIn):
        return f"{truth.category} in {truth.file_id[:40]!r}: {len(truth.spans)} spans"
    if isinstance(truth, ClauseAcross):
        return f"{truth.category}: {len(truth.positives)}/{len(truth.universe)} positive"
    if isinstance(truth, Unread):
        extra = f", computable {len(truth.computable.ids)}" if truth.computable else ""
        return f"unread {truth.keywords[0]!r}{extra}"
    return type(truth).__name__.lower() + (f" {truth.kind}" if isinstance(truth, Refusal) else "")


# --- clause indexing ------------------------------------------------------------------------------


def index_clause_contracts(settings: Any, store: Any, texts: Path, file_ids: Iterable[str]) -> int:
    """Chunk and embed the texts of `file_ids` not yet indexed (and read their renewal terms), as the
    background indexer does (`graph_ingest.indexer.index_contract_text`)."""
    from bot.components import build_embedder
    from graph_ingest import cypher
    from graph_ingest.indexer import ChunkIndexer, index_contract_text
    from graph_ingest.scope import ReaderScope

    tenant = settings.scope.demo_tenant
    unindexed = {r["file_id"] for r in store.read(cypher.UNINDEXED_CONTRACTS, ReaderScope(tenant=tenant))}
    todo = [f for f in file_ids if f in unindexed]
    if not todo:
        return 0
    indexer = ChunkIndexer(build_embedder(settings))
    t0 = time.perf_counter()
    for i, fid in enumerate(todo, 1):
        path = texts / f"{fid}.txt"
        if not path.is_file():
            print(f"  no text for {fid}", file=sys.stderr)
            continue
        n = index_contract_text(
            store, indexer, fid, tenant, path.read_text(encoding="utf-8", errors="replace")
        )
        print(f"  indexed {i}/{len(todo)} {fid[:60]} ({n} chunks)", file=sys.stderr, flush=True)
    print(f"clause-indexed {len(todo)} contracts in {time.perf_counter() - t0:.0f}s", file=sys.stderr)
    return len(todo)


# --- running --------------------------------------------------------------------------------------


@dataclass
class Result:
    question: Question
    verdict: Verdict
    latency: float
    precision: float | None = None
    says_checked: bool | None = None
    answer: str = ""


_SLACK_MARKUP = re.compile(r"&(?:gt|lt|amp);|<[@#!][^<>]*>|<(?:https?|mailto):[^<>]*>")


def as_received(text: str) -> str:
    """A question written with Slack's markup (`&gt;`, `<@U123>`, `<https://x|label>`) as the agent
    receives it: through the Slack adapter's edge conversion (`bot.slack_text.to_plain`)."""
    return to_plain(text) if _SLACK_MARKUP.search(text) else text


async def ask(service: Any, q: Question, thread: str, scope: Any) -> tuple[View, float]:
    t0 = time.perf_counter()
    try:
        view = View.of(await service.answer(as_received(q.text), thread, scope))
    except Exception as e:  # an agent error is a result too
        view = View(text="", contracts=[], clauses=[], error=f"{type(e).__name__}: {e}")
    return view, time.perf_counter() - t0


async def run(questions: Sequence[Question], data: Data, texts: Path, report: Path | None) -> list[Result]:
    from langgraph.checkpoint.memory import InMemorySaver

    from agent.answerer import AgentService
    from bot.cli import _settings
    from bot.components import build_clause_search
    from graph_ingest.scope import ReaderScope
    from graph_ingest.store import GraphStore

    settings = _settings()
    scope = ReaderScope(tenant=settings.scope.demo_tenant)
    nonce = uuid.uuid4().hex[:8]
    views = readings(data)
    results: list[Result] = []
    out = report.open("w", encoding="utf-8") if report else None
    with GraphStore.from_settings(settings) as store:
        store.verify()
        if any(q.cls in ("clause", "cross_clause") for q in questions):
            index_clause_contracts(settings, store, texts, sorted(data.indexed))
        clause_search = build_clause_search(settings, store)
        clause_search.refresh()
        service = AgentService.create(
            settings, store, InMemorySaver(), today=lambda: TODAY, clause_search=clause_search
        )
        for i, q in enumerate(questions, 1):
            view, latency = await ask(service, q, f"qa-fresh-{nonce}-{q.thread or q.id}", scope)
            truth, (verdict, precision, says) = judge_readings(q, views, view)
            results.append(Result(q, verdict, latency, precision, says, view.text))
            mark = {"correct": "OK  ", "partly": "PART", "wrong": "FAIL"}[verdict.status]
            flag = "F" if verdict.flagged else " "
            print(
                f"[{i:3d}/{len(questions)}] {mark}{flag} {latency:6.2f}s {q.cls:12s} {q.id:6s} {q.text[:70]}"
                + (f" | {verdict.note}" if verdict.note else ""),
                file=sys.stderr,
                flush=True,
            )
            if out:
                row = {
                    "id": q.id,
                    "class": q.cls,
                    "split": q.split,
                    "text": q.text,
                    "truth": describe(truth),
                    "status": verdict.status,
                    "flagged": verdict.flagged,
                    "note": verdict.note,
                    "latency_s": round(latency, 3),
                    "answer": view.text,
                    "contracts": view.contracts,
                    "clauses": [{k: c.get(k) for k in ("file_id", "start", "end")} for c in view.clauses],
                    "interpretation": view.interpretation,
                    "unread": view.unread,
                    "clarification": view.clarification,
                    "refused": view.refused,
                    "error": view.error,
                }
                out.write(json.dumps(row) + "\n")
    if out:
        out.close()
    return results


def rejudge(report: Path, questions: Sequence[Question], data: Data) -> list[Result]:
    """Score the answers saved by `--report` again (after a change to a judge), asking nothing."""
    by_id = {q.id: q for q in questions}
    views = readings(data)
    results = []
    for line in report.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        q = by_id.get(row["id"])
        if q is None:
            continue
        view = View(
            text=row["answer"],
            contracts=row["contracts"],
            clauses=row["clauses"],
            interpretation=row.get("interpretation") or "",
            unread=row.get("unread") or [],
            clarification=row.get("clarification") or [],
            refused=bool(row.get("refused")),
            error=row.get("error"),
        )
        _, (verdict, precision, says) = judge_readings(q, views, view)
        results.append(Result(q, verdict, row["latency_s"], precision, says, view.text))
        if verdict.status != row["status"]:
            print(f"{q.id}: {row['status']} -> {verdict.status} {verdict.note}", file=sys.stderr)
    return results


# --- reporting ------------------------------------------------------------------------------------


def tally(results: Sequence[Result]) -> dict[str, float | int]:
    n = len(results)
    st = [r.verdict.status for r in results]
    wrong = [r for r in results if r.verdict.status == "wrong"]
    flagged_wrong = sum(r.verdict.flagged for r in wrong)
    correct = st.count("correct")
    return {
        "n": n,
        "correct": correct,
        "partly": st.count("partly"),
        "wrong": len(wrong),
        "flagged_wrong": flagged_wrong,
        "confidently_wrong": len(wrong) - flagged_wrong,
        "pct_correct": round(100 * correct / n, 1) if n else 0.0,
    }


_COLUMNS = ("n", "correct", "partly", "wrong", "flagged_wrong", "confidently_wrong", "pct_correct")


def table(title: str, rows: Sequence[tuple[str, dict[str, float | int]]]) -> str:
    head = f"{'class':22s}" + "".join(f"{c.replace('_', ' '):>19s}" for c in _COLUMNS)
    lines = [title, head, "-" * len(head)]
    for name, t in rows:
        lines.append(f"{name:22s}" + "".join(f"{t[c]:>19}" for c in _COLUMNS))
    return "\n".join(lines)


@dataclass(frozen=True)
class UserSet:
    """A question set written by someone who never read the agent: its table's title, its questions
    and the CUAD contracts its clause questions use (clause-indexed before asking)."""

    title: str
    questions: Callable[[], list[Question]]
    clause_contracts: tuple[str, ...]


USER_SETS = {  # split -> its set
    "user": UserSet("User-written set", user_questions, USER_CLAUSE_CONTRACTS),
    "user2": UserSet(
        "Second user-written set (written unseen, first run reported in the README)",
        user2_questions,
        USER2_CLAUSE_CONTRACTS,
    ),
    "user3": UserSet("Third user-written set (written unseen)", user3_questions, USER3_CLAUSE_CONTRACTS),
    "user4": UserSet("Fourth user-written set (written unseen)", user4_questions, USER4_CLAUSE_CONTRACTS),
    "user5": UserSet("Fifth user-written set (written unseen)", user5_questions, USER5_CLAUSE_CONTRACTS),
    "user6": UserSet("Sixth user-written set (written unseen)", user6_questions, USER6_CLAUSE_CONTRACTS),
    "user7": UserSet("Seventh user-written set (written unseen)", user7_questions, USER7_CLAUSE_CONTRACTS),
    "user8": UserSet("Eighth user-written set (written unseen)", user8_questions, USER8_CLAUSE_CONTRACTS),
    "user9": UserSet("Ninth user-written set (written unseen)", user9_questions, USER9_CLAUSE_CONTRACTS),
    "user10": UserSet("Tenth user-written set (written unseen)", user10_questions, USER10_CLAUSE_CONTRACTS),
    "user11": UserSet(
        "Eleventh user-written set (written unseen)", user11_questions, USER11_CLAUSE_CONTRACTS
    ),
    "user12": UserSet("Twelfth user-written set (written unseen)", user12_questions, USER12_CLAUSE_CONTRACTS),
    "user13": UserSet(
        "Thirteenth user-written set (written unseen)", user13_questions, USER13_CLAUSE_CONTRACTS
    ),
    "user14": UserSet(
        "Fourteenth user-written set (written unseen)", user14_questions, USER14_CLAUSE_CONTRACTS
    ),
    "user15": UserSet(
        "Fifteenth user-written set (written unseen)", user15_questions, USER15_CLAUSE_CONTRACTS
    ),
    "user16": UserSet(
        "Sixteenth user-written set (written unseen)", user16_questions, USER16_CLAUSE_CONTRACTS
    ),
    "user17": UserSet(
        "Seventeenth user-written set (written unseen)", user17_questions, USER17_CLAUSE_CONTRACTS
    ),
    "user18": UserSet(
        "Eighteenth user-written set (written unseen)", user18_questions, USER18_CLAUSE_CONTRACTS
    ),
    "user19": UserSet(
        "Nineteenth user-written set (written unseen)", user19_questions, USER19_CLAUSE_CONTRACTS
    ),
    "user20": UserSet(
        "Twentieth user-written set (written unseen)", user20_questions, USER20_CLAUSE_CONTRACTS
    ),
    "user21": UserSet(
        "Twenty-first user-written set (written unseen)", user21_questions, USER21_CLAUSE_CONTRACTS
    ),
    "user22": UserSet(
        "Twenty-second user-written set (written unseen)", user22_questions, USER22_CLAUSE_CONTRACTS
    ),
    "user23": UserSet(
        "Twenty-third user-written set (written unseen)", user23_questions, USER23_CLAUSE_CONTRACTS
    ),
    "user24": UserSet(
        "Twenty-fourth user-written set (written unseen)", user24_questions, USER24_CLAUSE_CONTRACTS
    ),
    "user25": UserSet(
        "Twenty-fifth user-written set (written unseen)", user25_questions, USER25_CLAUSE_CONTRACTS
    ),
    "user26": UserSet(
        "Twenty-sixth user-written set (written unseen)", user26_questions, USER26_CLAUSE_CONTRACTS
    ),
    "user27": UserSet(
        "Twenty-seventh user-written set (written unseen)", user27_questions, USER27_CLAUSE_CONTRACTS
    ),
    "user28": UserSet(
        "Twenty-eighth user-written set (written unseen)", user28_questions, USER28_CLAUSE_CONTRACTS
    ),
    "user29": UserSet(
        "Twenty-ninth user-written set (written unseen)", user29_questions, USER29_CLAUSE_CONTRACTS
    ),
    "user30": UserSet(
        "Thirtieth user-written set (written unseen)", user30_questions, USER30_CLAUSE_CONTRACTS
    ),
    "user31": UserSet(
        "Thirty-first user-written set (written unseen)", user31_questions, USER31_CLAUSE_CONTRACTS
    ),
    "user32": UserSet(
        "Thirty-second user-written set (written unseen)", user32_questions, USER32_CLAUSE_CONTRACTS
    ),
    "user33": UserSet(
        "Thirty-third user-written set (written unseen)", user33_questions, USER33_CLAUSE_CONTRACTS
    ),
    "user34": UserSet(
        "Thirty-fourth user-written set (written unseen)", user34_questions, USER34_CLAUSE_CONTRACTS
    ),
    "user35": UserSet(
        "Thirty-fifth user-written set (written unseen)", user35_questions, USER35_CLAUSE_CONTRACTS
    ),
    "user36": UserSet(
        "Thirty-sixth user-written set (written unseen)", user36_questions, USER36_CLAUSE_CONTRACTS
    ),
    "user37": UserSet(
        "Thirty-seventh user-written set (written unseen)", user37_questions, USER37_CLAUSE_CONTRACTS
    ),
    "user38": UserSet(
        "Thirty-eighth user-written set (written unseen)", user38_questions, USER38_CLAUSE_CONTRACTS
    ),
    "user39": UserSet(
        "Thirty-ninth user-written set (written unseen)", user39_questions, USER39_CLAUSE_CONTRACTS
    ),
    "user40": UserSet(
        "Fortieth user-written set (written unseen)", user40_questions, USER40_CLAUSE_CONTRACTS
    ),
    "user41": UserSet(
        "Forty-first user-written set (written unseen)", user41_questions, USER41_CLAUSE_CONTRACTS
    ),
    "user42": UserSet(
        "Forty-second user-written set (written unseen)", user42_questions, USER42_CLAUSE_CONTRACTS
    ),
    "user43": UserSet(
        "Forty-third user-written set (written unseen)", user43_questions, USER43_CLAUSE_CONTRACTS
    ),
    "user44": UserSet(
        "Forty-fourth user-written set (written unseen)", user44_questions, USER44_CLAUSE_CONTRACTS
    ),
    "user45": UserSet(
        "Forty-fifth user-written set (written unseen)", user45_questions, USER45_CLAUSE_CONTRACTS
    ),
    "user46": UserSet(
        "Forty-sixth user-written set (written unseen)", user46_questions, USER46_CLAUSE_CONTRACTS
    ),
    "user47": UserSet(
        "Forty-seventh user-written set (written unseen)", user47_questions, USER47_CLAUSE_CONTRACTS
    ),
    "user48": UserSet(
        "Forty-eighth user-written set (written unseen)", user48_questions, USER48_CLAUSE_CONTRACTS
    ),
    "user49": UserSet(
        "Forty-ninth user-written set (written unseen)", user49_questions, USER49_CLAUSE_CONTRACTS
    ),
}


def summarise(results: Sequence[Result], wall_s: float) -> dict[str, Any]:
    by_cls = {c: [r for r in results if r.question.cls == c] for c in CLASSES}
    groups = sorted({r.question.group for r in results if r.question.group})
    held = [r for r in results if r.question.split == "held_out"]
    latencies = sorted(r.latency for r in results)
    p95 = latencies[min(len(latencies) - 1, round(0.95 * (len(latencies) - 1)))] if latencies else 0.0
    cross = [r for r in results if r.question.cls == "cross_clause"]
    precisions = [r.precision for r in cross if r.precision is not None]
    return {
        "today": TODAY.isoformat(),
        "classes": {c: tally(rs) for c, rs in by_cls.items() if rs},
        "groups": {g: tally([r for r in results if r.question.group == g]) for g in groups},
        "held_out": {
            **{c: tally([r for r in held if r.question.cls == c]) for c in CLASSES if by_cls[c]},
            "total": tally(held),
        },
        **{
            split: {
                **{c: tally([r for r in rs if r.question.cls == c]) for c in CLASSES if by_cls[c]},
                "total": tally(rs),
            }
            for split in USER_SETS
            if (rs := [r for r in results if r.question.split == split]) or split == "user"
        },
        "total": tally(results),
        "cross_clause_precision": round(statistics.mean(precisions), 3) if precisions else None,
        "cross_clause_honest_checked": sum(bool(r.says_checked) for r in cross),
        "errors": sum(r.verdict.note.startswith("error:") for r in results),
        "p50_s": round(statistics.median(latencies), 3) if latencies else 0.0,
        "p95_s": round(p95, 3),
        "wall_s": round(wall_s, 1),
    }


def print_summary(s: dict[str, Any]) -> None:
    rows = [(c, t) for c, t in s["classes"].items()]
    rows += [(f"  group: {g}", t) for g, t in s["groups"].items()]
    rows.append(("TOTAL", s["total"]))
    print(table(f"All questions (today = {s['today']})", rows))
    print()
    held = [(c, t) for c, t in s["held_out"].items() if c != "total"] + [("TOTAL", s["held_out"]["total"])]
    print(table("Held-out split", held))
    print()
    for split, user_set in USER_SETS.items():
        if split in s and s[split]["total"]["n"]:
            rows = [(c, t) for c, t in s[split].items() if c != "total"] + [("TOTAL", s[split]["total"])]
            print(table(user_set.title, rows))
            print()
    print(
        f"cross-contract clause precision (mean): {s['cross_clause_precision']}; "
        f"says honestly how many it checked: {s['cross_clause_honest_checked']}/"
        f"{s['classes'].get('cross_clause', {}).get('n', 0)}"
    )
    print(
        f"latency per answer: p50 {s['p50_s']}s, p95 {s['p95_s']}s; errors {s['errors']}; wall {s['wall_s']}s"
    )
    print(json.dumps(s))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--data", type=Path, default=SHARED / "legal-tech-chat" / "contract_data.json")
    parser.add_argument("--spans", type=Path, default=SHARED / "cuad" / "clause_spans_dev.json")
    parser.add_argument("--texts", type=Path, default=SHARED / "cuad" / "full_contract_txt")
    parser.add_argument("--only", nargs="*", choices=CLASSES, help="ask only these classes")
    parser.add_argument(
        "--set",
        dest="qset",
        choices=("fresh", *USER_SETS, "all"),
        default="all",
        help="question set",
    )
    parser.add_argument(
        "--split",
        choices=("dev", "held_out", *USER_SETS),
        help="ask only this split",
    )
    parser.add_argument("--report", type=Path, help="write one JSON line per answer here")
    parser.add_argument("--dry-run", action="store_true", help="print the questions and their truth only")
    parser.add_argument("--rejudge", type=Path, help="score a saved --report again instead of asking")
    args = parser.parse_args()
    from bot.cli import _settings

    data = load_data(args.data, args.spans, _settings().scope.demo_tenant, args.texts)
    pool = [
        *(all_questions() if args.qset in ("fresh", "all") else []),
        *(q for split, u in USER_SETS.items() if args.qset in (split, "all") for q in u.questions()),
    ]
    questions = [
        q for q in pool if (not args.only or q.cls in args.only) and (not args.split or q.split == args.split)
    ]
    if args.dry_run:
        for q in questions:
            print(f"{q.cls:12s} {q.id:6s} {q.split:8s} {q.text[:60]:60s} -> {describe(q.truth(data))}")
        print(f"{len(questions)} questions")
        return
    if args.rejudge:
        print_summary(summarise(rejudge(args.rejudge, questions, data), 0.0))
        return
    print(f"{len(questions)} questions, today = {TODAY}", file=sys.stderr)
    t0 = time.perf_counter()
    results = asyncio.run(run(questions, data, args.texts, args.report))
    print_summary(summarise(results, time.perf_counter() - t0))


if __name__ == "__main__":
    main()
