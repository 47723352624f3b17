"""The contract read model: one formatter from a graph row, one clock, cards passed through unchanged."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from agent.answerer import AgentAnswer
from bot.conversation import ConversationService
from bot.types import Turn
from core.settings import Settings
from graph_ingest.cards import ContractCard, card_from_row, iso_date, status_of

ROW = {
    "file_id": "F-1",
    "title": None,
    "contract_type": "Supply",
    "effective_date": date(2020, 1, 1),
    "end_date": date(2022, 12, 31),
    "total_amount": 5000.0,
    "summary": "Acme supplies widgets.",
    "law_country": "US",
    "law_subdivision": "US-NY",
    "parties": [{"name": "Acme Inc.", "role": "Supplier"}, None, {"name": None, "role": "x"}],
    "clause_types": ["Non-Compete", None, "Cap On Liability", "Non-Compete"],
}


def test_card_from_a_graph_row() -> None:
    card = card_from_row(ROW, today=date(2021, 6, 1))
    assert card.title == "F-1"  # no title: the file id
    assert [p.name for p in card.parties] == ["Acme Inc."] and card.party_count == 2
    assert card.clause_types == ["Cap On Liability", "Non-Compete"]
    assert card.governing_law == "New York, United States"
    assert (card.law_country, card.law_subdivision) == ("US", "US-NY")
    assert card.status == "active"


@pytest.mark.parametrize(
    ("end", "today", "status"),
    [
        (date(2022, 12, 31), date(2022, 12, 31), "active"),
        (date(2022, 12, 31), date(2023, 1, 1), "expired"),
        (None, date(2023, 1, 1), "unknown"),
    ],
)
def test_status_is_judged_on_the_given_day(end: date | None, today: date, status: str) -> None:
    assert status_of(end, today) == status
    assert card_from_row({**ROW, "end_date": end}, today).status == status


def test_iso_date_of_driver_and_python_dates() -> None:
    class DriverDate:  # neo4j.time.Date has to_native()
        def to_native(self) -> date:
            return date(2019, 6, 30)

    assert iso_date(DriverDate()) == "2019-06-30" and iso_date(date(2019, 6, 30)) == "2019-06-30"
    assert iso_date(None) is None


async def test_the_service_renders_the_cards_the_agent_returned() -> None:
    cards = [card_from_row({**ROW, "file_id": f"F-{i}"}, date(2021, 1, 1)) for i in range(5)]

    async def answerer(question: str, thread_id: str, scope: Any) -> AgentAnswer:
        return AgentAnswer(answer="Five contracts.", contracts=[c.file_id for c in cards], cards=cards)

    service = ConversationService(Settings(), answerer)  # holds no store: it renders what the agent returned
    reply = await service.handle(
        Turn(platform="web", workspace="w", channel="c", thread="t", user="u", text="q")
    )
    assert reply.error_code is None
    assert [c.file_id for c in reply.cards] == ["F-0", "F-1", "F-2"]
    assert reply.sources == [f"F-{i}" for i in range(5)]
    assert isinstance(reply.cards[0], ContractCard) and reply.cards[0].status == "active"


def test_a_contract_that_has_not_started_is_upcoming_not_active() -> None:
    start, end = date(2023, 3, 1), date(2025, 12, 31)
    assert status_of(end, date(2023, 1, 1), start) == "upcoming"
    assert status_of(end, date(2023, 3, 1), start) == "active"
    assert (
        card_from_row({**ROW, "effective_date": start, "end_date": end}, date(2023, 1, 1)).status
        == "upcoming"
    )


def test_today_in_a_time_zone() -> None:
    from core.clock import today_in, zone_of

    assert today_in(None) is not None and today_in("Pacific/Kiritimati")() >= today_in("Pacific/Pago_Pago")()
    with pytest.raises(ValueError, match="IANA"):
        zone_of("Mars/Olympus")


def test_a_renewing_contract_shows_its_renewal_and_notice_day_on_every_surface() -> None:
    from bot.slack_blocks import card_blocks
    from bot.teams_cards import _contract

    renewing = {
        **ROW,
        "end_date": date(2027, 3, 1),
        "auto_renew": True,
        "renewal_term": "P1Y",
        "renewal_notice_days": 60,
    }
    card = card_from_row(renewing, today=date(2026, 12, 1))
    assert card.renewal == (
        "Renews automatically every 1 year, next on 2027-03-01; notice of non-renewal by 2026-12-30 (60 days' notice)"
    )
    assert (card.next_renewal, card.notice_by) == (date(2027, 3, 1), date(2026, 12, 30))
    assert card.renewal in str(card_blocks(card)) and card.renewal in str(_contract(card))
    missed = card_from_row(renewing, today=date(2027, 1, 10))
    assert missed.renewal.endswith(  # 60 days before 2028-03-01 (a leap year), read a day early
        "; too late to stop it (notice was due 2026-12-30); notice for the following renewal by 2027-12-31"
    )
    lapsed = card_from_row({**renewing, "end_date": date(2026, 3, 1)}, today=date(2026, 12, 1))
    assert lapsed.status == "active" and lapsed.next_renewal == date(2027, 3, 1), "it renewed: not expired"
    assert card_from_row({**ROW, "perpetual": True, "end_date": None}, date(2026, 1, 1)).renewal == (
        "No fixed end: runs until terminated"
    )
    assert card_from_row(ROW, date(2021, 6, 1)).renewal is None
