from datetime import date

import pytest

from agent.phrases import find_dates, find_money, parse_date_range
from agent.places import find_places


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2005", (date(2005, 1, 1), date(2005, 12, 31))),
        ("Q3 2005", (date(2005, 7, 1), date(2005, 9, 30))),
        ("third quarter of 2005", (date(2005, 7, 1), date(2005, 9, 30))),
        ("June 2018", (date(2018, 6, 1), date(2018, 6, 30))),
        ("June 1, 2018", (date(2018, 6, 1), date(2018, 6, 1))),
        ("1 June 2018", (date(2018, 6, 1), date(2018, 6, 1))),
        ("1990-01-01", (date(1990, 1, 1), date(1990, 1, 1))),
        ("12/31/2020", (date(2020, 12, 31), date(2020, 12, 31))),
        ("1990s", (date(1990, 1, 1), date(1999, 12, 31))),
    ],
)
def test_parse_date_range(text, expected) -> None:
    assert parse_date_range(text) == expected


@pytest.mark.parametrize(
    ("question", "field", "start", "end"),
    [
        ("contracts that ended after 1990-01-01", "end", date(1990, 1, 2), None),
        ("signed in 2000", "effective", date(2000, 1, 1), date(2000, 12, 31)),
        ("started in Q3 2005", "effective", date(2005, 7, 1), date(2005, 9, 30)),
        (
            "effective dates between June 1, 2018 and December 31, 2020",
            "effective",
            date(2018, 6, 1),
            date(2020, 12, 31),
        ),
        ("have an end date in the 2000?", "end", date(2000, 1, 1), date(2000, 12, 31)),
        ("expiring before 2021", "end", None, date(2020, 12, 31)),
        ("effective on or after March 2019", "effective", date(2019, 3, 1), None),
        ("signed since 2015", "effective", date(2015, 1, 1), None),
    ],
)
def test_find_dates(question, field, start, end) -> None:
    found, _ = find_dates(question)
    assert len(found) == 1
    assert (found[0].field, found[0].start, found[0].end) == (field, start, end)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("more than $50,000", (">", 50000.0)),
        ("a total amount greater than $1,000,000?", (">", 1_000_000.0)),
        ("at least $2.5 million", (">=", 2_500_000.0)),
        ("under 10k dollars", ("<", 10_000.0)),
        ("at most USD 300", ("<=", 300.0)),
        ("worth exactly $5,000", ("=", 5000.0)),
    ],
)
def test_find_money(question, expected) -> None:
    op, amount = expected
    assert find_money(question)[0] == {"amount_op": op, "amount": amount}


def test_no_money_in_plain_numbers() -> None:
    for question in ("contracts signed in 2000", "between 2015 and 2018", "deals with 3 or more parties"):
        assert find_money(question)[0] == {}, question


@pytest.mark.parametrize(
    ("question", "country", "sub", "is_law"),
    [
        ("governed by US law", "US", None, True),
        ("under California law", "US", "US-CA", True),
        ("governed by the laws of the State of New York", "US", "US-NY", True),
        ("the laws of Ontario", "CA", "CA-ON", True),
        ("a party from Japan", "JP", None, False),
        ("Japanese parties", "JP", None, False),
        ("parties located in the United States", "US", None, False),
        ("NY law", "US", "US-NY", True),
        ("English law", "GB", None, True),
    ],
)
def test_find_places(question, country, sub, is_law) -> None:
    place = find_places(question)[0]
    assert (place.country, place.subdivision, place.is_law) == (country, sub, is_law)


def test_still_running_until_or_beyond_a_date_bounds_the_end_date() -> None:
    (f,), _ = find_dates("contracts running until at least the end of 2020")
    assert (f.field, f.start, f.end) == ("end", date(2020, 12, 31), None)
    (f,), _ = find_dates("agreements that run beyond 2021")
    assert (f.field, f.start, f.end) == ("end", date(2022, 1, 1), None)
    (f,), _ = find_dates("contracts signed past June 2019")
    assert (f.field, f.start) == ("effective", date(2019, 7, 1))


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        (
            "r the maint. agmts w/ globex due w/in 6mths?",
            "are the maintenance agreements with globex due within 6 months?",
        ),
        (
            "t4c in the mfg agmt w/o notice",
            "termination for convenience in the manufacturing agreement without notice",
        ),
        ("anything over 2.5m in cali", "anything over $2.5m in California"),
        ("what kicked off last qtr", "what started last quarter"),
    ],
)
def test_chat_shorthand_is_written_out(typed: str, read: str) -> None:
    from agent.phrases import expand_shorthand

    assert " ".join(expand_shorthand(typed).split()) == " ".join(read.split())


def test_shorthand_keeps_capitals_and_words_that_only_look_alike() -> None:
    from agent.phrases import expand_shorthand

    for text in (
        "Section R of the U.S. agreement",
        "the month ahead",
        "an MO supplier",
        "Ur-Energy contracts",
        "r&d agreements under section 4(r)",
        "the u.s. deals",
    ):
        assert expand_shorthand(text) == text


def test_a_stated_window_wins_over_coming_up_and_a_rolling_year() -> None:
    from agent.phrases import find_relative_dates

    today = date(2021, 3, 15)
    found, _ = find_relative_dates("renewals coming up in the next 45 days", today)
    assert [(f.start, f.end) for f in found] == [(today, date(2021, 4, 29))]
    found, _ = find_relative_dates("what expires within the next year", today)
    assert [(f.start, f.end) for f in found] == [(today, date(2022, 3, 15))]
