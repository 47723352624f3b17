"""The named steps of `find_effective_date` (`graph_ingest.extract.terms`), each on small hand-written inputs."""

from __future__ import annotations

from datetime import date

from graph_ingest.extract.dates import find_dates
from graph_ingest.extract.terms import (
    _commencement_date,
    _defined_effective_date,
    _early_date,
    _effective_date_definition,
    _effective_on_last_signature,
    _preamble_date,
    _stated_effective_date,
)


def test_defined_effective_date() -> None:
    assert _defined_effective_date('This Agreement is dated June 1, 2018 (the "Effective Date").') == date(
        2018, 6, 1
    )
    assert (
        _defined_effective_date('(the "Effective Date") is June 1, 2018.') is None
    )  # the date must come first


def test_effective_date_definition() -> None:
    assert _effective_date_definition('"Effective Date" means June 1, 2018.') == (date(2018, 6, 1), [])
    assert _effective_date_definition("Effective Date: 5/8/14\n") == (date(2014, 5, 8), [])
    assert _effective_date_definition('"Effective Date" means the date of signature.') == (None, [])
    # a label past the first 5000 characters is weaker: kept aside while a definition is looked for
    far = " " * 5001 + "Effective Date: June 1, 2018\n"
    assert _effective_date_definition(far) == (None, [date(2018, 6, 1)])
    assert _effective_date_definition(far + '"Effective Date" means July 2, 2019.') == (
        date(2019, 7, 2),
        [date(2018, 6, 1)],
    )


def test_effective_on_last_signature() -> None:
    signing = "This Agreement is effective as of the later of the two signature dates below.\n\n"
    blocks = "IN WITNESS WHEREOF the parties sign.\nDate: June 1, 2018\nDate: June 5, 2018\n"
    assert _effective_on_last_signature(signing + blocks, find_dates(signing + blocks)) == date(2018, 6, 5)
    assert _effective_on_last_signature(signing, find_dates(signing)) is None  # no signature dates
    counterparts = "This Agreement may be signed in counterparts, each effective on the later of the two signature dates."
    text = counterparts + "\n\n" + blocks
    assert _effective_on_last_signature(text, find_dates(text)) is None


def test_commencement_date() -> None:
    text = "The term of this Agreement shall commence on June 1, 2018 and continue."
    assert _commencement_date(text, find_dates(text)) == date(2018, 6, 1)
    text = "This Agreement shall be effective as of June 1, 2018."
    assert _commencement_date(text, find_dates(text)) == date(2018, 6, 1)
    text = "The term of this Agreement shall commence on the termination of the Prior Agreement, being June 1, 2018."
    assert _commencement_date(text, find_dates(text)) is None
    text = " " * 60001 + "The term shall commence on June 1, 2018."
    assert _commencement_date(text, find_dates(text)) is None  # too far into the text


def test_stated_effective_date() -> None:
    text = "This Agreement is executed on December 5, 2007, to be effective January 1, 2008."
    assert _stated_effective_date(text, find_dates(text)) == date(2008, 1, 1)
    text = "This Agreement is signed and effective as of March 3, 2010."
    assert _stated_effective_date(text, find_dates(text)) == date(2010, 3, 3)
    text = "Signed December 5, 2007."
    assert _stated_effective_date(text, find_dates(text)) is None


def _preamble(text: str) -> date | None:
    return _preamble_date(text, find_dates(text), 3000)


def test_preamble_date() -> None:
    assert _preamble("This Agreement is made and entered into as of June 1, 2018 by Acme and Beta.") == date(
        2018, 6, 1
    )
    assert _preamble("This Agreement is made on December 5, 2007, to be effective January 1, 2008.") == date(
        2008, 1, 1
    )
    # this agreement's own date beats a dated line, which beats other cues, which beat a bare 'on'
    assert _preamble(
        "SERVICES AGREEMENT\nDated: June 1, 2018\nThis Agreement is made as of July 2, 2019."
    ) == date(2019, 7, 2)
    assert _preamble("SERVICES AGREEMENT\nDated: June 1, 2018\nsomething on July 2, 2019.") == date(
        2018, 6, 1
    )
    assert _preamble("Agreement dated June 1, 2018 between Acme and Beta.") == date(2018, 6, 1)
    assert _preamble("Agreement between Acme and Beta on June 1, 2018.") == date(2018, 6, 1)
    # not another agreement's date in a recital, nor a date that ends a period, nor one without a cue
    assert _preamble("WHEREAS, Acme and Beta entered into an agreement dated as of December 5, 1995;") is None
    assert _preamble("The license runs until June 1, 2018.") is None
    assert _preamble("Acme and Beta, June 1, 2018.") is None


def test_early_date() -> None:
    text = "Acme and Beta, June 1, 2018."
    assert _early_date(text, find_dates(text)) == date(2018, 6, 1)
    text = "The license runs until June 1, 2018. Other text July 2, 2019."
    assert _early_date(text, find_dates(text)) == date(2019, 7, 2)
    text = "WHEREAS the Note dated June 1, 2018;\n\nJuly 2, 2019"
    assert _early_date(text, find_dates(text)) == date(2019, 7, 2)
    text = " " * 5000 + "June 1, 2018"
    assert _early_date(text, find_dates(text)) is None
