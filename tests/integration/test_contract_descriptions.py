"""Loose contract descriptions ("the zylo distribution deal") resolved against the real graph.

The contracts are written here with file names, titles and parties shaped like CUAD's (company
names glued into the file name, amendments with long titles); the descriptions are a user's.
"""

from __future__ import annotations

from datetime import date

import pytest

from agent.tools import RunContext, ToolContext
from agent.tools.details import resolve_contract
from graph_ingest.generator import generate_contracts
from graph_ingest.models import Organization, Scope
from graph_ingest.normalize import to_record
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore

pytestmark = pytest.mark.integration

TENANT = "describe-tenant"
SCOPE = ReaderScope(tenant=TENANT)
BASE = "ZYLOTECHINC_03_02_2001-EX-10.1-DISTRIBUTOR AGREEMENT"
AMENDMENT = "ZYLOTECHINC_03_02_2001-EX-10.2-AMENDMENT NO. 2 TO THE DISTRIBUTOR AGREEMENT"
SUPPLY = "ZYLOTECHINC_05_11_2004-EX-10.5-SUPPLY AGREEMENT"
TITLES = {
    BASE: ("Distributor Agreement", ["Zylotech, Inc.", "Marlin Trading Co."]),
    AMENDMENT: (
        "Amendment No. 2 to the Distributor Agreement between Zylotech and Marlin",
        ["Zylotech, Inc.", "Marlin Trading Co."],
    ),
    SUPPLY: ("Supply Agreement", ["Zylotech, Inc.", "Orion Parts GmbH"]),
}
OTHER_SUPPLIERS = 12  # "supply" is a word too many contracts have to tell one apart


@pytest.fixture(scope="module")
def ctx(store: GraphStore) -> ToolContext:
    generated = generate_contracts(len(TITLES) + OTHER_SUPPLIERS, seed=41)
    named = [(f, t, parties) for f, (t, parties) in TITLES.items()]
    named += [
        (
            f"SUPPLIER{i}CORP_2010-EX-10.{i}-SUPPLY AGREEMENT",
            "Supply Agreement",
            [f"Supplier {i} Corp", "Buyer Ltd"],
        )
        for i in range(OTHER_SUPPLIERS)
    ]
    records = []
    for g, (file_id, title, parties) in zip(generated, named, strict=True):
        truth = g.truth.model_copy(
            update={
                "title": title,
                "contract_type": title.split()[-2],  # "Distributor", "Supply"
                "parties": [Organization(name=n, role="party") for n in parties],
            }
        )
        records.append(to_record(truth, file_id=file_id, scope=Scope(tenant=TENANT), source="generated"))
    store.write_contracts(records)
    return ToolContext(store)


@pytest.mark.parametrize(
    ("description", "ids", "unused"),
    [
        # the company's short name inside a file name written as one word; a word's other form
        ("the zylo distribution deal", [BASE], []),
        ("zylotek's distributor agreement", [BASE], []),  # a typo, possessive
        # the agreement itself before its amendment, unless the amendment is asked for
        ("the zylotech distributor agreement", [BASE], []),
        ("the amendment to the zylotech distributor agreement", [AMENDMENT], []),
        # a word no contract has does not stop the match, and is said
        ("the original zylo distributor agreement", [BASE], ["original"]),
        # as good a fit for several: the caller asks which
        ("the zylotech agreement", [BASE, SUPPLY], []),
        # only common words match: no supply agreement in particular
        ("the quintex supply agreement", [], ["quintex"]),
        ("the orion supply agreement", [SUPPLY], []),
    ],
)
async def test_a_loose_description_finds_its_contract(ctx, description, ids, unused) -> None:
    resolution = await resolve_contract(ctx, description, RunContext.now(SCOPE))
    assert sorted(resolution.ids) == sorted(ids)
    assert resolution.unused == unused


async def test_descriptions_see_only_the_callers_contracts(ctx) -> None:
    assert (
        await resolve_contract(
            ctx, "the zylo distribution deal", RunContext.now(ReaderScope(tenant="elsewhere"))
        )
    ).ids == []


async def test_the_answer_names_the_words_it_did_not_use(settings, store, ctx) -> None:
    from langgraph.checkpoint.memory import InMemorySaver

    from agent.answerer import AgentService

    service = AgentService.create(settings, store, InMemorySaver(), today=lambda: date(2012, 6, 30))
    reply = await service.answer("when does the original zylo distribution deal end?", "t-describe", SCOPE)
    assert reply.contracts[:1] == [BASE]
    assert reply.unread == ["original"] and "“original”" in reply.answer
    named = await service.answer("when does the zylo distribution deal end?", "t-describe-2", SCOPE)
    assert named.contracts[:1] == [BASE] and named.unread == []
