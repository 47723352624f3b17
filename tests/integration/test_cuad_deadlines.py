"""Deadlines of five real CUAD contracts on 2026-12-01, end to end. Every expected date was derived
by hand from the contract's own term clause, never from the project's extraction or deadline code."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from bot.components import build_ingestor
from core.settings import Settings
from graph_ingest.alerts import upcoming
from graph_ingest.models import Scope
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore
from tests.conftest import CUAD_TXT, needs_shared_data

pytestmark = [pytest.mark.integration, needs_shared_data]
TENANT = "slack:TCUADHAND"
TODAY = date(2026, 12, 1)
WITHIN = 400  # days: up to 2028-01-05

DUOS = "DUOSTECHNOLOGIESGROUP,INC_04_21_2009-EX-10.1-STRATEGIC ALLIANCE AGREEMENT.txt"
VENDINGDATA = "ENTERTAINMENTGAMINGASIAINC_02_15_2005-EX-10.5-DISTRIBUTOR AGREEMENT.txt"
KAYA_FEST = "EcoScienceSolutionsInc_20180406_8-K_EX-10.1_11135398_EX-10.1_Sponsorship Agreement.txt"
FEDERATED = "FEDERATEDGOVERNMENTINCOMESECURITIESINC_04_28_2020-EX-99.SERV AGREE-SERVICES AGREEMENT.txt"
VNUE = "VnueInc_20150914_8-K_EX-10.1_9259571_EX-10.1_Promotion Agreement.txt"
NAMES = (DUOS, VENDINGDATA, KAYA_FEST, FEDERATED, VNUE)

CASES = [
    # (a) Automatic one-year renewals, 90 days' notice. "effective as of 15 April, 2009 (the
    # "Effective Date")"; 6.1: "continue for three (3) years thereafter (the "Initial Term") and
    # shall automatically renew for additional one (1) year terms ... unless either party gives the
    # other Party Notice of its intention to terminate this Agreement ninety (90) days before the end
    # of the Initial Term or Renewal Term". Initial term ends 2012-04-15; yearly renewals reach
    # 2026-04-15 (before today), so the current term ends 2027-04-15. Notice: 2027-04-15 - 90 days =
    # 2027-01-15; the product reads a notice day the earliest way the contract may mean it (a term
    # may end on its last day or the day after: README, "Terms and deadlines"), so one day earlier,
    # 2027-01-14. The next cycle (renewal 2028-04-15, notice 2028-01-16) is past the window.
    pytest.param(
        DUOS,
        [("notice", date(2027, 1, 14)), ("renewal", date(2027, 4, 15))],
        date(2027, 4, 15),
        ("automatically renew for additional one (1) year terms", "ninety (90) days before the end"),
        id="duos-1y-renewal-90d",
    ),
    # (b) Automatic three-year renewals, 90 days' notice. "entered into as of January 21, 2005 (the
    # "Effective Date")"; 1: "for a period of five (5) years, beginning on the Effective Date ...
    # subject to automatic successive renewal terms of three (3) years each"; 1.1.1: "written notice
    # of termination ... no later than ninety (90) calendar days prior to the expiration of the
    # relevant Term". Initial term ends 2010-01-21; renewals 2013, 2016, 2019, 2022, 2025-01-21, so
    # the current term ends 2028-01-21 (after the window's end, 2028-01-05: no renewal alert). Notice:
    # 2028-01-21 - 90 days = 2027-10-23, inside the window. The product gives the earliest reading
    # (README, "Terms and deadlines": 90 days may be three calendar months, and the term may end on its
    # last day): 2028-01-21 - 3 months - 1 day = 2027-10-20, three days early, never late. (The stored
    # notice is a number of days, so "calendar days" does not rule the months reading out.)
    pytest.param(
        VENDINGDATA,
        [("notice", date(2027, 10, 20))],
        date(2028, 1, 21),
        ("automatic successive renewal terms of three (3) years", "ninety (90) calendar days prior"),
        id="vendingdata-3y-renewal-90d",
    ),
    # (c) Fixed term, no renewal: "The term of this agreement will begin on April 1, 2018 and
    # continue until April 30, 2018 at 11:59pm." Ended long before today: nothing upcoming.
    pytest.param(KAYA_FEST, [], None, (), id="kaya-fest-fixed-ended"),
    # (d) Until terminated: "dated and effective as of January 1, 2004"; 5(a): "shall continue until
    # terminated by mutual agreement of the parties hereto or by either party on not less than 60
    # days' written notice". No end date, no renewal: nothing upcoming (the 60 days are a notice to
    # terminate at will, not a deadline).
    pytest.param(FEDERATED, [], None, (), id="federated-until-terminated"),
    # (e) Renewal only by agreement: "shall commence on September 10, 2015 and shall continue for One
    # (1) Year (the "Term"). At any time prior to the end of the Term, the Parties may agree in
    # writing to extend the Agreement for successive One (1) Year periods". Not automatic, so the
    # term ended 2016-09-10: nothing upcoming (an automatic reading would renew on 2027-09-10).
    pytest.param(VNUE, [], None, (), id="vnue-renewal-by-agreement"),
]


@pytest.fixture(scope="module")
def imported(store: GraphStore, settings: Settings) -> Iterator[dict[str, str]]:
    ingestor = build_ingestor(settings, store)
    ids: dict[str, str] = {}
    try:
        for name in NAMES:
            text = (CUAD_TXT / name).read_text(encoding="utf-8", errors="replace")
            outcome = ingestor.ingest_bytes(text.encode(), name, Scope(tenant=TENANT))
            assert outcome.status == "imported", outcome
            assert outcome.file_id
            ids[name] = outcome.file_id
        yield ids
    finally:
        for file_id in ids.values():
            store.delete_contract(file_id)


@pytest.mark.parametrize(("name", "expected", "renews_on", "phrases"), CASES)
def test_deadlines_match_the_hand_reading(
    imported: dict[str, str],
    store: GraphStore,
    name: str,
    expected: list[tuple[str, date]],
    renews_on: date | None,
    phrases: tuple[str, ...],
) -> None:
    file_id = imported[name]
    found = upcoming(store, ReaderScope(tenant=TENANT), TODAY, WITHIN, {file_id})
    got = [(a.kind, a.on) for a in found]
    assert got == expected, [a.model_dump() for a in found]
    for alert in found:
        if alert.kind == "notice":
            assert alert.renews_on == renews_on, alert
        if alert.kind in ("notice", "renewal"):
            quote = " ".join((alert.quote or "").split())
            assert any(p.lower() in quote.lower() for p in phrases), alert
