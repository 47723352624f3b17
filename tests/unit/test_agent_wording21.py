"""Readings from the classes a twenty-first round of unseen questions missed (an in-house lawyer in a
European office writing fluent, non-native English), in wordings those questions did not use: "how
much" before a plural noun asks a count, "a clause of X" is an X clause, words with accented letters
are whole words, a letter's salutation asks nothing, amounts written "2,5 Mio.", a currency
conversion is no text search, a contract sent by e-mail, a statute cited by its section, a duplicate
entry to delete, and a common word of a title that is also a party's name.
"""

from datetime import date
from typing import Any

import pytest
from langchain_core.messages import HumanMessage

from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.understanding import refusal
from graph_ingest.scope import ReaderScope
from tests.unit.offline import offline_planner

TODAY = date(2019, 6, 30)


def _plan(question: str, previous: dict | None = None, index: PartyIndex | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), index or PartyIndex(), previous, TODAY)


def _call(question: str, index: PartyIndex | None = None) -> dict[str, Any]:
    out = offline_planner(index).invoke(
        [HumanMessage(expand_shorthand(question))],
        scope=ReaderScope(tenant="t").model_dump(),
        today=TODAY.isoformat(),
    )
    assert out.tool_calls, out.content
    return out.tool_calls[0]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How much distributor agreements are there?", {"contract_type": "Distributor"}),
        ("how much licences are governed by Texas law?", {"contract_type": "License", "law_state": "US-TX"}),
        ("how much of our supply contracts end in 2020?", {"contract_type": "Supply"}),
    ],
)
def test_how_much_before_a_plural_noun_is_a_count(question: str, expected: dict) -> None:
    p = _plan(question)
    assert p.intent == "count" and "metric" not in p.args, (p.intent, p.args)
    assert {k: p.args.get(k) for k in expected} == expected, p.args


@pytest.mark.parametrize(
    "question",
    ["how much are our licence agreements worth in total?", "how much do the service agreements add up to?"],
)
def test_how_much_of_a_value_stays_a_total(question: str) -> None:
    assert _plan(question).args.get("metric") == "sum", _plan(question).args


@pytest.mark.parametrize(
    ("question", "category"),
    [
        ("does the Globex supply agreement contain a clause of non-competition?", "Non-Compete"),
        (
            "is there a clause on the limitation of liability in the Globex supply agreement?",
            "Cap On Liability",
        ),
        (
            "has the Globex supply agreement got a clause about most favoured customer pricing?",
            "Most Favored Nation",
        ),
    ],
)
def test_a_clause_of_x_is_an_x_clause(question: str, category: str) -> None:
    call = _call(question, PartyIndex.of("Globex Corporation"))
    assert call["name"] == "clause_search" and call["args"].get("category") == category, call


def test_a_clause_of_non_competition_asked_of_a_list_searches_their_text() -> None:
    p = _plan("which of those have a clause of non-competition?", previous={"contract_type": "Franchise"})
    assert p.args.get("contract_type") == "Franchise", p.args


def test_accented_words_are_whole_words() -> None:
    p = _plan("how many Lizenzverträge and Kaufverträge do we have?")
    assert all(u in ("Lizenzverträge", "Kaufverträge") for u in p.unread) and p.unread, p.unread


@pytest.mark.parametrize(
    "question",
    [
        "Dear colleague, how many licence agreements do we have?",
        "Hello, one question please: how many licence agreements do we have?",
        "Good afternoon, dear bot - how many licence agreements do we have?",
    ],
)
def test_a_salutation_asks_nothing(question: str) -> None:
    p = _plan(question)
    assert p.args.get("contract_type") == "License" and not p.unread, (p.args, p.unread)


@pytest.mark.parametrize(
    ("question", "amount"),
    [
        ("licence agreements over USD 2,5 Mio.", 2_500_000.0),
        ("contracts above 1,25 Mio. USD", 1_250_000.0),
        ("supply contracts worth more than USD 3 Mio", 3_000_000.0),
    ],
)
def test_amounts_in_millions_written_the_european_way(question: str, amount: float) -> None:
    p = _plan(question)
    assert p.args.get("amount") == amount and not p.unread, (p.args, p.unread)


@pytest.mark.parametrize(
    "question",
    [
        "How many contracts exceed GBP 2 million at today's exchange rate?",
        "Which contracts are worth over CHF 500k when converted at the current exchange rate?",
    ],
)
def test_a_currency_conversion_is_flagged_not_searched_in_the_text(question: str) -> None:
    out = offline_planner().invoke(
        [HumanMessage(expand_shorthand(question))],
        scope=ReaderScope(tenant="t").model_dump(),
        today=TODAY.isoformat(),
    )
    assert all(c["name"] != "clause_search" for c in out.tool_calls), out.tool_calls
    assert out.tool_calls or "exchange rate" in str(out.content), out.content


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("Could you forward the Globex supply agreement by e-mail to our Paris office?", "action"),
        ("Please send the Soylent licence per mail to legal-paris@, many thanks", "action"),
        ("What is the statutory compensation of a commercial agent under § 89b HGB?", "law"),
        ("The Globex supply agreement is in the system twice - please remove the duplicate.", "write"),
    ],
)
def test_requests_outside_reading_the_contracts(question: str, kind: str) -> None:
    said = refusal(expand_shorthand(question))
    assert said is not None and said.kind == kind, said


def test_a_common_word_of_a_title_does_not_link_a_party() -> None:
    index = PartyIndex.of("The Joint Corp.", "Globex Corporation", "Oak Ridge Energy Technologies Inc")
    p = _plan("Joint development agreement of Globex with Oak Ridge - effective date?", index=index)
    assert "The Joint Corp." not in (p.args.get("parties") or []), p.args
    assert _plan("the Joint franchise agreements - how many?", index=index).args.get("parties") == [
        "The Joint Corp."
    ], "inside a sentence the capital names it"


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "which agreements run out by the end of the year (31.12.2019)?",
            {"end_from": "2019-06-30", "end_to": "2019-12-31"},
        ),
        (
            "licences that started last quarter (1.1.-31.3.2019)",
            {"effective_from": "2019-01-01", "effective_to": "2019-03-31"},
        ),
        ("contracts ending in Q3 (Jul-Sep '19)", {"end_from": "2019-07-01", "end_to": "2019-09-30"}),
    ],
)
def test_a_period_restated_in_brackets_is_read_once(question: str, expected: dict) -> None:
    p = _plan(question)
    assert {k: p.args.get(k) for k in expected} == expected, p.args
    assert not p.unread, p.unread


@pytest.mark.parametrize(
    "question",
    [
        "the Globex supply agreement: since when is it in force, and which law is applicable?",
        "Since when is the Globex supply agreement valid? What is the applicable law?",
    ],
)
def test_since_when_in_force_asks_the_start_not_a_status(question: str) -> None:
    p = _plan(question, index=PartyIndex.of("Globex Corporation"))
    assert "active" not in p.args and not p.unread, (p.args, p.unread)
    assert "when did" in expand_shorthand(question) and "governing law" in expand_shorthand(question).replace(
        "law governs", "governing law"
    )


@pytest.mark.parametrize(
    ("question", "gloss", "expected"),
    [
        (
            "how many contracts have a partner from France (partenaire français)?",
            "partenaire français",
            {"party_country": "FR"},
        ),
        (
            "how many supply contracts (Lieferverträge) do we have?",
            "Lieferverträge",
            {"contract_type": "Supply"},
        ),
        (
            "the supply agreement (acuerdo de suministro) with Globex: when did it start?",
            "acuerdo de suministro",
            {"parties": ["Globex Corporation"]},
        ),
    ],
)
def test_a_gloss_in_brackets_is_said_back_and_read_as_nothing(
    question: str, gloss: str, expected: dict
) -> None:
    p = _plan(question, index=PartyIndex.of("Globex Corporation", "Francais Holdings SA"))
    assert {k: p.args.get(k) for k in expected} == expected, p.args
    assert gloss in p.unread, p.unread


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("the supply agreement (Globex) - when does it end?", {"parties": ["Globex Corporation"]}),
        ("contracts with a party in Europe (France included)", {"party_country": "FR"}),
    ],
)
def test_brackets_that_say_something_are_read(question: str, expected: dict) -> None:
    p = _plan(question, index=PartyIndex.of("Globex Corporation"))
    assert all(p.args.get(k) == v or v[0] in str(p.args.get(k)) for k, v in expected.items()), p.args


def test_brackets_inside_a_name_are_no_gloss() -> None:
    from agent.intent import glosses

    question = "the cooperation agreement between Shenzhen Lumen (Guangdong) Optics Co., Ltd. and Globex"
    assert glosses(question, PartyIndex.of("Globex Corporation")) == []


@pytest.mark.parametrize(
    "question",
    [
        "how many contracts are governed by the law of a European country?",
        "which agreements are subject to Nordic law?",
    ],
)
def test_a_word_saying_what_kind_of_law_names_no_party(question: str) -> None:
    p = _plan(question, index=PartyIndex.of("European Micro Holdings Inc", "Nordic Naturals Inc"))
    assert not p.args.get("parties"), p.args
    assert p.unread or "DE" in p.args.get("law_country", "").split(" or "), (
        p.args,
        p.unread,
    )  # a region: read
    named = _plan(
        "the European Micro distributor agreement - end date?",
        index=PartyIndex.of("European Micro Holdings Inc"),
    )
    assert named.args.get("parties") == ["European Micro Holdings Inc"], named.args
