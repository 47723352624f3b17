"""The named steps of party extraction (`graph_ingest.extract.parties`), each on small hand-written inputs."""

from __future__ import annotations

import re

import pytest

from graph_ingest.extract.parties import (
    _ANCHOR,
    Party,
    _after_previous_party,
    _anchored_parties,
    _cut_description,
    _division_name,
    _drop_connectives,
    _drop_label,
    _drop_lead_words,
    _from_labels,
    _from_recitals,
    _from_signatures,
    _has_name_size,
    _is_name,
    _is_place_or_reference,
    _is_prose,
    _is_role_or_stop_word,
    _lettered,
    _region,
    _starts_like_name,
    _tidy_name,
    _weaker_preamble,
    _with_aliases,
)


def _names(parties: list[Party] | None) -> list[tuple[str, list[str]]] | None:
    return None if parties is None else [(p.name, p.aliases) for p in parties]


def _preamble(text: str) -> tuple[re.Match[str], str, list[Party]]:
    """The first anchor of `text`, its region and the parties with defined terms there (as find_parties sees them)."""
    anchor = next(_ANCHOR.finditer(text))
    region = _region(text, anchor)
    return anchor, region, _with_aliases(region)


# --- _clean_name's steps ---


def test_division_name() -> None:
    assert (
        _division_name("Ford Motor Media, a division of J. Walter Thompson USA, Inc.")
        == "Ford Motor Media, a division of J. Walter Thompson USA, Inc."
    )
    assert _division_name("Acme Media, a division of the Agreement") == "Acme Media"  # the owner is no name
    assert _division_name("Acme Inc., a Delaware corporation") is None


def test_drop_connectives() -> None:
    assert _drop_connectives("together with Beta Inc.") == "Beta Inc."
    assert _drop_connectives(", and on the other hand, Pizza Fund, Inc.") == "Pizza Fund, Inc."
    assert _drop_connectives("made by and between: Acme Corp.") == " Acme Corp."
    assert _drop_connectives("Acme Corp.") == "Acme Corp."


def test_after_previous_party() -> None:
    assert (
        _after_previous_party(", Hydraspin USA, Inc., a Texas corporation")
        == "Hydraspin USA, Inc., a Texas corporation"
    )
    assert _after_previous_party(", a trust, and Beta Inc.") == "Beta Inc."
    assert _after_previous_party(", a Delaware corporation") is None  # a description and no next party
    assert _after_previous_party("Acme Corp.") == "Acme Corp."


def test_drop_lead_words() -> None:
    assert _drop_lead_words("and (ii) the undersigned Acme Corp.") == "Acme Corp."
    assert _drop_lead_words("professional golfer, TOM WATSON") == "TOM WATSON"
    assert _drop_lead_words("the following two parties on June 1 in Beijing: Phoenix Ltd.") == "Phoenix Ltd."
    assert _drop_lead_words("Acme Corp.") == "Acme Corp."


def test_drop_label() -> None:
    assert _drop_label("Party A: Acme Co., Ltd.") == "Acme Co., Ltd."
    assert _drop_label("Licensor (Seller): Acme Inc.") == "Acme Inc."
    assert _drop_label("Client Name: Beta LLC") == "Beta LLC"
    assert _drop_label("Natalija Tunevic, director of FreeCook") == "FreeCook"
    assert _drop_label("Acme Inc.") == "Acme Inc."


def test_cut_description() -> None:
    assert _cut_description('Chase Bank USA, N.A. ("Chase")') == "Chase Bank USA, N.A."
    assert _cut_description("Interactive Media Network (IMNTV)") == "Interactive Media Network"
    assert _cut_description("Acme Widgets, Inc., a Delaware corporation") == "Acme Widgets, Inc."
    assert _cut_description("DRAGON SYSTEMS, INC. 320 NEVADA STREET NEWTON") == "DRAGON SYSTEMS, INC."
    assert _cut_description("Acme Inc. Hong Kong") == "Acme Inc."
    assert _cut_description("Kes 7 Capital Inc.") == "Kes 7 Capital Inc."  # a number inside the name


def test_tidy_name() -> None:
    assert _tidy_name("VITALIBIS INC a Nevada C") == "VITALIBIS INC"
    assert _tidy_name("Torvec Inc..") == "Torvec Inc."
    assert _tidy_name("Acme Holdings.") == "Acme Holdings"
    assert _tidy_name("Beijing CC-Pharming Ltd. of Beijing, China") == "Beijing CC-Pharming Ltd."
    assert _tidy_name(', "Acme Widgets";') == "Acme Widgets"
    assert _tidy_name("Acme Widgets and") == "Acme Widgets"
    assert _tidy_name("the Acme Widgets") == "Acme Widgets"
    assert _tidy_name("the Acme Group") == "the Acme Group"  # 'the' stays before a company word
    assert _tidy_name("The Bank of Foo") == "The Bank of Foo"


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("", False),
        ("Acme", True),
        ("x" * 151, False),
        (" ".join(["W"] * 16), True),
        (" ".join(["W"] * 17), False),
    ],
)
def test_has_name_size(name: str, expected: bool) -> None:
    assert _has_name_size(name) is expected


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Acme", True),
        ("3M Company", True),
        ("eGain", True),
        ("ebix.com", True),
        ("i3 Integrative Solutions, LLC", True),
        ("deep systems, inc.", True),
        ("the company", False),
        ("the foo inc.", False),
    ],
)
def test_starts_like_name(name: str, expected: bool) -> None:
    assert _starts_like_name(name) is expected


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Licensee", True),
        ("Lenders", True),
        ("Director of Asia-Pacific Operations", True),
        ("Master Franchisee", True),
        ("Acme Franchisee Corp", False),
        ("Section 5", True),
        ("Client on the Effective Date", True),
        ("--", True),
        ("Acme Corp.", False),
    ],
)
def test_is_role_or_stop_word(name: str, expected: bool) -> None:
    assert _is_role_or_stop_word(name) is expected


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("In accordance with Acme", True),
        ("Transportation Service of liquid hydrocarbons", True),
        ("Effective Date", True),
        ("Each Party", True),
        ("Acme of the World", False),
        ("ebix.com", False),
        ("Acme Corp.", False),
    ],
)
def test_is_prose(name: str, expected: bool) -> None:
    assert _is_prose(name) is expected


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Delaware", True),
        ("Europe", True),
        ("the Agreement", True),
        ("P.O. Box 12", True),
        ("5.1 Services", True),
        ("Inc.", True),
        ("June 1, 2018", True),
        ("Acme 2005", True),
        ("WPP 2005 Limited", False),
        ("Acme Corp.", False),
    ],
)
def test_is_place_or_reference(name: str, expected: bool) -> None:
    assert _is_place_or_reference(name) is expected


@pytest.mark.parametrize(
    ("name", "expected"), [("Acme Corp.", True), ("", False), ("the company", False), ("Licensee", False)]
)
def test_is_name(name: str, expected: bool) -> None:
    assert _is_name(name) is expected


# --- find_parties's steps ---


def test_lettered() -> None:
    head = "Party A: Acme Co., Ltd. Address: 1 Road\nParty B: Beta Ltd.\nParty A: Gamma Inc.\n"
    assert _names(_lettered(head)) == [("Acme Co., Ltd.", []), ("Beta Ltd.", [])]  # the first of each label
    assert _lettered("Licensor: Acme Inc.\n") == []  # a role label is not a 'Party X' letter


def test_anchored_parties_with_defined_terms() -> None:
    text = (
        'This Agreement is made by and between Acme Corp., a Delaware corporation ("Acme"), and Beta LLC, a Texas'
        ' limited liability company ("Beta").\n\nWHEREAS x'
    )
    anchor, region, found = _preamble(text)
    assert _names(_anchored_parties(text, text, anchor, region, found)) == [
        ("Acme Corp.", ["Acme"]),
        ("Beta LLC", ["Beta"]),
    ]


def test_anchored_parties_from_the_signature_pages() -> None:
    text = (
        "This Agreement is entered into by and among the Parties signatory hereto.\n\n1. Terms.\n\n"
        "ACME CORP.\nBy: /s/ Ann\n\nBETA LLC\nBy: /s/ Bo\n"
    )
    anchor, region, found = _preamble(text)
    assert found == []
    assert _names(_anchored_parties(text, text, anchor, region, found)) == [
        ("ACME CORP.", []),
        ("BETA LLC", []),
    ]


def test_anchored_parties_none_without_defined_terms() -> None:
    text = "This Agreement is made between Acme Corp. and Beta LLC\n\n1. Terms."
    anchor, region, found = _preamble(text)
    assert _anchored_parties(text, text, anchor, region, found) is None


def test_weaker_preamble_names_without_defined_terms() -> None:
    anchor, region, found = _preamble("This Agreement is made between Acme Corp. and Beta LLC\n\n1. Terms.")
    best, single = _weaker_preamble(anchor, region, found, [])
    assert (_names(best), single) == ([("Acme Corp.", []), ("Beta LLC", [])], [])


def test_weaker_preamble_one_defined_term_and_another_name() -> None:
    anchor, region, found = _preamble('PARTIES: Acme Corp. ("Acme") and John Smith\n\n1. Terms.')
    best, single = _weaker_preamble(anchor, region, found, [])
    assert (_names(best), single) == ([("Acme Corp.", ["Acme"]), ("John Smith", [])], [])
    # under a PARTIES heading, only an organisation's or a person's name joins it (not a table of contents)
    anchor, region, found = _preamble(
        'PARTIES: Acme Corp. ("Acme") and Anti-bribery Representations\n\n1. Terms.'
    )
    best, single = _weaker_preamble(anchor, region, found, [])
    assert (_names(best), single) == ([("Acme Corp.", ["Acme"])], [])


def test_weaker_preamble_a_single_name() -> None:
    anchor, region, found = _preamble("This Agreement is made between Acme Corp. and\n\n1. Terms.")
    best, single = _weaker_preamble(anchor, region, found, [])
    assert (best, _names(single)) == ([], [("Acme Corp.", [])])
    best, single = _weaker_preamble(anchor, region, found, [Party(name="Kept")])  # the first single stays
    assert (best, _names(single)) == ([], [("Kept", [])])
    anchor, region, found = _preamble("This Agreement is made between the parties\n\n1. Terms.")
    assert _weaker_preamble(anchor, region, found, []) == ([], [])


def test_from_recitals() -> None:
    head = 'AGREEMENT\n\nWHEREAS, Acme Corp., a Delaware corporation ("Acme"), and Beta LLC ("Beta") wish to agree;'
    assert _names(_from_recitals(head, [])) == [("Acme Corp.", ["Acme"]), ("Beta LLC", ["Beta"])]
    two = [Party(name="X"), Party(name="Y")]
    assert _from_recitals(head, two) is two  # two parties already: the recitals are not read
    one = [Party(name="X")]
    assert _from_recitals("AGREEMENT without recitals", one) is one


def test_from_labels() -> None:
    assert _names(_from_labels("Licensor: Acme Inc.\nLicensee: Beta LLC\n", [])) == [
        ("Acme Inc.", []),
        ("Beta LLC", []),
    ]
    # one labelled name joins the one named party, but is not enough alone
    assert _names(_from_labels("Customer: Beta LLC\n", [Party(name="Acme Inc.")])) == [
        ("Acme Inc.", []),
        ("Beta LLC", []),
    ]
    assert _from_labels("Customer: Beta LLC\n", []) == []


def test_from_signatures() -> None:
    text = "IN WITNESS WHEREOF\n\nACME CORP.\nBy: /s/ Ann\n\nBETA LLC\nBy: /s/ Bo\n\nGAMMA INC.\nBy: /s/ Cy\n"
    assert _names(_from_signatures(text, [], [])) == [
        ("ACME CORP.", []),
        ("BETA LLC", []),
        ("GAMMA INC.", []),
    ]
    # beside one named party, one more signer; a single preamble name comes first when none was named
    assert _names(_from_signatures(text, [Party(name="Acme Corp.")], [])) == [
        ("Acme Corp.", []),
        ("BETA LLC", []),
    ]
    assert _names(_from_signatures(text, [], [Party(name="Delta Co.")])) == [
        ("Delta Co.", []),
        ("ACME CORP.", []),
        ("BETA LLC", []),
        ("GAMMA INC.", []),
    ]
    two = [Party(name="X"), Party(name="Y")]
    assert _from_signatures(text, two, []) is two
