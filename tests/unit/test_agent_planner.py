"""The offline planner as a chat model: tool calls out, answers from tool results."""

import json

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from agent.answer import write_clauses
from agent.answerer import to_answer
from agent.parties import PartyIndex
from agent.planner import OfflinePlanner
from graph_ingest.names import party_key
from graph_ingest.scope import ReaderScope
from tests.unit.offline import offline_planner

CARD = {
    "file_id": "F-1",
    "title": "T",
    "contract_type": "Supply",
    "effective_date": "2020-01-01",
    "end_date": None,
    "total_amount": 5000.0,
    "law_country": "US",
    "law_subdivision": "US-NY",
    "parties": [{"name": "Acme Inc.", "role": "Supplier"}],
    "party_count": 1,
    "clause_types": [],
    "summary": None,
}


def _planner() -> OfflinePlanner:
    return OfflinePlanner().bind_tools([{"name": "contract_search"}, {"name": "contract_aggregate"}])


def test_question_becomes_a_tool_call() -> None:
    out = _planner().invoke([HumanMessage("How many supply contracts signed in 2020?")])
    call = out.tool_calls[0]
    assert call["name"] == "contract_search"
    assert call["args"] == {
        "contract_type": "Supply",
        "effective_from": "2020-01-01",
        "effective_to": "2020-12-31",
    }


def test_tool_result_becomes_an_answer_citing_file_ids() -> None:
    result = {
        "tool": "contract_search",
        "total": 1,
        "shown": [CARD],
        "filters": {"contract_type": "Supply"},
        "sort_by": "effective_date",
        "descending": True,
    }
    call = AIMessage("", tool_calls=[{"name": "contract_search", "args": {}, "id": "1"}])
    tool = ToolMessage(json.dumps(result), tool_call_id="1", artifact=result)
    messages = [HumanMessage("How many supply contracts?"), call, tool]
    answer = _planner().invoke(messages)
    assert answer.content.startswith("I found 1 contract (Supply contracts)")
    assert "`F-1`" in answer.content and "$5,000" in answer.content
    final = to_answer([*messages, answer])
    assert final.contracts == ["F-1"] and final.cards[0].file_id == "F-1"
    assert final.tool_calls[0].name == "contract_search"


def test_nothing_found_says_what_was_searched() -> None:
    result = {
        "tool": "contract_search",
        "total": 0,
        "shown": [],
        "sort_by": "effective_date",
        "descending": True,
        "filters": {"contract_type": "Hosting", "law_state": "US-CA"},
    }
    messages = [
        HumanMessage("Hosting contracts under California law?"),
        AIMessage("", tool_calls=[{"name": "contract_search", "args": {}, "id": "1"}]),
        ToolMessage(json.dumps(result), tool_call_id="1"),
    ]
    text = _planner().invoke(messages).content
    assert text == "I could not find any Hosting contracts governed by California (US-CA) law."


def test_tool_error_is_reported() -> None:
    messages = [
        HumanMessage("x contracts"),
        AIMessage("", tool_calls=[{"name": "contract_search", "args": {}, "id": "1"}]),
        ToolMessage("Error: boom", tool_call_id="1", status="error"),
    ]
    assert "could not run" in _planner().invoke(messages).content


def test_a_contract_not_found_is_said_in_words_not_as_a_dict() -> None:
    from agent.answer import write_details

    text = write_details({"found": False, "searched": {"title": "Zephyrine supply"}}, "show me it")
    assert text == "I could not find a contract matching the title 'Zephyrine supply'."
    assert "{" not in write_details({"found": False, "searched": {"party": "Acme", "file_id": "F-1"}}, "q")


def _with_clauses() -> OfflinePlanner:
    return OfflinePlanner().bind_tools(
        [{"name": n} for n in ("contract_search", "contract_aggregate", "contract_details", "clause_search")]
    )


def test_a_clause_question_about_one_described_contract_searches_its_text() -> None:
    # no party index here: the description is resolved by the tool, the topic by the clause words
    for question, category in [
        ("is the Zephyrine software license perpetual?", "Irrevocable Or Perpetual License"),
        (
            "how much notice do we need to stop the Zephyrine alliance from renewing?",
            "Notice Period To Terminate Renewal",
        ),  # fmt: skip
        ("what are the price restrictions in the Zephyrine outsourcing agreement", "Price Restrictions"),
    ]:
        call = _with_clauses().invoke([HumanMessage(question)]).tool_calls[0]
        assert call["name"] == "clause_search", (question, call)
        assert call["args"]["category"] == category
        assert "zephyrine" in call["args"]["contract"].lower()


def test_which_contracts_have_a_clause_is_decided_from_their_text() -> None:
    call = _with_clauses().invoke([HumanMessage("which reseller agreements have exclusivity provisions?")])
    args = call.tool_calls[0]["args"]
    assert call.tool_calls[0]["name"] == "clause_search"
    assert args["category"] == "Exclusivity" and args["contract_type"] == "Reseller"
    assert "contract" not in args


def test_a_distribution_agreement_is_not_a_request_for_a_distribution() -> None:
    call = _with_clauses().invoke(
        [HumanMessage("does the Zephyrine distribution agreement renew automatically?")]
    )
    assert call.tool_calls[0]["name"] == "clause_search"
    assert call.tool_calls[0]["args"]["category"] == "Renewal Term"


def test_a_tentative_cross_contract_answer_says_it_is_not_sure() -> None:
    result = {
        "tool": "clause_search",
        "query": "exclusivity",
        "hits": [{"file_id": "F-1", "start": 0, "end": 10, "text": "sole distributor", "score": -1.0}],
        "matched": False,
        "contracts_considered": 12,
        "searched": {"query": "exclusivity", "category": "Exclusivity"},
    }
    call = AIMessage("", tool_calls=[{"name": "clause_search", "args": {}, "id": "1"}])
    tool = ToolMessage(json.dumps(result), tool_call_id="1", artifact=result)
    answer = _with_clauses().invoke([HumanMessage("which contracts are exclusive?"), call, tool]).content
    assert "I am not sure any contract among the 12 contracts I checked has a passage" in answer
    assert "none clearly does" in answer
    assert "`F-1`" in answer and "check them" in answer


def test_an_unsure_quote_in_one_contract_says_so_without_denying_it() -> None:
    hit = {"file_id": "F-1", "start": 0, "end": 10, "text": "sole distributor", "score": 0.4, "clear": False}
    result = {
        "tool": "clause_search",
        "query": "exclusivity",
        "hits": [hit],
        "contract": "F-1",
        "sections_searched": 31,
        "searched": {"query": "exclusivity", "category": "Exclusivity", "contract": "the F deal"},
    }
    call = AIMessage("", tool_calls=[{"name": "clause_search", "args": {}, "id": "1"}])
    tool = ToolMessage(json.dumps(result), tool_call_id="1", artifact=result)
    answer = _with_clauses().invoke([HumanMessage("is the F deal exclusive?"), call, tool]).content
    assert answer.startswith("I am not sure `F-1` has a passage about 'Exclusivity' (searched 31 sections)")
    assert "> sole distributor" in answer and "before relying on it" in answer
    sure = _with_clauses().invoke(
        [HumanMessage("is the F deal exclusive?"), call,
         ToolMessage(json.dumps({**result, "hits": [{**hit, "clear": True}]}), tool_call_id="1",
                     artifact={**result, "hits": [{**hit, "clear": True}]})]
    ).content  # fmt: skip
    assert sure.startswith("Here is what `F-1` says about 'Exclusivity'") and "not sure" not in sure


def test_a_no_the_model_is_unsure_of_offers_the_closest_passage() -> None:
    near = {
        "file_id": "F-1",
        "start": 40,
        "end": 90,
        "text": "shall not compete in the territory",
        "score": -1.8,
    }
    result = {
        "tool": "clause_search",
        "query": "non-compete",
        "hits": [],
        "closest": [{**near, "doubtful": True}],
        "contract": "F-1",
        "sections_searched": 12,
        "searched": {"query": "non-compete", "category": "Non-Compete", "contract": "the F deal"},
    }

    def answer(result: dict) -> str:
        call = AIMessage("", tool_calls=[{"name": "clause_search", "args": {}, "id": "1"}])
        tool = ToolMessage(json.dumps(result), tool_call_id="1", artifact=result)
        return _with_clauses().invoke([HumanMessage("any non-compete in the F deal?"), call, tool]).content

    unsure = answer(result)
    assert unsure.startswith("I found no clear passage about 'Non-Compete' in `F-1` (searched 12 sections)")
    assert "I am not sure there is none" in unsure and "> shall not compete in the territory" in unsure
    sure = answer({**result, "closest": [near]})
    assert "I found no passage about 'Non-Compete'" in sure and "not sure" not in sure
    assert "probably not about it" in sure


def test_cross_contract_quotes_the_model_is_not_sure_of_are_marked() -> None:
    def hit(fid: str, clear: bool) -> dict:
        return {
            "file_id": fid,
            "start": 0,
            "end": 10,
            "text": f"{fid} shares revenue",
            "score": 1.0,
            "clear": clear,
        }

    def answer(hits: list[dict]) -> str:
        result = {
            "tool": "clause_search",
            "query": "revenue sharing",
            "hits": hits,
            "matched": True,
            "contracts_having": len(hits),
            "contracts_considered": 9,
            "searched": {"query": "revenue sharing", "category": "Revenue/Profit Sharing"},
        }
        call = AIMessage("", tool_calls=[{"name": "clause_search", "args": {}, "id": "1"}])
        tool = ToolMessage(json.dumps(result), tool_call_id="1", artifact=result)
        return _with_clauses().invoke([HumanMessage("which deals share revenue?"), call, tool]).content

    sure = answer([hit("A-1", True), hit("B-2", True)])
    assert sure.startswith("2 contracts have a passage") and "not sure" not in sure
    mixed = answer([hit("A-1", True), hit("B-2", False)])
    assert "`B-2` (characters 0–10) (not sure): " in mixed and "`A-1` (characters 0–10): " in mixed
    assert mixed.endswith("I am not sure of the ones marked “not sure”: read them before relying on them.")
    unsure = answer([hit("A-1", False), hit("B-2", False)])
    assert unsure.startswith("2 contracts may have a passage about 'Revenue/Profit Sharing' among the 9")
    assert "I am not sure of any of them" in unsure


def test_a_clause_search_that_could_not_read_the_contract_says_so() -> None:
    base = {
        "tool": "clause_search",
        "query": "cap on liability",
        "hits": [],
        "searched": {"contract": "Zed deal"},
    }
    call = AIMessage("", tool_calls=[{"name": "clause_search", "args": {}, "id": "1"}])
    unknown = {**base, "unresolved": True, "contracts_considered": 0}
    tool = ToolMessage(json.dumps(unknown), tool_call_id="1", artifact=unknown)
    out = _with_clauses().invoke([HumanMessage("does the Zed deal cap liability?"), call, tool])
    assert "could not tell which contract “Zed deal” is" in out.content
    assert to_answer([call, tool, out]).unread == ["Zed deal"]
    unindexed = {**base, "contract": "F-1", "sections_searched": 0, "contracts_considered": 0}
    tool = ToolMessage(json.dumps(unindexed), tool_call_id="1", artifact=unindexed)
    out = _with_clauses().invoke([HumanMessage("does the Zed deal cap liability?"), call, tool])
    assert "cannot read the text of `F-1` yet" in out.content and "no passage" not in out.content


def test_which_contracts_have_a_clause_keeps_every_other_filter() -> None:
    q = "Which distributor agreements signed after 2019 and governed by Delaware law have an exclusivity clause?"
    call = _with_clauses().invoke([HumanMessage(q)]).tool_calls[0]
    assert call["name"] == "clause_search"
    args = call["args"]
    assert args["category"] == "Exclusivity" and args["contract_type"] == "Distributor"
    assert args["effective_from"] == "2020-01-01" and args["law_state"] == "US-DE"
    assert "clause_type" not in args
    # the clause's own words are not a contract type
    call = _with_clauses().invoke([HumanMessage("which contracts have a non-compete clause?")]).tool_calls[0]
    assert call["args"]["category"] == "Non-Compete" and "contract_type" not in call["args"]


def test_payment_terms_still_ask_for_text_and_the_longest_term_for_a_duration() -> None:
    call = _with_clauses().invoke([HumanMessage("What are the payment terms in the Zephyrine agreement?")])
    assert call.tool_calls[0]["name"] == "clause_search"
    assert "payment" in call.tool_calls[0]["args"]["query"]
    call = _with_clauses().invoke([HumanMessage("which contract has the longest term?")])
    assert call.tool_calls[0]["name"] == "contract_search"
    assert call.tool_calls[0]["args"].get("sort_by") == "duration_days"


def test_an_ambiguous_clause_search_asks_and_claims_no_search() -> None:
    result = {
        "tool": "clause_search",
        "query": "audit",
        "hits": [],
        "ambiguous": True,
        "candidates": ["A-1", "A-2"],
        "searched": {"contract": "Acme agreement", "query": "audit"},
    }
    text = write_clauses(result)
    assert "fits 2 contracts, so I have not searched any of them" in text and "`A-2`" in text
    assert "no passage" not in text


def test_the_one_contract_found_must_fit_every_word_of_its_description() -> None:
    def after(question: str, card: dict) -> dict:
        result = {"tool": "contract_search", "total": 1, "shown": [card], "filters": {}}
        call = AIMessage("", tool_calls=[{"name": "contract_search", "args": {}, "id": "1"}])
        tool = ToolMessage(json.dumps(result), tool_call_id="1", artifact=result)
        return _with_clauses().invoke([HumanMessage(question), call, tool]).tool_calls[0]

    card = {**CARD, "file_id": "ACME-Cooperation Agreement", "title": "Cooperation Agreement"}
    # every word fits (the year is its effective date): its details
    ok = after("what's the 2020 acme cooperation agreement worth?", card)
    assert ok["args"] == {"file_id": "ACME-Cooperation Agreement"}
    # "internet channel" is not this contract: looked up by the whole description instead
    other = after("the acme internet channel cooperation agreement - what's it worth?", card)
    assert other["name"] == "contract_details" and "internet channel" in other["args"]["title"]


def test_what_we_pay_under_one_contract_is_its_value_not_its_text() -> None:
    card = {**CARD, "file_id": "ACME-Consulting Agreement", "title": "Consulting Agreement"}
    result = {"tool": "contract_search", "total": 1, "shown": [card], "filters": {}}
    call = AIMessage("", tool_calls=[{"name": "contract_search", "args": {}, "id": "1"}])
    tool = ToolMessage(json.dumps(result), tool_call_id="1", artifact=result)
    for question in (
        "acme consulting agmt - what are we paying under it?",
        "how much do we pay acme under the consulting agreement?",
    ):
        out = _with_clauses().invoke([HumanMessage(question), call, tool]).tool_calls[0]
        assert out == {**out, "name": "contract_details", "args": {"file_id": "ACME-Consulting Agreement"}}
        first = _with_clauses().invoke([HumanMessage(question)]).tool_calls[0]
        assert first["name"] != "clause_search", first  # the contract is looked up, not its text searched


def test_one_contract_named_by_its_kind_alone_gives_way_to_its_parties_when_the_type_finds_none() -> None:
    # "cobranding" is how its title says it; the record may class it as another type
    result = {
        "tool": "contract_search",
        "total": 0,
        "shown": [],
        "filters": {"contract_type": "Co-Branding", "parties": ["Initech Inc.", "Acme Corp."]},
    }
    call = AIMessage("", tool_calls=[{"name": "contract_search", "args": {}, "id": "1"}])
    tool = ToolMessage(json.dumps(result), tool_call_id="1", artifact=result)
    question = "initech x acme cobranding: who are the parties and what's the $ figure"
    out = _with_clauses().invoke([HumanMessage(question), call, tool]).tool_calls[0]
    assert out["name"] == "contract_search" and "contract_type" not in out["args"], out
    assert out["args"]["parties"] == ["Initech Inc.", "Acme Corp."]


@pytest.mark.parametrize(
    "question",
    [  # "either of them" are its parties, "how many appearances" no count of contracts: still one contract
        "Initech's reseller agreement with Acme — can either of them assign it?",
        "acme endorsement: is there a cap on how many appearances she has to make?",
        "the acme hosting deal - can both of them terminate early?",
    ],
)
def test_one_named_contract_stays_one_when_the_question_speaks_of_its_parties(question: str) -> None:
    card = {**CARD, "file_id": "ACME-One", "title": "Agreement"}
    result = {"tool": "contract_search", "total": 1, "shown": [card], "filters": {}}
    call = AIMessage("", tool_calls=[{"name": "contract_search", "args": {}, "id": "1"}])
    tool = ToolMessage(json.dumps(result), tool_call_id="1", artifact=result)
    out = _with_clauses().invoke([HumanMessage(question), call, tool]).tool_calls[0]
    assert out["name"] == "contract_details", out  # that one looked up, not a list said


def test_which_let_a_party_do_something_among_filtered_contracts_is_a_clause_search() -> None:
    q = "of the agreements signed since 2017, which allow a party to terminate for convenience?"
    call = _with_clauses().invoke([HumanMessage(q)]).tool_calls[0]
    assert call["name"] == "clause_search", call
    assert (
        call["args"]["category"] == "Termination For Convenience"
        and call["args"]["effective_from"] == "2017-01-01"
    )


def test_which_law_governs_one_named_contract_gives_way_to_its_parties_when_the_type_finds_none() -> None:
    result = {
        "tool": "contract_search",
        "total": 0,
        "shown": [],
        "filters": {"contract_type": "Service", "parties": ["Initech Inc.", "Acme Corp."]},
    }
    call = AIMessage("", tool_calls=[{"name": "contract_search", "args": {}, "id": "1"}])
    tool = ToolMessage(json.dumps(result), tool_call_id="1", artifact=result)
    question = "which law governs the initech consulting agreement w/ acme?"
    out = _with_clauses().invoke([HumanMessage(question), call, tool]).tool_calls[0]
    assert out["name"] == "contract_search" and "contract_type" not in out["args"], out


def test_how_long_on_average_is_the_term() -> None:
    call = _with_clauses().invoke(
        [HumanMessage("how long do our license agreements run on average, in months?")]
    )
    args = call.tool_calls[0]["args"]
    assert (args.get("metric"), args.get("field")) == ("avg", "duration_days"), args


def test_a_clause_question_naming_one_contract_without_its_usual_words_lets_the_tool_resolve_it() -> None:
    # no "agreement" after its name, no party the planner knows: the tool decides, not a refusal
    for question in (
        "is there a non-compete clause in the Quillon Harbour marketing alliance?",
        "any most favored nation language in the Brightwater Labs partnership?",
    ):
        call = _with_clauses().invoke([HumanMessage(question)]).tool_calls[0]
        assert call["name"] == "clause_search", (question, call)
        assert call["args"]["contract"].lower().startswith("the "), call


def test_one_contract_named_first_or_by_a_plural_possessive_is_one_contract() -> None:
    from agent.planner import _specific

    assert _specific("Tanager hosting agreement with Orbis: can they assign it?")
    assert _specific("when did james' consulting agreement with Orbis start")
    assert _specific("Orbis / Tanager hosting agmt, who signed it?")
    assert _specific("tanager data systems / orbis 1 affiliate agreement: are they barred from poaching?")
    assert not _specific("which hosting agreements with Orbis can be assigned?")
    assert not _specific("hosting agreements with Orbis: how many?")
    assert not _specific("hosting agreements, which ones renew?")


def test_the_kind_of_a_contract_is_not_a_clause_topic_of_its_details() -> None:
    # "service" of "service agreement" names the contract: its start date is a fact of the record
    card = {**CARD, "file_id": "F-7", "title": "Service Agreement", "contract_type": "Service"}
    contract = {**card, "clauses": []}
    result = {"tool": "contract_details", "found": True, "contract": contract, "card": card, "searched": {}}
    call = AIMessage("", tool_calls=[{"name": "contract_details", "args": {}, "id": "1"}])
    tool = ToolMessage(json.dumps(result), tool_call_id="1", artifact=result)
    out = _with_clauses().invoke([HumanMessage("when did orbis' service agreement start"), call, tool])
    assert not out.tool_calls and "2020-01-01" in out.content


def test_a_negated_filter_is_no_clause_topic() -> None:
    # "excluding" is not "exclusivity": another state's law, searched as a filter
    out = _with_clauses().invoke([HumanMessage("list the deals excluding Delaware law")])
    assert [c["name"] for c in out.tool_calls] == ["contract_search"], out
    assert out.tool_calls[0]["args"].get("law_state_not") == "US-DE", out.tool_calls
    # parties of a country left out: the contracts none of whose parties is located there
    out = _with_clauses().invoke([HumanMessage("list the deals excluding Japanese parties")])
    assert [c["name"] for c in out.tool_calls] == ["contract_search"], out
    assert out.tool_calls[0]["args"].get("party_country_none") == "JP", out.tool_calls


def test_another_countrys_law_is_in_the_reading() -> None:
    from agent.answer import describe

    assert (
        describe({"law_country_not": "US"})
        == "governed by the law of a country other than United States (US)"
    )


def test_a_title_that_fits_nothing_falls_back_to_the_one_contract_found_and_says_what_it_lacks() -> None:
    card = {
        **CARD,
        "file_id": "ORBIS-Sponsorship",
        "title": "Sponsorship Agreement",
        "contract_type": "Sponsorship",
    }
    card["parties"] = [{"name": "Orbis Inc.", "role": "Sponsor"}]
    searched = {
        "tool": "contract_search",
        "total": 1,
        "shown": [card],
        "filters": {"parties": ["Orbis Inc."]},
    }
    looked = {"tool": "contract_details", "found": False, "searched": {"title": "falcons sponsorship"}}
    found = {"tool": "contract_details", "found": True, "contract": {**card, "clauses": []}, "card": card}
    question = HumanMessage("the falcons sponsorship with orbis: when does it end?")

    def step(name: str, result: dict, n: int) -> list:
        call = AIMessage("", tool_calls=[{"name": name, "args": {}, "id": str(n)}])
        return [call, ToolMessage(json.dumps(result), tool_call_id=str(n), artifact=result)]

    messages = [question, *step("contract_search", searched, 1), *step("contract_details", looked, 2)]
    out = _with_clauses().invoke(messages)
    assert out.tool_calls[0]["name"] == "contract_details"
    assert out.tool_calls[0]["args"] == {"file_id": "ORBIS-Sponsorship"}
    answer = _with_clauses().invoke([*messages, *step("contract_details", found, 3)])
    final = to_answer([*messages, *step("contract_details", found, 3), answer])
    assert "falcons" in final.unread and "ORBIS-Sponsorship" in answer.content


def _after_details(question: str) -> AIMessage:
    """The planner's reply to `question` asked after a thread showed the one contract F-1."""
    found = {"tool": "contract_details", "found": True, "contract": {"file_id": "F-1", "title": "T"}}
    call = AIMessage("", tool_calls=[{"name": "contract_details", "args": {"file_id": "F-1"}, "id": "1"}])
    asked = [HumanMessage("tell me about F-1"), call, ToolMessage(json.dumps(found), tool_call_id="1")]
    answer = AIMessage(content="F-1 is a Supply contract.")
    return _with_clauses().invoke([*asked, answer, HumanMessage(question)])


def test_a_clause_asked_of_the_threads_contract_searches_its_text() -> None:
    for question, category in [
        ("is there a non-compete in it?", "Non-Compete"),
        ("what's the notice period to cancel the renewal?", "Notice Period To Terminate Renewal"),
        ("any audit rights?", "Audit Rights"),
    ]:
        out = _after_details(question)
        assert out.tool_calls, (question, out.content)
        call = out.tool_calls[0]
        assert call["name"] == "clause_search" and call["args"]["contract"] == "F-1", (question, call)
        if category:
            assert call["args"].get("category") == category, (question, call)


def test_a_clause_of_it_without_a_contract_in_the_thread_asks_which() -> None:
    for question in (
        "is there an exclusivity clause in it?",
        "any audit rights in it?",
        "does it have a non-compete?",
    ):
        out = _with_clauses().invoke([HumanMessage(question)])
        assert not out.tool_calls, (question, out.tool_calls)
        assert "which contract" in out.content.lower(), (question, out.content)


def test_contracts_that_do_what_a_clause_says_are_a_search_across_them() -> None:
    for question, category in [
        ("which agreements give the licensee an irrevocable license?", "Irrevocable Or Perpetual License"),
        ("any contracts that require us to buy a minimum quantity?", "Minimum Commitment"),
        ("list the deals that cap liability", "Cap On Liability"),
        ("anything that prohibits assignment without consent?", "Anti-Assignment"),
    ]:
        out = _with_clauses().invoke([HumanMessage(question)])
        assert out.tool_calls, (question, out.content)
        call = out.tool_calls[0]
        assert call["name"] == "clause_search", (question, call)
        assert call["args"].get("category") == category and "contract" not in call["args"], (question, call)


def test_a_second_kind_of_contract_in_a_clause_question_is_said_as_not_used() -> None:
    result = {
        "tool": "clause_search",
        "query": "liability uncapped",
        "hits": [],
        "contracts_considered": 3,
        "matched": False,
        "searched": {"query": "liability uncapped", "contract_type": "Collaboration"},
    }
    question = "which of our collaboration agreements leave liability uncapped, the alliance ones too?"
    call = AIMessage("", tool_calls=[{"name": "clause_search", "args": result["searched"], "id": "1"}])
    tool = ToolMessage(json.dumps(result), tool_call_id="1", artifact=result)
    answer = _with_clauses().invoke([HumanMessage(question), call, tool])
    assert "alliance" in to_answer([HumanMessage(question), call, tool, answer]).unread
    # listed with it, it is read: either kind ("Strategic Alliance or Collaboration"), nothing unread
    listed = {
        **result,
        "searched": {**result["searched"], "contract_type": "Strategic Alliance or Collaboration"},
    }
    tool = ToolMessage(json.dumps(listed), tool_call_id="1", artifact=listed)
    answer = _with_clauses().invoke([HumanMessage(question), call, tool])
    assert "alliance" not in to_answer([HumanMessage(question), call, tool, answer]).unread


def test_a_contract_named_first_with_a_bracketed_aside_is_the_contract_it_means() -> None:
    out = _with_clauses().invoke(
        [HumanMessage("zenith / quarry cooperation agmt (orbis media) — does it auto-renew?")]
    )
    assert out.tool_calls and "which contract" not in str(out.content).lower(), out.content  # searched


def test_a_clause_with_the_name_of_a_type_is_the_clause_of_the_type_named_with_it() -> None:
    for question, types, category in [
        ("which JVs carry a non-compete", "Joint Venture", "Non-Compete"),
        (
            "any of the alliance / collab agmts w/ jointly owned IP?",
            "Strategic Alliance or Collaboration",
            "Joint Ip Ownership",
        ),
    ]:
        out = _with_clauses().invoke([HumanMessage(question)])
        assert out.tool_calls, (question, out.content)
        args = out.tool_calls[0]["args"]
        assert (out.tool_calls[0]["name"], args.get("contract_type"), args.get("category")) == (
            "clause_search",
            types,
            category,
        ), (question, args)


def test_the_closest_passage_of_a_search_that_found_none_is_quoted_as_such() -> None:
    near = {
        "file_id": "F-1",
        "start": 10,
        "end": 90,
        "text": "Liability is limited to fees paid.",
        "category": "Cap On Liability",
    }
    result = {
        "tool": "clause_search",
        "query": "cap on liability",
        "hits": [],
        "closest": [near],
        "contract": "F-1",
        "sections_searched": 12,
        "contracts_considered": 1,
        "searched": {"contract": "F-1", "category": "Cap On Liability"},
    }
    call = AIMessage("", tool_calls=[{"name": "clause_search", "args": {}, "id": "1"}])
    tool = ToolMessage(json.dumps(result), tool_call_id="1", artifact=result)
    out = _with_clauses().invoke([HumanMessage("does F-1 cap liability?"), call, tool])
    assert "probably not about it" in out.content
    quoted = to_answer([call, tool, out]).clauses
    assert [(q["file_id"], q["start"]) for q in quoted] == [("F-1", 10)]
    assert quoted[0]["category"] == "closest passage, probably not Cap On Liability"  # every surface says so


@pytest.mark.parametrize(
    "question",
    [
        "any good lunch spots near union station?",
        "where can I get coffee near acme tower",
        "book me a hotel near union square",
    ],
)
def test_everyday_asks_are_out_of_domain_even_when_a_word_is_a_party(question: str) -> None:
    planner = offline_planner(
        PartyIndex(names={party_key(n): n for n in ("UNION DENTAL CORP.", "Acme Inc.")})
    )
    out = planner.invoke(
        [HumanMessage(question)], scope=ReaderScope(tenant="t").model_dump(), today="2019-06-30"
    )
    assert not out.tool_calls and out.additional_kwargs["clausebot"]["refused"] == "out_of_domain", out


def test_how_much_one_named_contract_is_for_is_its_value_not_a_total() -> None:
    out = _with_clauses().invoke([HumanMessage("the initech consulting deal w/ acme — how much is it for?")])
    assert out.tool_calls[0]["name"] == "contract_search", out.tool_calls  # that contract, then its value


def _after_one_contract(question: str) -> AIMessage:
    """`question` asked after an answer about one contract (its card)."""
    card = {**CARD, "file_id": "F-9", "title": "Joint Venture Agreement", "contract_type": "Joint Venture"}
    result = {"tool": "contract_details", "found": True, "contract": {**card, "clauses": []}, "card": card}
    call = AIMessage("", tool_calls=[{"name": "contract_details", "args": {}, "id": "1"}])
    tool = ToolMessage(json.dumps(result), tool_call_id="1", artifact=result)
    done = AIMessage("Its initial term ends on 2024-12-19.")
    return _with_clauses().invoke(
        [HumanMessage("the Acme JV: when does it end?"), call, tool, done, HumanMessage(question)]
    )


@pytest.mark.parametrize(
    ("follow", "category"),
    [
        ("How is the revenue split between them?", "Revenue/Profit Sharing"),  # "them": its parties
        ("any non-compete?", "Non-Compete"),  # nothing else named: the thread's contract
    ],
)
def test_a_bare_clause_question_after_one_contract_searches_that_one(follow: str, category: str) -> None:
    out = _after_one_contract(follow)
    assert out.tool_calls[0]["name"] == "clause_search", out
    assert (
        out.tool_calls[0]["args"].get("contract") == "F-9"
        and out.tool_calls[0]["args"]["category"] == category
    )


def test_a_clause_question_across_a_type_after_one_contract_is_across() -> None:
    out = _after_one_contract("which supply agreements have a non-compete?")
    assert out.tool_calls[0]["name"] == "clause_search" and "contract" not in out.tool_calls[0]["args"], out


def test_a_clause_asked_of_a_named_party_searches_its_contracts() -> None:
    index = PartyIndex.of("Pretzel Time, Inc.", "Zeta Corp")
    question = "Can the franchisee sell the unit to a buyer without Pretzel Time signing off?"
    scope = ReaderScope(tenant="t").model_dump()
    out = offline_planner(index).invoke([HumanMessage(question)], scope=scope, today="2019-06-30")
    call = out.tool_calls[0]
    assert call["name"] == "clause_search" and call["args"]["category"] == "Anti-Assignment", out
    assert call["args"].get("parties") == ["Pretzel Time, Inc."], call


@pytest.mark.parametrize(
    "question",
    [
        "which licences expire in the next twelve months? I should like to warn the licensees well ahead",
        "what is the total value of our development agreements, and which one contributes the most?",
    ],
)
def test_words_beside_dates_or_a_figure_are_no_clause_text(question: str) -> None:
    out = _with_clauses().invoke([HumanMessage(question)], today="2019-06-30")
    assert [c["name"] for c in out.tool_calls] != ["clause_search"], out.tool_calls
