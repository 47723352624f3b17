"""The offline planner: a deterministic chat model that needs no LLM.

It speaks the same protocol as a tool-calling model, so the graph does not know the difference:
given a question it answers with one tool call (`agent.intent.plan`); given that tool's result it
writes the final answer (`agent.answer`). Follow-ups reuse the filters of the previous turn's
tool call, read from the conversation the checkpointer restored.
"""

from __future__ import annotations

import copy
import json
import re
import threading
import uuid
from collections.abc import Sequence
from datetime import date
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolCall, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable
from pydantic import ConfigDict

from agent.answer import (
    duration_unit,
    unknown_contract,
    write_aggregate,
    write_clauses,
    write_deadlines,
    write_details,
    write_search,
    write_share,
)
from agent.clause_intent import (
    HOW_FIGURED,
    category_for,
    clause_plan,
    cue_around,
    having_unread_clause,
    is_clause_topic,
)
from agent.compare_intent import Comparison, comparison, reading, write_comparison
from agent.deadline_intent import deadline_args, deadline_unread, renewal_hint
from agent.intent import (
    PART_WORDS,
    SHARE_WORDS,
    WHEN_IT_ENDS,
    Plan,
    intent_of,
    plan,
    ranked_limit,
    ranked_nth,
    share_base,
)
from agent.parties import PartyIndex, PartyResolver, acronym, glued
from agent.phrases import (
    DOC_WORDS,
    VALUE_WORDS,
    expand_shorthand,
    fiscal_hint,
    fiscal_said,
    foreign_amounts,
    parse_date_range,
)
from agent.understanding import FRAME_WORDS, asks_advice
from core import clock
from core.clause_categories import RECORD_FACTS
from core.contract_types import CONTRACT_TYPES, infer_type
from graph_ingest.filters import ContractFilters, options
from graph_ingest.names import fold, party_key
from graph_ingest.scope import ReaderScope

MAX_PLANS = 256
_PLANS: dict[tuple[Any, ...], tuple[Plan, PartyIndex]] = {}  # (question, context) -> its plan, oldest first
_PLANS_LOCK = threading.Lock()
_NO_PARTIES = PartyIndex()  # without a resolver (tests, a bare graph): one empty index, one cache key

HELP = (
    "I can search the contracts by type, party, party country, dates, value, governing law, clause type "
    "and keywords, count and aggregate them, and show one contract's details."
)


# a currency conversion asked ("at today's exchange rate", "converted to EUR"): about values, not text
_CONVERSION = re.compile(r"\b(?:convert(?:ed|ing)?|conversion|exchange\s+rates?|fx\s+rates?)\b", re.I)


class OfflinePlanner(BaseChatModel):
    """Turns questions into tool calls and tool results into answers, deterministically."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    resolver: PartyResolver | None = None
    tool_names: list[str] = []

    @property
    def _llm_type(self) -> str:
        return "clausebot-offline-planner"

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> Runnable:  # type: ignore[override]
        names = [getattr(t, "name", None) or t.get("name") for t in tools]
        return self.model_copy(update={"tool_names": names})

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: Any = None,
        **kwargs: Any,
    ) -> ChatResult:
        scope, today = kwargs.get("scope"), kwargs.get("today")
        with clock.fiscal_year_from(kwargs.get("fiscal_start") or 1):  # "this FY": the workspace's
            message = self.respond(
                messages,
                ReaderScope.model_validate(scope) if scope else None,
                date.fromisoformat(today) if today else None,
            )
        return ChatResult(generations=[ChatGeneration(message=message)])

    def respond(
        self, messages: list[BaseMessage], scope: ReaderScope | None, today: date | None = None
    ) -> AIMessage:
        question = _last_question(messages)
        last = messages[-1] if messages else None
        if isinstance(last, ToolMessage):
            return self._after_tool(question, messages, scope, today, last)
        if direct := self._direct(question, messages, scope, today):
            return direct
        if (
            "clause_search" in self.tool_names
            and (cargs := clause_plan(question, []))
            and not _facts_after_name(question)
            and not (  # "which have a very long residual term, i.e. they end only after 30.06.2024?": a date
                "category" not in cargs
                and set(self._plan(question, messages, scope, today).args) & _READ_AS_FACTS
            )
        ):
            return self._clause_call(question, messages, scope, today, cargs)
        if "clause_search" in self.tool_names and (
            of_it := self._of_thread(question, messages, scope, today)
        ):
            return of_it
        # "what law governs it?" after one contract; "and the second one on the list?" after a list
        file_id = (
            nth_listed(question, messages)
            or dated_pick(question, messages)
            or referenced_contract(question, messages)
        )  # "the third one - ..."
        if file_id and "contract_details" in self.tool_names:
            return _call("contract_details", {"file_id": file_id})
        p = self._plan(question, messages, scope, today)
        if (
            first := self._from_text(question, p) or self._share_start(question, p, messages, scope, today)
        ) is not None:
            return first
        bare = not p.args and p.intent in ("search", "count")
        if (
            bare
            and _ASKS_FACT.search(question)
            and "contract_details" in self.tool_names
            and (file_id := referenced_contract(question, messages, loose=True))
        ):
            return _call(
                "contract_details", {"file_id": file_id}
            )  # "who are the parties?" after one contract
        if bare and not p.unread and (which := _which_is_it(question)):  # "which law governs it?": which one?
            return which
        if p.tool == "contract_details" and p.narrowing.get("parties"):
            return _call("contract_search", {**p.narrowing, "limit": MAX_CHOICES})  # which contract is it?
        if bare or not _ABOUT_CONTRACTS.search(question) and p.unread and p.tool != "contract_details":
            if (
                (
                    not _ABOUT_CONTRACTS.search(question)
                    and not p.follow_up  # "going back to the Ontario list, which of them ...": the thread's contracts
                    and (not p.mentions or _OFF_TOPIC.search(question))
                )
                # "what's wrapping up by Labor Day? ...": an end date, a type or a party read is about contracts
                and (not _CONTRACT_SLOTS.intersection(p.args) or _OFF_TOPIC.search(" ".join(p.unread)))
                or (bare and _OFF_TOPIC.search(" ".join(p.unread)))
            ):  # "the weather ...? I visit a supplier"
                # "who won the world cup in 2018?", "what's Cisco's stock price?": not about contracts
                return _said(_out_of_domain(p.unread), unread=p.unread, refused="out_of_domain")
            if bare and p.unread:
                return _said(_not_understood(p.unread), unread=p.unread, clarification=SUGGESTIONS)
        if p.tool not in self.tool_names:
            return AIMessage(content=f"I could not answer that offline: the {p.tool} tool is not available.")
        return _planned_call(question, p)

    def _direct(
        self, question: str, messages: list[BaseMessage], scope: ReaderScope | None, today: date | None
    ) -> AIMessage | None:
        """A question with its own first call: a contract chosen by its id, two contracts compared, or
        deadlines."""
        if (quoted := _QUOTED_ID.fullmatch(question.strip())) and "contract_details" in self.tool_names:
            return _call("contract_details", {"file_id": quoted.group(1)})  # a contract chosen by its id
        if (compared := comparison(question)) and "contract_details" in self.tool_names:
            return self._compare_step(compared, [], scope, today)
        if "contract_deadlines" in self.tool_names:
            return self._deadline_call(question, messages, scope, today)
        return None

    def _after_tool(
        self,
        question: str,
        messages: list[BaseMessage],
        scope: ReaderScope | None,
        today: date | None,
        last: ToolMessage,
    ) -> AIMessage:
        """Given a tool's result: another call (one contract found: its details or its text), a
        question back (which one?), or the answer."""
        if (share := self._share_next(question, messages, scope, today)) is not None:
            return share
        if (compared := comparison(question)) and "contract_details" in self.tool_names:
            return self._compare_step(compared, _turn_results(messages), scope, today)
        if titled := _titled(question, messages):
            return titled
        if follow := _one_contract_follow_up(question, last):
            return follow
        if fallback := _the_one_searched(question, messages):  # the title fitted nothing: the one found
            return fallback
        if choices := _second_opinion(question, messages):
            return _said(_which_one(choices), clarification=[c for c, _ in choices])
        p = self._plan(question, messages[:-2], scope, today)
        # "should we push X for a price increase at renewal?": the contract's facts, with the note (not
        # "can the franchisee say the trademarks are not valid?": what its text says answers that)
        advised = (
            bool(_SHOULD_WE.match(question))
            and asks_advice(question)
            and _tool_of(last) == "contract_details"
        )
        if (
            "clause_search" in self.tool_names
            and not advised
            and (ask := _clause_in_contract(question, p, last, messages))
        ):
            return ask
        searched = _tool_of(last) in ("contract_search", "contract_aggregate") or _after_renewal_search(
            messages
        )
        unread = p.unread if searched else []
        if _tool_of(last) == "contract_deadlines":
            unread = deadline_unread(p)
        if _tool_of(last) == "clause_search":
            result = _result_of(last) or {}
            unread = [*unread, *_other_types(p, result), *_beside_clause(question, p, result)]
        if (result := _result_of(last) or {}).get("unresolved"):  # a clause search's unknown contract
            unread = [str((result.get("searched") or {}).get("contract", ""))]
        elif result.get("found", True):  # words of a contract's description no contract has: found without
            unread = [*unread, *(result.get("unused_words") or [])]
        if choices := _choices(question, last):
            return _said(_which_one(choices), clarification=[c for c, _ in choices])
        unread = [*unread, *_unfitted_words(question, messages)]
        if "clause_search" in self.tool_names and (from_text := _renewal_from_text(result)):
            return from_text
        hint = renewal_hint(question, p.args) if _tool_of(last) == "contract_search" else ""
        if any(k.endswith(("_from", "_to")) for k in p.args):  # "this FY", read as the calendar year
            hint += _fiscal_hint(question, p.args, messages)
        return _said(_caveat(unread) + self._write(question, last) + hint, unread=unread)

    def _of_thread(
        self, question: str, messages: Sequence[BaseMessage], scope: ReaderScope | None, today: date | None
    ) -> AIMessage | None:
        """`_thread_clause`, but not "which is it?" when the question names its parties ("TruckThat ...
        should we terminate it early?": theirs)."""
        of_it = _thread_clause(question, messages)
        if of_it and (
            of_it.tool_calls or not self._plan(question, messages, scope, today).args.get("parties")
        ):
            return of_it
        return None

    def _clause_call(
        self,
        question: str,
        messages: Sequence[BaseMessage],
        scope: ReaderScope | None,
        today: date | None,
        cargs: dict[str, Any],
    ) -> AIMessage:
        """A clause question: narrowed to the thread's contract, or to the parties it names; when it
        names one contract that cannot be read, it asks instead of searching every contract."""
        if any(k in cargs for k in ("contract", "contract_type", "parties")):
            # "the joint corp franchise agmt": its party too (the tool sets aside one not on it)
            named = "contract" in cargs and "parties" not in cargs
            if named and (parties := self._plan(question, messages, scope, today).args.get("parties")):
                cargs = {**cargs, "parties": parties}
            if "contract" not in cargs and "parties" not in cargs:
                cargs = _with_filters(self._plan(question, messages, scope, today), question, cargs)
            return _call("clause_search", cargs)
        if file_id := referenced_contract(question, messages):
            return _call("clause_search", {**cargs, "contract": file_id})
        # "how are the profits split between them?": no filter said, the thread's one contract
        plan_args = self._plan(question, messages, scope, today).args
        if not any(k in ContractFilters.model_fields for k in plan_args) and (
            file_id := referenced_contract(question, messages, loose=True)
        ):
            return _call("clause_search", {**cargs, "contract": file_id})
        if (
            not _many(question)
            and (which := _which_is_it(question))
            and not self._plan(question, messages, scope, today).args.get("parties")
        ):  # "in it": which one? (not "the Acme / Initech supply agmt - does it ...": that one)
            return which
        if (named := _SINGULAR.search(question)) and not _MANY.search(question):
            parties = self._plan(question, messages, scope, today).args.get("parties")
            if not parties and _DOC_WORD.search(named.group(0)):  # "the Hyatt Ziva Cancun alliance"
                return _call("clause_search", {**cargs, "contract": named.group(0)})  # the tool resolves it
            if not parties:
                return _said(unknown_contract(named.group(0)), unread=[named.group(0)])
            cargs = {**cargs, "parties": parties}
        elif parties := self._plan(question, messages, scope, today).args.get("parties"):
            cargs = {**cargs, "parties": parties}  # "the lucent / mphase co-branding": theirs, not every one
        if "contract" not in cargs and "parties" not in cargs:
            cargs = _with_filters(self._plan(question, messages, scope, today), question, cargs)
        return _call("clause_search", cargs)

    def _deadline_call(
        self,
        question: str,
        messages: Sequence[BaseMessage],
        scope: ReaderScope | None,
        today: date | None,
    ) -> AIMessage | None:
        """A question about deadlines: of the thread's contract ("when must we give notice on it?"),
        of a named one (asked back when the name matches nothing), or of the contracts the filters
        find; None for any other question."""
        p = self._plan(question, messages, scope, today)
        args = deadline_args(question, p)
        if args is None or (_DATES_ASKED.search(question) and _specific(question)):
            return None  # "the start and end dates of the X agreement? (when it's up for renewal)": its card
        if file_id := referenced_contract(question, messages):
            return _call("contract_deadlines", {"kinds": args["kinds"], "file_id": file_id})
        if _specific(question) and (advice := _advice_on_named(question, p)):
            return advice  # "should we push for more when the Acme deal comes up for renewal?": its facts
        if (named := _SINGULAR.search(question)) and not _MANY.search(question) and not args.get("parties"):
            return _said(unknown_contract(named.group(0)), unread=[named.group(0)])
        return _call("contract_deadlines", args)

    def _from_text(self, question: str, p: Plan) -> AIMessage | None:
        """A question its filters could not read all of, about what contracts *say*: a clause search
        (not what no contract says: "what's the 2019 HSR threshold?")."""
        if "clause_search" not in self.tool_names:
            return None
        if _OFF_TOPIC.search(" ".join(p.unread)) and not _ABOUT_CONTRACTS.search(question):
            return None
        if _CONVERSION.search(" ".join(p.unread)):  # values in another currency: no text says them
            return None
        return (
            _clause_having(question, p)
            or _clause_after_names(question, p)
            or _clause_in_named(question, p)
            or _clause_of_party(question, p)
            or self._clause_across(question, p)
        )

    def _clause_across(self, question: str, p: Plan) -> AIMessage | None:
        """'Which distribution agreements can be terminated for convenience?': what the contracts are
        asked to say is unread by the filters; search their text, with evidence per contract."""
        if "clause_search" not in self.tool_names or not p.unread or p.tool == "contract_details":
            return None
        unread = [u for u in p.unread if not foreign_amounts(u)]  # "over 1 Mio EUR": no clause
        if not _ASKS_WHICH.search(question) or _specific(question):
            return None
        around = cue_around(question, unread)
        if not around and not set(p.args) & _READ_AS_FACTS and p.tool != "contract_aggregate":
            # "which ones have obligations that carry on after termination ...": one unread word in the cue
            around = cue_around(question, unread, least=1)
        if not is_clause_topic(" ".join(unread)) and not around:
            return None
        topic = " ".join(
            w for w in re.findall(r"[\w'’-]+", p.leftover) if w.lower() not in _TOPIC_STOP | _LISTING
        )
        category = category_for(topic) or around
        for m in p.mentions:  # a "party" that is a word of the clause: "joint IP ownership"
            widened = category_for(f"{m.text} {topic}")
            if widened and widened != category and m.text.lower() in widened.lower():
                category, topic = widened, f"{m.text} {topic}"
        if not category and (set(p.args) & _READ_AS_FACTS or p.tool == "contract_aggregate"):
            return None  # "which licences expire in the next 12 months? I should like to warn ...": dates read, no clause
        narrowing = _filters_of(p, topic, question, category)
        return _call(
            "clause_search",
            {"query": topic, "k": 10, **narrowing, **({"category": category} if category else {})},
        )

    def _plan(
        self, question: str, messages: Sequence[BaseMessage], scope: ReaderScope | None, today: date | None
    ) -> Plan:
        index = self.resolver.index(scope) if (self.resolver and scope) else _NO_PARTIES
        previous = _previous_args(messages)
        fiscal = _thread_fiscal(messages)
        key = (question, json.dumps(previous, sort_keys=True, default=str), id(index), today, fiscal)
        if (hit := _PLANS.get(key)) is None:  # one answer reads its question's plan up to three times
            with clock.fiscal_year_from(fiscal):
                hit = (plan(question, index, previous, today), index)  # the index kept: its id stays its own
            with _PLANS_LOCK:  # planners run on worker threads
                _PLANS[key] = hit
                while len(_PLANS) > MAX_PLANS:
                    _PLANS.pop(next(iter(_PLANS)))
        return copy.deepcopy(hit[0])  # the caller's own: nothing it changes reaches the next reader

    def _compare_step(
        self,
        compared: Comparison,
        results: list[dict[str, Any]],
        scope: ReaderScope | None,
        today: date | None,
    ) -> AIMessage:
        """The next call of a comparison of two named contracts, or its answer. Each description is
        found as "tell me about it" finds one: by its filters (parties, type, years) when they find
        exactly one contract, else by its title; a description that fits none or several is asked back.
        `results`: the turn's tool results so far, replayed in the order the calls were made."""
        done = iter(results)
        cards: list[dict[str, Any]] = []
        for description in (compared.first, compared.second):
            args = self._plan(f"tell me about {description}", [], scope, today).args
            filters = {k: v for k, v in args.items() if k in ContractFilters.model_fields}
            card = None
            if filters:
                if (searched := next(done, None)) is None:
                    return _call("contract_search", {**filters, "limit": MAX_CHOICES})
                if searched.get("total") == 1 and searched.get("shown"):
                    card = searched["shown"][0]
            if card is None:
                if (looked := next(done, None)) is None:
                    return _call("contract_details", {"title": description})
                if not looked.get("found"):
                    candidates = looked.get("candidates") or []
                    if looked.get("ambiguous") and candidates:
                        return _said(
                            f"“{description}” fits {len(candidates)} contracts, so I have not compared anything "
                            f"yet. Which one do you mean?",
                            clarification=candidates[:MAX_CHOICES],
                        )
                    return _said(unknown_contract(description), unread=[description])
                card = looked["card"]
            cards.append(card)
        return _said(write_comparison(compared, cards), interpretation=reading(compared, cards))

    def _share_start(
        self,
        question: str,
        p: Plan,
        messages: Sequence[BaseMessage],
        scope: ReaderScope | None,
        today: date | None,
    ) -> AIMessage | None:
        """ "What % of our licences are under NY law?": first, how many licences (the contracts of the
        words after "of"), when the question's other words add a condition to them; "same but for
        distribution agreements" after a share: the same share of those. Else None."""
        if p.tool != "contract_search":
            return None
        full = {k: v for k, v in p.args.items() if k in ContractFilters.model_fields}
        if words := share_base(question):
            base = {
                k: v
                for k, v in self._plan(words, [], scope, today).args.items()
                if k in ContractFilters.model_fields
            }
        elif p.follow_up and (condition := _shared_before(messages[:-1])):
            base = {k: v for k, v in full.items() if k not in condition}
        else:
            return None
        if full == base or any(full.get(k) != v for k, v in base.items()):
            return None
        return _call("contract_search", {**base, "limit": _SHARE_BASE_LIMIT})

    def _share_next(
        self, question: str, messages: Sequence[BaseMessage], scope: ReaderScope | None, today: date | None
    ) -> AIMessage | None:
        """A share's second search (those of the base the question asks about), then its answer."""
        if not (turn := _share_turn(messages)):
            return None
        start, _ = turn
        found = _turn_results(messages)
        if not found or any(r.get("tool") != "contract_search" for r in found):
            return None
        p = self._plan(question, messages[: start + 1], scope, today)  # as `respond` read it
        if len(found) == 1:
            return _call("contract_search", {**p.args})
        unread = [u for u in p.unread if not _SHARE_WORD.fullmatch(u)]  # "share", "percentage": answered
        return _said(_caveat(unread) + write_share(found[0], found[1]), unread=unread)

    def _write(self, question: str, message: ToolMessage) -> str:
        if message.status == "error":
            return f"I could not run that search: {message.content}"
        result = _result_of(message)
        if not result:
            return "I could not find an answer: the search returned nothing I can read."
        intent = intent_of(question)
        tool = result.get("tool")
        if tool == "contract_search":
            return write_search(result, intent, ranked_limit(question), ranked_nth(question))
        if tool == "contract_aggregate":
            return write_aggregate(result, intent, duration_unit(question))
        if tool == "contract_details":
            return write_details(result, question)
        if tool == "clause_search":
            return write_clauses(result)
        if tool == "contract_deadlines":
            return write_deadlines(result)
        return str(message.content)[:2000]


_WORTH = re.compile(  # one contract's value: "how much is it worth?", "X sponsorship - how much $?"
    r"\bhow much\b.*\b(?:worth|cost|value)\b|\bwhat(?:'s| is)\b.*\bworth\b|\bworth\s+how\s+much\b|"
    r"\bhow much\b\s*(?:\$|money|dollars?)?\s*(?:[?.!,]|$|\band\b)|"
    r"\bhow much\s+(?:is|was)\s+(?:it|that|this(?:\s+one)?)\s*(?:[?.!,;]|$|\band\b)|"
    r"\bhow much\s+(?:is|was)\s+(?:it|that|this|the\s+[^?]{1,80}?)\s+for\s*[?.!]*$|\bhow much\s+(?:are|do)\s+we\s+pay",
    re.I,
)
_OFF_TOPIC = re.compile(  # what a question about a company may ask that no contract says
    # (not "a revenue share", "share revenue": what a contract may say)
    r"\b(?:stock|(?<!revenue\s)(?<!profit\s)(?<!rev\s)(?<!fee\s)(?<!royalty\s)shares?(?!\s+(?:of\s+)?(?:the\s+|their\s+|its\s+)?"
    r"(?:revenues?|profits?|proceeds|income|sales))|share price|market cap\w*|ceo|cfo|founded|headquarter\w*|weather|news|"
    # what a risk team looks up about a company elsewhere: sanctions lists, the press, its rating
    r"sanctions?(?:\s+lists?)?|ofac|sdn|adverse media|press coverage|credit ratings?|s&p|moody['’]?s|fitch|"
    r"employees count|revenue last|earnings|ticker|world cup|score|exchange rates?|today's rate|convert\w*|"
    # figures set by law or a regulator, not by any contract: "the 2019 HSR size-of-transaction threshold"
    r"hsr|hart[- ]scott(?:[- ]rodino)?|size[- ]of[- ](?:the[- ])?transaction|filing thresholds?|minimum wage|"
    # everyday asks that happen to name a place or company ("lunch near union station")
    r"lunch|dinner|breakfast|restaurants?|caf[eé]s?|coffee|bars?|hotels?|flights?|trains?|taxis?|parking|"
    r"directions|recipes?|movies?|jokes?|songs?|near me|spots?|"
    # the diary: "book a room for the 4pm call"
    r"(?<!data\s)(?<!data-)(?:meeting\s+)?rooms?|calendars?|diary|(?:book|schedule|set\s+up|arrange)\s+(?:a\s+|the\s+)?(?:meeting|call))\b",
    re.I,
)
_ASKS_WHICH = re.compile(
    r"^\W*(?:(?:for|in|with|under|among|of|from)\s+)?(which|what|any|list|show|find|do|does|are there|is there|how many|"
    r"are any|is any)\b"
    # "California-law agreements - where must a party give notice ...?"
    r"|\bwhere\s+(?:must|do|does|can|may|is|are|would|should)\b"
    # "In the reseller agreements, are there exceptions to ...?"
    r"|^\W*(?:in|for|among|across)\s+(?:the\s+|our\s+|all\s+)?[^,?]{0,40},\s*(?:which|what|any|are\s+there|is\s+there|do|does)\b"
    # ... dictated without the comma: "in the license and development deals is there anything ..."
    r"|^\W*(?:in|for|among|across|of)\s+(?:the\s+|our\s+|all\s+)?(?:[\w/&-]+\s+){0,6}?(?:contracts|agreements|agmts|deals)\s+"
    r"(?:which|what|any|are\s+there|is\s+there|do|does)\b"
    r"|^\W*(?:(?:and|also|so|ok(?:ay)?|now|then)[,]?\s+)+(?:which|any)\s+of\s+(?:those|them|these)\b"  # "And which of those"
    r"|\b(?:contracts|agreements|deals)\s+(?:where|in which|whose)\b"
    # "confirm in which supply agreements ...", "whether termination without cause is allowed in any of them"
    r"|\b(?:in|for)\s+which\s+(?:[\w-]+\s+){0,3}?(?:contracts|agreements|agmts|deals)\b|^\W*(?:[\w,]+\s+){0,5}?whether\b"
    # "consulting agmts signed since 2015 - which ones ...?", "of our NY-law deals, which ...?"
    r"|(?:\s[-–—]|[:,;])\s*(?:so\s+|and\s+)?(?:which|what|any|do any|does any|are there any|is there any)\b"
    # "across the promo deals, where does one side get a cut of the sales?"
    r"|(?:\s[-–—]|[:,;])\s*where\s+(?:does|do|is|are|can|will)\b"
    # "maintenance agmts - can either side terminate ...?", "NY-law licences - is any grant perpetual?"
    r"|(?:\s[-–—]|[:,;])\s*(?:can|could|may|do|does|is|are|will|must)\s+(?:any|either|anyone|anybody|one|each)\b",
    re.I,
)
_LISTING = frozenset(
    ["contracts", "agreements", "deals", "ones", "documents", "agreement", "contract", "deal", "we", "us"]
)
_QUOTED_ID = re.compile(r"(?:tell me about|show me|details of)?\s*`([^`]{1,300})`\s*[?.!]?", re.I)
MAX_CHOICES = 5  # contracts offered back when a name fits several
_SHARE_WORD = re.compile(SHARE_WORDS, re.I)
_SHARE_BASE_LIMIT = 1  # a share's first search counts its base; its one card is not shown


def _share_turn(messages: Sequence[BaseMessage]) -> tuple[int, list[ToolCall]] | None:
    """Where the last question's turn starts and the tool calls made for it, when that turn is a share
    (its first call counts the base, `_SHARE_BASE_LIMIT`); else None."""
    start = _turn_start(messages)
    calls = [c for m in messages[start:] if isinstance(m, AIMessage) for c in m.tool_calls]
    if (
        not calls
        or calls[0]["name"] != "contract_search"
        or calls[0]["args"].get("limit") != _SHARE_BASE_LIMIT
    ):
        return None
    return start, calls


def _shared_before(messages: Sequence[BaseMessage]) -> set[str] | None:
    """The filter fields the last turn's share asked about ("what % of our licences are under CA law?":
    the law's), when the last turn was a share; else None."""
    if not (turn := _share_turn(messages)) or len(turn[1]) < 2:
        return None
    base, full = turn[1][0]["args"], turn[1][1]["args"]
    return {k for k in full if k in ContractFilters.model_fields and base.get(k) != full.get(k)} or None


_ABOUT_CONTRACTS = re.compile(
    r"\b(contract|agreement|deal|clause|provision|part(y|ies)|counterpart\w*|licen[cs]e|nda|msa|sow|expir\w*|"
    r"renew\w*|terminat\w*|governed|governing|signed|effective|obligations?|liabilit\w*|indemn\w*|"
    r"kick(?:ed|s|ing)?\s+off|start(?:ed|s|ing)?|began|begun|went\s+live|"
    r"exclusiv\w*|royalt\w*|sponsor\w*|distribut\w*|supply|supplier|vendor|customer|alliance|franchise\w*|"
    r"hosting|outsourc\w*|endorse\w*|reseller|joint venture|jv|ip|manufactur\w*|service|services|governs|law|"
    r"jurisdiction)s?\b",
    re.I,
)
_KINDS = "|".join(
    re.escape(w) for words in CONTRACT_TYPES.values() for w in sorted(words, key=len, reverse=True)
)
# the words that name one contract by its kind ("the Dragon *deal*", "the Acme *sponsorship*")
_SINGULAR = re.compile(
    rf"(?:\b(?:the|this|that|our|their)\s+|\b[\w&.-]+(?:['’]s|s['’])\s+)(?:[\w&.,'’/()-]+\s+){{0,6}}?(?:{DOC_WORDS})\b(?!s)"
    r"(?!\s+(?:fees?|payments?|royalt\w*|amounts?|rights?|income|revenues?|costs?|prices?|spend)\b)"  # "the sponsorship fee"
    r"|\btell me about\b|\bdetails\b"
    # a question that starts by naming one: "49ers stadium sponsorship w/ violin memory: do we get ...?",
    # "BP / true north energy development agmt, governing law?"
    # "ediets x women.com cobranding: who are the parties?": its kind alone (a type's word) names it too
    rf"|^\s*(?:[\w&.'’/()-]+\s+){{0,12}}(?:{DOC_WORDS}|{_KINDS})(?:\s*\([^)]{{1,60}}\))?(?:\s*[,:;]|\s+[-–—]\s|\s+(?:with|w/|between)\s)",
    re.I,
)


def _thread_fiscal(messages: Sequence[BaseMessage]) -> int:
    """The first month of the fiscal year the thread's messages read "this FY" in: the workspace's
    (`clock.fiscal_start`) unless a message said otherwise ("our FY runs July to June", or "FY 2018-19":
    April), the latest one winning."""
    start = clock.fiscal_start()
    for m in messages:
        if isinstance(m, HumanMessage):
            start = fiscal_said(str(m.content), start)
    return start


def _fiscal_hint(question: str, args: dict[str, Any], messages: Sequence[BaseMessage]) -> str:
    """`fiscal_hint` of the question, or of the one before it where this turn kept its dates ("now for
    all types please" after "... expiring in the current FY"): the thread's fiscal year read as the
    calendar year by default, said again."""
    with clock.fiscal_year_from(_thread_fiscal(messages)):
        if hint := fiscal_hint(question):
            return hint
        asked = [str(m.content) for m in messages if isinstance(m, HumanMessage)]
        dates = {k: v for k, v in args.items() if k.endswith(("_from", "_to"))}
        before = {k: v for k, v in (_previous_args(messages) or {}).items() if k.endswith(("_from", "_to"))}
        if dates != before:
            return ""
        return next((hint for said in reversed(asked[:-1]) if (hint := fiscal_hint(said))), "")


def _specific(question: str) -> bool:
    """A question about one contract ("the IBM hosting agreement", "tell me about ..."), not a list."""
    return bool(_SINGULAR.search(question)) and not _MANY.search(question)


def _one_contract_follow_up(question: str, message: ToolMessage) -> AIMessage | None:
    """A search that found exactly the one contract a question is about: look it up, to state its facts."""
    result = _result_of(message)
    if not result or result.get("tool") != "contract_search" or not _specific(question):
        return None
    if re.search(_HOW_MANY, question, re.I):
        return None
    filters = result.get("filters") or {}
    described = contract_description(question)
    if result.get("total") == 0 and filters.get("contract_type") and filters.get("parties"):
        # the parties are right but the type word may not be how the contract is classified
        return _call("contract_search", {"parties": filters["parties"], "limit": MAX_CHOICES})
    only_names = set(filters) <= {"parties", "contract_type"}  # no date or law the title would drop
    if result.get("total") == 0 and only_names and described and _distinctive(described):
        return _call("contract_details", {"title": described})  # by its title and parties instead
    if result.get("total") != 1:
        return None
    found = result["shown"][0]
    fits = not (described and _not_in(described, found))  # else its title is looked up (below)
    if (
        fits
        and only_names
        and filters.get("parties")
        and filters.get("contract_type")
        and _kind_words(question)
    ):
        # "the KBW agency agreement": the one of the type "agency" maps to; the party's other
        # contracts may say "agency" in their titles too (recorded as another type): look at them all
        return _call("contract_search", {"parties": filters["parties"], "limit": MAX_TITLED})
    if described and only_names and _not_in(described, found):
        # "the Baidu *internet channel* cooperation agreement": the one Baidu cooperation agreement
        # found says nothing of an internet channel; look the description up by title too (if that
        # finds another contract, the user is asked which: `_second_opinion`)
        return _call("contract_details", {"title": described})
    return _call("contract_details", {"file_id": found["file_id"]})


MAX_TITLED = 20  # a party's contracts read to find those whose titles say the kind asked


def _kind_words(question: str) -> set[str]:
    """The words of a contract's kind a question says ("agency", "development")."""
    return {w.lower() for w in re.findall(rf"\b(?:{_KINDS})\b", question, re.I)}


def _own_title(card: dict[str, Any]) -> str:
    """A contract's title as its own document: "HOSTING AND MANAGEMENT AGREEMENT - Escrow Agreement" is
    an escrow agreement (filed with the hosting agreement); "DEVELOPMENT AGREEMENT - First Amendment"
    amends the development agreement, and is one."""
    title = str(card.get("title") or card["file_id"])
    tail = re.split(r"\s+[-–—]\s+", str(card["file_id"]))[-1]
    return tail if _DOC_WORD.search(tail) and tail != card["file_id"] else f"{card['file_id']} {title}"


def _titled(question: str, messages: Sequence[BaseMessage]) -> AIMessage | None:
    """After `_one_contract_follow_up` read all of a party's contracts: the one the typed search found
    when no other title says the kind asked; else the user is asked which of those it is."""
    if len(messages) < 3 or not all(isinstance(messages[i], ToolMessage) for i in (-1, -3)):
        return None
    every, typed = _result_of(messages[-1]) or {}, _result_of(messages[-3]) or {}
    if every.get("tool") != "contract_search" or typed.get("tool") != "contract_search":
        return None
    if typed.get("total") != 1 or not (typed.get("filters") or {}).get("contract_type"):
        return None
    if set(every.get("filters") or {}) != {"parties"}:
        return None
    kinds = _kind_words(question)
    titled = [
        c for c in every.get("shown") or [] if kinds & set(re.findall(r"[a-z]+", _own_title(c).lower()))
    ]
    if len(titled) > 1:
        choices = [(c["file_id"], c.get("title") or c["file_id"]) for c in titled[:MAX_CHOICES]]
        return _said(_which_one(choices), clarification=[c for c, _ in choices])
    return _call("contract_details", {"file_id": typed["shown"][0]["file_id"]})


def _one_then_none(messages: Sequence[BaseMessage], at: int) -> dict[str, Any] | None:
    """The card of the one contract a search found, when the title lookup after it (`messages[at]`)
    found nothing."""
    if len(messages) < 2 - at or not all(isinstance(messages[i], ToolMessage) for i in (at, at - 2)):
        return None
    looked, searched = _result_of(messages[at]) or {}, _result_of(messages[at - 2]) or {}
    if looked.get("tool") != "contract_details" or looked.get("found") or looked.get("ambiguous"):
        return None
    if searched.get("tool") != "contract_search" or searched.get("total") != 1:
        return None
    return searched["shown"][0]


def _the_one_searched(question: str, messages: Sequence[BaseMessage]) -> AIMessage | None:
    """A title lookup that found nothing after a search that found exactly one contract (its party
    and type): that contract (`_unfitted_words` then says which words of the description it lacks)."""
    only = _one_then_none(messages, -1)
    return _call("contract_details", {"file_id": only["file_id"]}) if only else None


def _unfitted_words(question: str, messages: Sequence[BaseMessage]) -> list[str]:
    """After `_the_one_searched`: the description's words its contract does not have (said unread)."""
    only = _one_then_none(messages, -3)
    return _not_in(contract_description(question) or "", only) if only else []


def _second_opinion(question: str, messages: Sequence[BaseMessage]) -> list[tuple[str, str]]:
    """A title lookup that found another contract than the one the search found: both, to choose;
    none when the lookup's contract has every word of the question's description and the search's
    does not (the search's type or party was a guess the title rules out)."""
    if (
        len(messages) < 3
        or not isinstance(messages[-1], ToolMessage)
        or not isinstance(messages[-3], ToolMessage)
    ):
        return []
    looked, searched = _result_of(messages[-1]) or {}, _result_of(messages[-3]) or {}
    if looked.get("tool") != "contract_details" or not (looked.get("searched") or {}).get("title"):
        return []
    if searched.get("tool") != "contract_search" or searched.get("total") != 1:
        return []
    first = searched["shown"][0]
    other = (looked.get("contract") or {}) if looked.get("found") else {}
    if not other or other.get("file_id") == first["file_id"]:
        return []
    if (described := contract_description(question)) and not _not_in(described, other):
        return []
    return [
        (first["file_id"], first.get("title") or first["file_id"]),
        (other["file_id"], other.get("title") or other["file_id"]),
    ]


def _distinctive(description: str) -> list[str]:
    """The words of a contract's description that say which one it is (not "agreement", "the")."""
    return [w for w in re.findall(r"[\w&]+", _GENERIC_DOC.sub(" ", description).lower()) if len(w) > 2]


def _not_in(description: str, card: dict[str, Any]) -> list[str]:
    """Words of the description that the contract's title, file name, type, dates and parties do not have."""
    have = fold(
        " ".join(
            [
                str(card.get(k) or "")
                for k in ("file_id", "title", "contract_type", "effective_date", "end_date")
            ]
            + [p.get("name", "") if isinstance(p, dict) else str(p) for p in card.get("parties") or []]
        )
    )
    stems = {w[:5] for w in re.findall(r"[a-z0-9]+", have)}
    for party in card.get("parties") or []:  # "IBM" for International Business Machines, "papa johns"
        key = party_key(party.get("name", "") if isinstance(party, dict) else str(party))
        stems |= {w[:5] for w in (acronym(key) or "", *glued(key).split()) if w}
    return [w for w in _distinctive(fold(description)) if w[:5] not in stems and w not in _TOPIC_STOP]


def _tool_of(message: ToolMessage) -> str | None:
    return (_result_of(message) or {}).get("tool")


_DOC_WORD = re.compile(rf"\b({DOC_WORDS})\b", re.I)
_GENERIC_DOC = re.compile(rf"\b(?:{DOC_WORDS})s?\b|\b(?:with|of|for|between|and|master|main)\b", re.I)
_DETERMINER = re.compile(r"\b(the|this|that|our|their|its)\s+|\b[\w&.-]+['’]s\s+", re.I)
_POSSESSIVE = re.compile(r"([\w&.-]+)['’]s\s+")
_TOPIC_STOP = frozenset(
    re.findall(
        r"\S+",
        "a an the is are there does do did can could may might will would be been any in of on "
        "for to with by what whats what's which how much many our we us their its it this that "
        "have has had anywhere contain contains include includes say says provide provides "
        "clause clauses provision provisions terms term section language ",
    )
)


def _description_span(text: str) -> tuple[int, int] | None:
    """Where a question describes one contract: from the last determiner before its last kind word
    ("the BNL outsourcing *agreement*", "Audible's co-branding *deal*"), at most 7 words."""
    docs = list(_DOC_WORD.finditer(text))
    if not docs:
        return None
    end = docs[-1].end()
    starts = [
        d.start() for d in _DETERMINER.finditer(text, 0, end) if len(text[d.start() : end].split()) <= 7
    ]
    return (starts[-1] if starts else docs[-1].start()), end


def contract_description(question: str) -> str | None:
    """The words that describe one contract, without their determiner: "BNL outsourcing agreement"."""
    span = _description_span(question)
    if not span:
        return None
    words = question[span[0] : span[1]]
    return (
        _POSSESSIVE.sub(r"\1 ", words, count=1)
        if _POSSESSIVE.match(words)
        else _DETERMINER.sub("", words, count=1)
    ).strip() or None


def clause_topic(question: str, mentions: list[Any]) -> str:
    """What a question about one contract asks of its text: the question without the contract's
    description ("the Dragon outsourcing agreement"), the party names and the framing words."""
    return _topic_words(_asked_of(question, mentions))


def _topic_words(asked: str) -> str:
    """`asked` without the framing words: the topic searched for."""
    return " ".join(w for w in re.findall(r"[\w'’-]+", asked) if w.lower() not in _TOPIC_STOP).strip(" ?.,-")


def _asked_of(question: str, mentions: list[Any], description: bool = True) -> str:
    """The question without the party names and (`description`) the contract's description, its
    wording kept ("a ceiling on what they could be on the hook for": a clause named by its small words
    too)."""
    text = question
    for m in mentions:  # by text: a short name's offsets are those of the question's leftover
        text = re.sub(re.escape(m.text), " ", text, flags=re.I)
    if description and (span := _description_span(text)):
        text = text[: span[0]] + " " + text[span[1] :]
    return text


# the facts a contract's record answers (its card), not its text: "when does it expire", "what law"
_KIND_WORD = re.compile(rf"([\w'’-]+)\s+(?:{DOC_WORDS})\b", re.I)
_FACT_WORD = re.compile(
    r"(when|who|whom|expir\w*|ends?|ending|runs?|running|until|till|law|govern\w*|part(y|ies)|start\w*|signed|"
    r"take|took|taken|effect|overview|"
    rf"effective|dates?|durations?|{VALUE_WORDS}|long)",
    re.I,
)


def _clause_in_contract(
    question: str, p: Plan, message: ToolMessage, messages: Sequence[BaseMessage] = ()
) -> AIMessage | None:
    """One contract found for a question that asks about its text ("is there a non-compete in the
    Dragon deal?"): search that contract's clauses for what is asked; "quote it" of one contract after
    a clause was asked across several: that clause, in it."""
    result = _result_of(message)
    if not result or result.get("tool") != "contract_details" or not result.get("found"):
        return None
    if _NTH.match(question):  # "and the second one on the list?": that contract, not its text
        return None
    untitled = _CAPS_TITLE.sub(" ", question)  # not its title's "EXCLUSIVE"
    asked = _asked_of(untitled, p.mentions)
    topic = _topic_words(asked)
    category = (category_for(topic) or category_for(asked) or _cued(untitled, p.mentions)) if topic else None
    if not category and _QUOTE_IT.search(question) and (before := _last_clause_asked(messages)):
        args = {"contract": result["contract"]["file_id"], "query": before, "category": before, "k": 3}
        return _call("clause_search", args)
    kind = {w.lower() for w in _KIND_WORD.findall(question)}  # "service" of "service agreement" names it
    kind |= _named_by(result["contract"])  # "the pacira licensing & distribution deal": its title's words
    beyond_facts = (
        " ".join(  # "could you confirm its value": nothing beyond its facts ("confirm" is no clause)
            w for w in topic.split() if not _FACT_WORD.fullmatch(w) and w.lower() not in kind | FRAME_WORDS
        )
    )
    asks_text = is_clause_topic(beyond_facts) or (p.unread and not _ASKS_FACT.search(question))
    if not category and (_WORTH.search(question) or WHEN_IT_ENDS.search(question)):
        asks_text = False  # "how much is it worth, and when is it due to end?": its record's facts
    if not topic or not (category and beyond_facts or asks_text):  # "when does it expire?" is a fact
        return None
    args = {"contract": result["contract"]["file_id"], "query": topic, "k": 3}
    return _call("clause_search", {**args, **({"category": category} if category else {})})


def _cued(question: str, mentions: list[Any]) -> str | None:
    """The category a wording cue of the question without its party names finds ("can they hand the
    deal to someone else?"), where taking the contract's description ("the deal") out left it unread."""
    said = _asked_of(question, mentions, description=False)
    return category_for(said) if is_clause_topic(said) else None


# "quote it", "quote pls", "show me the clause", "pull up the wording": the passage the thread asked about
_QUOTE_IT = re.compile(
    r"\b(?:quote|cite|paste|show(?:\s+me)?|pull(?:\s+up)?|give\s+me)\s+(?:it|them|that|this|pls|please|"
    r"(?:the|that|this|its)\s+(?:clause|passage|provision|language|wording|text|section))\b|\bquote\s*(?:pls|please)?\s*[?.!]*$",
    re.I,
)


def _last_clause_asked(messages: Sequence[BaseMessage]) -> str | None:
    """The clause category the thread's last clause search looked for, if any."""
    for m in reversed(messages):
        r = _result_of(m) if isinstance(m, ToolMessage) else None
        if r and r.get("tool") == "clause_search" and (category := (r.get("searched") or {}).get("category")):
            return str(category)
    return None


def _named_by(card: dict[str, Any]) -> set[str]:
    """The words of a contract's title and its parties' names (lower case): a question naming the
    contract by them asks nothing of its text with them."""
    names = [str(card.get("title") or ""), *(str(p.get("name") or "") for p in card.get("parties") or [])]
    return {w.lower() for name in names for w in re.findall(r"[\w'’-]+", name)}


def _thread_clause(question: str, messages: Sequence[BaseMessage]) -> AIMessage | None:
    """A clause asked of the thread's one contract without naming it ("is there a non-compete in
    it?", "how much notice to stop the renewal?"): a search of that contract's text. Asked of "it"
    when the thread shows no one contract: which contract is meant, never every contract."""
    if (
        _many(question)
        or _SINGULAR.search(_LICENCE_RIGHT.sub(" right ", question))
        or intent_of(question) == "count"
    ):
        return None
    topic = clause_topic(question, [])
    category = category_for(topic) if topic else None
    if not category or category in RECORD_FACTS:  # "when does it expire?": the record's fact
        return None
    if file_id := referenced_contract(question, messages, loose=True):
        return _call("clause_search", {"contract": file_id, "query": topic, "category": category, "k": 3})
    return _which_is_it(question)


# "transfer the license", "sublicense its licence": the right a contract grants, not a licence agreement
_LICENCE_RIGHT = re.compile(
    r"\b(?:sub-?licen[cs]e|transfer|assign|grant|revoke|terminate)\w*\s+(?:or\s+\w+\s+)?(?:the|its|their|this|that)\s+"
    r"licen[cs]e\b(?!\s+agreement)",
    re.I,
)


def _which_is_it(question: str) -> AIMessage | None:
    """A question about "it" / "this agreement" when the thread shows no one contract: which one?"""
    if pointed := _ONE_CONTRACT.search(question):
        return _said(unknown_contract(pointed.group(0)), unread=[pointed.group(0)])
    return None


def _other_types(p: Plan, result: dict[str, Any]) -> list[str]:
    """Words of a clause question that name a second kind of contract ("alliance / collab agmts"): a
    search has one type, so the other is said as not used, never folded into the clause's words."""
    kept = (result.get("searched") or {}).get("contract_type")
    return [
        w
        for w in p.unread
        if len(w.split()) <= 2
        and (found := infer_type(w))
        and found not in options(kept)
        and not category_for(w)
        and w.lower() not in str(result.get("contract") or "").lower()  # a word of the one contract's title
    ]


def _without(text: str, words: str) -> str:
    """`text` with the first occurrence of each of `words` blanked out (whole words)."""
    for w in dict.fromkeys(words.lower().split()):
        text = re.sub(rf"\b{re.escape(w)}\b", " ", text, count=1, flags=re.I)
    return text


def _filters_of(
    p: Plan, clause_words: str = "", question: str = "", category: str | None = None
) -> dict[str, Any]:
    """The contract filters a plan read, for a clause search among those contracts: not the clause
    type the extraction recorded (the text decides), nor a type read from the clause's own words
    ("non-compete clause" is not a Non-Compete agreement)."""
    filters = {k: v for k, v in p.args.items() if k in ContractFilters.model_fields and k != "clause_type"}
    ctype = filters.get("contract_type")
    said = f"{clause_words} {category or ''}"  # "joint IP ownership": its "IP" is not an IP agreement
    if (
        clause_words
        and ctype
        and not p.follow_up  # "and which ones have a minimum the reseller must hit?": the thread's type stays
        and infer_type(said) == ctype
        and infer_type(_without(question, said)) != ctype
    ):
        filters.pop("contract_type")
    inside = [m for m in p.mentions if clause_words and m.text.lower() in clause_words.lower()]
    if inside and filters.get("parties"):  # "joint IP ownership" does not name The Joint Corp.
        named = {x for m in inside for x in (m.text, *m.names)}
        filters["parties"] = [x for x in filters["parties"] if x not in named]
        if not filters["parties"]:
            filters.pop("parties")
    return filters


def _after_renewal_search(messages: Sequence[BaseMessage]) -> bool:
    """This clause search decides from the text what a renewal search could not (`_renewal_from_text`):
    what that search left unread is still unread."""
    if len(messages) < 3 or not isinstance(messages[-3], ToolMessage):
        return False
    before = _result_of(messages[-3]) or {}
    return before.get("tool") == "contract_search" and before.get("renewal_known") == 0


def _renewal_from_text(result: dict[str, Any]) -> AIMessage | None:
    """'Which supply contracts auto-renew?' where no renewal terms are on record for the contracts
    checked (their text not read yet): decide it from the text, contract by contract."""
    if result.get("tool") != "contract_search" or result.get("renewal_known") != 0:
        return None
    if not result.get("renewal_checked") or result.get("unresolved_parties"):
        return None
    filters = {k: v for k, v in (result.get("filters") or {}).items() if k != "auto_renew"}
    if (result.get("filters") or {}).get("auto_renew") is False:
        return None  # "which do not renew automatically?": no passage shows an absence
    return _call(
        "clause_search", {"query": "renew automatically", "k": 10, "category": "Renewal Term", **filters}
    )


def _beside_clause(question: str, p: Plan, result: dict[str, Any]) -> list[str]:
    """What a "which <kinds> have <a clause>?" question said that neither its filters nor its clause
    read ("which blorptastic deals have a renewal term?": "blorptastic"), said back as a contract
    search would say it: the clause searched (`_clause_having`) is not all that was asked."""
    found = having_unread_clause(question, p.unread) if p.tool == "contract_search" else None
    if not found or (result.get("searched") or {}).get("category") != found[1]:
        return []
    named = found[0].lower()
    return [u for u in p.unread if u.lower() not in named]


def _with_filters(p: Plan, question: str, cargs: dict[str, Any]) -> dict[str, Any]:
    """A clause search across contracts narrowed by every filter the question says ("among the
    contracts above $1 million, which provide for royalties?"): never widened to all of them. (Of a
    party's contracts the tool reads the rest: a kind said beside a party describes its contract.)"""
    said = _filters_of(p, str(cargs.get("query", "")), question, cargs.get("category"))
    return {**{k: v for k, v in said.items() if k != "parties"}, **cargs}


def _clause_having(question: str, p: Plan) -> AIMessage | None:
    """ "Which distributor agreements signed after 2019 have an exclusivity clause?": the contracts
    the filters match, each decided from its text."""
    if p.tool != "contract_search" or not (found := having_unread_clause(question, p.unread)):
        return None
    named, category = found
    topic = " ".join(w for w in re.findall(r"[\w'’-]+", named) if w.lower() not in _TOPIC_STOP) or category
    return _call(
        "clause_search",
        {"query": topic, "k": 10, "category": category, **_filters_of(p, named, question, category)},
    )


# "<the contract, by its parties> - <a question about its text>?": "SHBV (Hong Kong) Ltd / Waste2Energy
# plc - is there a non-solicit of staff?", "Purolator / Parcelway agmt: is liability capped?"
_NAMES_THEN_ASKED = re.compile(
    r"^(?P<named>.+?)\s*(?:\s[-–—]\s|:\s)\s*(?P<asked>.+)$|"
    # no dash typed: "fusion / cpdc supply agmt how much notice to stop it rolling over"
    rf"^(?!\W*(?:does|do|did|is|are|can|could|will|would|has|have|what|which|how|who)\b)"  # "does the X deal have"
    rf"(?P<named2>.+?\b(?:{DOC_WORDS})s?)\s+(?P<asked2>(?:how|what|is|are|does|do|can|could|any|who|will|would|has|have)\b.+)$",
    re.I,
)


# filters only a question about contracts sets (a date alone may be any day: "the EUR/USD rate on 28 June")
_CONTRACT_SLOTS = frozenset(
    {"end_from", "end_to", "contract_type", "parties", "auto_renew", "active", "ended", "clause_type",
     "law_country", "law_state", "has_end_date", "amount"}
)  # fmt: skip


def _facts_after_name(question: str) -> bool:
    """ "the Delteq exclusive distributor agreement - when did it end and which law?": what is asked
    after the contract's name is its record's facts; a clause word of its name ("exclusive") asks
    nothing of its text."""
    if not (m := _NAMES_THEN_ASKED.match(question)):
        return False
    asked = m.group("asked") or m.group("asked2") or ""
    if HOW_FIGURED.search(asked):  # "how is KBW's fee computed?": the passage that sets it
        return False
    category = category_for(asked)
    return (category is None or category in RECORD_FACTS) and bool(_FACT_WORD.search(asked))


_YES_NO = re.compile(
    # "if something goes wrong, up to how much is IMNTV liable?": the condition, then the question
    r"^\W*(?:if\s+[^,?]{1,60},\s*)?(?:and\s+)?(?:up\s+to\s+)?"
    r"(?:is|are|does|do|did|can|could|may|might|will|would|has|have|any|anything|what|which|how|who)\b",
    re.I,
)


_OF_MANY = re.compile(r"\b(?:contracts|agreements|agmts|deals|ones)\b", re.I)  # asked of several contracts


def _clause_after_names(question: str, p: Plan) -> AIMessage | None:
    """A question about one contract named by its parties before a dash or colon, asking what its text
    says: a search of that contract's text (the search tool finds it by its parties and words)."""
    if not (m := _NAMES_THEN_ASKED.match(question)) or not (parties := p.args.get("parties")):
        return None
    named, asked = m.group("named") or m.group("named2"), m.group("asked") or m.group("asked2")
    if not _YES_NO.match(asked) or _OF_MANY.search(asked) or not any(x.end <= len(named) for x in p.mentions):
        return None
    topic = clause_topic(asked, p.mentions)
    # the words as asked first ("a floor on the royalties": a minimum, not the royalties themselves)
    category = category_for(_asked_of(asked, p.mentions)) or category_for(topic)
    if not category or category in RECORD_FACTS:  # "where is Garrett domiciled, which law governs?": its card
        return None
    contract = named.strip(" -–—:")  # its parties and words, as said: the tool resolves them together
    args = {
        "query": topic or category,
        "contract": contract,
        "category": category,
        "k": 3,
    }
    return _call("clause_search", {**args, "parties": parties})


_DATES_ASKED = re.compile(
    r"\b(?:start|end|effective|expiry|expiration)\s+(?:and\s+(?:end|expiry)\s+)?dates?\b", re.I
)


# a contract's title as filed, in capitals: "SECOND AMENDED AND RESTATED EXCLUSIVE AGENCY AGREEMENT"
_CAPS_TITLE = re.compile(
    r"\b(?:[A-Z][A-Z0-9&,.'’/-]*\s+){1,12}(?:AGREEMENT|CONTRACT|LICEN[CS]E|DEAL|AMENDMENT)S?\b"
)


def _clause_in_named(question: str, p: Plan) -> AIMessage | None:
    """ "Is the Garman Routing software license perpetual?": one contract named by its description,
    and what no filter read is something a clause says: search that contract's text for it."""
    if not p.unread or p.tool == "contract_details" or not _specific(question) or _facts_after_name(question):
        return None
    untitled = _CAPS_TITLE.sub(" ", question)  # "... EXCLUSIVE AGENCY AGREEMENT between ...": its title
    unread = [u for u in p.unread if u not in question or u in untitled]
    topic = clause_topic(untitled, p.mentions)
    category = (category_for(topic) if topic else None) or category_for(" ".join(unread))
    contract = contract_description(question)
    parties = p.args.get("parties") or []
    if not category or category in RECORD_FACTS:  # its law or end date: the record's
        return None
    if not contract or not _GENERIC_DOC.sub(" ", contract).split():  # "the agreement with IBM"
        contract = " ".join(parties)
    if not contract:
        return None
    args = {"query": topic or category, "contract": contract, "category": category, "k": 3}
    return _call("clause_search", {**args, **({"parties": parties} if parties else {})})


# filters a question's words were read as that no clause's text decides: dates, values, a figure asked
_READ_AS_FACTS = {
    "effective_from",
    "effective_to",
    "end_from",
    "end_to",
    "amount",
    "amount_op",
    "active",
    "ended",
    "active_on",
    "metric",
}


def _clause_of_party(question: str, p: Plan) -> AIMessage | None:
    """ "Can the franchisee sell the unit to a buyer without Pretzel Time signing off?": a party named
    and nothing else read, and what no filter read is something a clause says: that party's contracts'
    text (one contract, or the few of that party, each said)."""
    parties = p.args.get("parties") or []
    filters = {k for k in p.args if k in ContractFilters.model_fields}
    if p.tool != "contract_search" or filters != {"parties"} or not 0 < len(parties) <= 2 or not p.unread:
        return None
    if _many(question) or intent_of(question) == "count" or _facts_after_name(question):
        return None  # (not "... escrow with NCC - who are the parties and when did it end?": its record)
    category = category_for(" ".join(p.unread)) or category_for(
        _asked_of(question, p.mentions, description=False)
    )
    if not category or category in RECORD_FACTS:
        return None
    return _call("clause_search", {"query": category, "category": category, "parties": parties, "k": 3})


def _choices(question: str, message: ToolMessage) -> list[tuple[str, str]]:
    """(file id, title) of the few contracts a question about one contract could mean."""
    result = _result_of(message)
    if result and result.get("tool") in ("contract_details", "clause_search") and result.get("ambiguous"):
        return [(f, f) for f in result.get("candidates") or []]
    if not result or result.get("tool") != "contract_search" or not _specific(question):
        return []
    if not 1 < result.get("total", 0) <= MAX_CHOICES:
        return []
    return [(c["file_id"], c.get("title") or c["file_id"]) for c in result.get("shown") or []]


def _which_one(choices: list[tuple[str, str]]) -> str:
    lines = "\n".join(f"- `{f}`" + (f" ({t})" if t != f else "") for f, t in choices)
    return f"{len(choices)} contracts fit that description. Which one do you mean?\n{lines}"


SUGGESTIONS = [
    "How many supply agreements are governed by Delaware law?",
    "Which contracts expire in the next 6 months?",
    "Show me the termination clause in the <party> agreement",
]


def _quoted(phrases: list[str]) -> str:
    return ", ".join(f"“{p}”" for p in phrases)


def _caveat(unread: list[str]) -> str:
    either = "or" in unread  # "or" between two conditions (`intent._or_across`): they were joined by "and"
    rest = [u for u in unread if u != "or"]
    said = (
        "⚠️ I could not combine two conditions with “or”: the answer below has contracts that meet *all* of "
        "them at once. Ask for each one separately.\n"
        if either
        else ""
    )
    if rest:
        said += (
            f"⚠️ I did not understand {_quoted(rest)} in your question, so the answer below is *not* limited "
            "by it: check it, or rephrase that part.\n"
        )
    return said


def _not_understood(unread: list[str]) -> str:
    examples = "\n".join(f"- {s}" for s in SUGGESTIONS)
    return (
        f"I did not understand {_quoted(unread)}, so I have not answered rather than guess. {HELP} "
        f"For example:\n{examples}"
    )


def _out_of_domain(unread: list[str]) -> str:
    what = f" (I did not understand {_quoted(unread)})" if unread else ""
    return f"I can only answer questions about the contracts you can see here{what}. {HELP}"


def _said(
    text: str,
    *,
    unread: list[str] | None = None,
    clarification: list[str] | None = None,
    refused: str | None = None,
    interpretation: str | None = None,
) -> AIMessage:
    """A final answer with what the planner did not understand, asked back, or declined (and its
    reading, where no one tool result says it)."""
    meta = {"unread": unread or [], "clarification": clarification or [], "refused": refused}
    if interpretation:
        meta["interpretation"] = interpretation
    return AIMessage(content=text, additional_kwargs={"clausebot": meta})


def _result_of(message: ToolMessage) -> dict[str, Any] | None:
    """A tool's result: its artifact, or its content read as JSON (a model's own tool messages)."""
    return message.artifact if isinstance(message.artifact, dict) else _json(message.content)


def _json(content: Any) -> dict[str, Any] | None:
    try:
        data = json.loads(content) if isinstance(content, str) else None
    except json.JSONDecodeError:
        return None
    return data if isinstance(data, dict) else None


def _call(name: str, args: dict[str, Any]) -> AIMessage:
    call = {"name": name, "args": args, "id": f"call_{uuid.uuid4().hex[:16]}", "type": "tool_call"}
    return AIMessage(content="", tool_calls=[call])


_ONE_CONTRACT = re.compile(
    r"\b(it|its|this (contract|agreement|document|one|file|deal)|that (contract|agreement|one|deal)|"
    r"the (contract|agreement|document|upload|file))\b"
    rf"|\bthe\s+[\w-]+(?=\s+(?:{PART_WORDS})\b)",  # "the maintenance side": a part of the thread's contract
    re.I,
)
# a count of contracts ("how many do we have?", "number of contracts"), not "how many appearances"
_HOW_MANY = (
    r"\b(?:how many|number of)\b(?=\s+(?:of\s+)?(?:the\s+|our\s+|we\s+|those\s+|them\b)?"
    r"(?:contracts|agreements|deals|ones|of|do|are|have|did|were|is|there)\b|\s*[?.!]|\s*$)"
)
_MANY = re.compile(  # several contracts; not "either of them", "split between them" (its parties), "how many appearances"
    r"\b(contracts|agreements|deals|ones)\b|"
    # "which law governs the X agreement?" asks a fact of one; "which X" else asks for several
    r"\b(which)\b(?!\s+(?:law|laws|state|state's|country|country's|jurisdiction|court|part(?:y|ies)|date|year|side|"
    r"territor(?:y|ies)|regions?|markets?|"
    # what is inside one contract: "which liabilities fall outside the cap in the X agreement?"
    r"liabilit(?:y|ies)|clauses?|provisions?|obligations?|rights?|sections?|costs?|fees?|payments?|products?)\b)|"
    r"(?<!either of )(?<!both of )(?<!each of )(?<!neither of )(?<!one of )"
    r"(?<!to )(?<!with )(?<!for )(?<!from )(?<!by )(?<!against )(?<!between )(?<!among )\b(those|these|them)\b|"  # not "locked in to them"
    rf"({_HOW_MANY})",
    re.I,
)


_ASKS_FACT = re.compile(
    r"\b(who|parties|party|counterpart\w*|when|expire\w*|end|ends|start|starts|effective|signed|law|governed|"
    rf"jurisdiction|{VALUE_WORDS}|term|duration|summary|summari[sz]e|overview|about|(?:take|took|come|came) into effect|"
    r"(?:take|took|taken) effect|in\s+force|in\s+effect|still\s+(?:active|running|live|valid|current))\b",
    re.I,
)


def _many(question: str) -> bool:
    """Whether a question is about several contracts; "which state's law governs *it*?" is not."""
    found = {next(g for g in m if g).lower() for m in _MANY.findall(question)}
    return bool(found) and not (found == {"which"} and _ONE_CONTRACT.search(question))


def referenced_contract(question: str, messages: Sequence[BaseMessage], loose: bool = False) -> str | None:
    """The file id a question points at with "it" / "this contract" (or, `loose`, by asking one of its
    facts with no other subject: "who are the parties?"), when the thread showed exactly one."""
    if (not loose and not _ONE_CONTRACT.search(question)) or _many(question):
        return None
    for m in reversed(messages[:-1]):
        if not isinstance(m, ToolMessage):
            continue
        result = _result_of(m)
        if not result:
            return None
        if result.get("tool") == "contract_details" and result.get("found"):
            return result["contract"]["file_id"]
        if (
            result.get("tool") == "clause_search"
            and len({h["file_id"] for h in result.get("hits") or []}) == 1
        ):
            return result["hits"][0]["file_id"]  # the one contract a clause answer quoted
        if result.get("tool") == "clause_search" and result.get("contract"):
            return str(result["contract"])  # the one contract a clause answer searched (quoting none)
        shown = result.get("shown") or []
        if (
            shown
            and (result.get("sort_by") != "effective_date" or _REORDERED.search(_asked_before(messages, m)))
            and _SUPERLATIVE.search(_asked_before(messages, m))
        ):
            return shown[0]["file_id"]  # "which is the biggest?" answered with it first: "that one" is it
        return shown[0]["file_id"] if result.get("total") == 1 and len(shown) == 1 else None
    return None


_SUPERLATIVE = re.compile(
    r"\b(?:biggest|largest|highest|smallest|lowest|cheapest|longest|shortest|most\s+valuable|top\s+one|"
    r"oldest|earliest|newest|latest|(?:the\s+)?first\s+one)\b",  # "oldest first: which was the first one?"
    re.I,
)


def _asked_before(messages: Sequence[BaseMessage], answer: BaseMessage) -> str:
    """The question a tool result answered (the last human message before it)."""
    before = list(messages[: list(messages).index(answer)])
    return next((str(x.content) for x in reversed(before) if isinstance(x, HumanMessage)), "")


_NTH_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1}
_NTH = re.compile(
    r"^\W*(?:(?:and|ok|okay|so|what\s+about|how\s+about)[,]?\s+)*(?:the\s+)?"
    rf"(?:({'|'.join(_NTH_WORDS)})|#\s*(\d)|(?:number|no\.?)\s*(\d))\s*(?:one|contract|agreement|deal|item|entry)?"
    r"(?:\s+(?:on|in|of)\s+(?:the|that|this|your)\s+list)?\s*[?.!]*\s*$",
    re.I,
)


# "who's the counterparty on the second one, and where are they based?": a fact of that one
_NTH_IN = re.compile(
    rf"\bthe\s+({'|'.join(_NTH_WORDS)})\s+one\b"
    r"(?!\s+(?:signed|of|in|with|from|that|which|governed|ending|expiring|starting|by|under)\b)",
    re.I,
)


_REORDERED = re.compile(
    r"\b(?:oldest|earliest|newest|latest|most\s+recent|biggest|largest|smallest|highest|lowest)\s+first\b|"
    r"\b(?:sorted|ordered|ranked)\s+by\b",
    re.I,
)


# "the Dec 2018 one", "the 2017 version": one of the contracts just listed, by when it took effect
_DATED_ONE = re.compile(
    r"^\W*(?:(?:and|ok|okay|so|i\s+mean|i\s+meant)[,]?\s+)*the\s+(?P<when>[\w ./-]{4,20}?)\s+"
    r"(?:one|version|agreement|contract|deal|agmt)\b",
    re.I,
)


def dated_pick(question: str, messages: Sequence[BaseMessage]) -> str | None:
    """ "the Dec 2018 one" after a list (or a which-one question): the one contract of the thread's
    last list that took effect then; None when none or several did."""
    if not (m := _DATED_ONE.match(question)) or not (span := parse_date_range(m["when"])):
        return None
    for message in reversed(messages[:-1]):
        if isinstance(message, ToolMessage):
            shown = (_result_of(message) or {}).get("shown") or []
            fits = [
                c["file_id"]
                for c in shown
                if c.get("effective_date")
                and span[0].isoformat() <= str(c["effective_date"]) <= span[1].isoformat()
            ]
            return fits[0] if len(fits) == 1 else None
    return None


def nth_listed(question: str, messages: Sequence[BaseMessage]) -> str | None:
    """ "and the second one on the list?": the file id of that contract of the list the thread showed
    last, in the order shown (None when the last answer listed none, or fewer)."""
    if _REORDERED.search(question):  # "oldest first: which was the first one?": of the list ranked again
        return None
    if m := _NTH.match(question):
        n = _NTH_WORDS[m.group(1).lower()] if m.group(1) else int(m.group(2) or m.group(3))
    elif m := _NTH_IN.search(question):
        n = _NTH_WORDS[m.group(1).lower()]
    else:
        return None
    for message in reversed(messages[:-1]):
        if not isinstance(message, ToolMessage):
            continue
        shown = (_result_of(message) or {}).get("shown") or []
        if n == -1 or 0 < n <= len(shown):
            return shown[n - 1 if n > 0 else -1]["file_id"] if shown else None
        return None
    return None


def _last_question(messages: Sequence[BaseMessage]) -> str:
    """The user's last question, its chat shorthand written out (`expand_shorthand`)."""
    for m in reversed(messages):
        if isinstance(m, HumanMessage):
            return expand_shorthand(m.content if isinstance(m.content, str) else str(m.content))
    return ""


def _turn_start(messages: Sequence[BaseMessage]) -> int:
    """Where the last question's turn starts: the index of its question (0 when there is none)."""
    return max((i for i, m in enumerate(messages) if isinstance(m, HumanMessage)), default=0)


def _turn_results(messages: Sequence[BaseMessage]) -> list[dict[str, Any]]:
    """The tool results of the last question's turn, in order."""
    return [
        r for m in messages[_turn_start(messages) :] if isinstance(m, ToolMessage) and (r := _result_of(m))
    ]


def _previous_args(messages: Sequence[BaseMessage]) -> dict[str, Any] | None:
    """Arguments of the last tool call made before the current question."""
    seen_question = False
    for m in reversed(messages):
        if isinstance(m, HumanMessage):
            if seen_question:
                continue
            seen_question = True
            continue
        if seen_question and isinstance(m, AIMessage) and m.tool_calls:
            return dict(m.tool_calls[-1]["args"])
    return None


_SHOULD_WE = re.compile(
    r"^\W*(?:(?:ok|so|and|quick\s+one)\W+)*(?:should|shall|ought)\s+(?:we|i|the\s+board|our\s+team)\b", re.I
)


def _advice_on_named(question: str, p: Plan) -> AIMessage | None:
    """Advice on a named contract ("should we push X for a price increase when the Y reseller deal comes
    up for renewal?"): the search for the contract named (its facts follow), or None."""
    if not (asks_advice(question) and p.args.get("parties")):
        return None
    named = {k: v for k, v in p.args.items() if k in ("parties", "parties_any", "contract_type")}
    return _call("contract_search", {**named, "limit": MAX_CHOICES})


def _planned_call(question: str, p: Plan) -> AIMessage:
    """The tool call a plan makes, but for two questions about one contract said as a search: advice
    on a named contract ("the Valence / Baoding JV runs to 2052 under PRC law - should we exit it?")
    gets the facts of the contract named (the answer adds that this is not advice), not a search by
    what the question says of it; "how much is the Ford iVillage sponsorship worth?" is one contract's
    value, not a total."""
    if p.tool == "contract_search" and (advice := _advice_on_named(question, p)):
        return advice
    if p.args.get("metric") == "sum" and _specific(question) and _WORTH.search(question):
        filters = {k: v for k, v in p.args.items() if k in ContractFilters.model_fields}
        return _call("contract_search", {**filters, "limit": MAX_CHOICES})
    return _call(p.tool, p.args)
