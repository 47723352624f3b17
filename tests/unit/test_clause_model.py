"""The shipped clause model and the words people use for clause categories (issue #12, #18)."""

from __future__ import annotations

import numpy as np
import pytest

from agent.clause_intent import category_for, is_clause_topic
from graph_ingest.retrievers.clause_model import (
    ClauseModel,
    Example,
    fit,
    pick_doubt,
    pick_sure,
    quote_scores,
    shipped_model,
    terms,
)

MODEL = shipped_model()


def test_the_model_ships_with_its_provenance_and_thresholds() -> None:
    assert MODEL is not None
    assert "CUAD" in MODEL.meta["trained_on"] and "CC BY 4.0" in MODEL.meta["trained_on"]
    assert MODEL.within < MODEL.across
    assert MODEL.knows("termination for convenience") and MODEL.knows("Cap On Liability")
    assert not MODEL.knows("Weather Forecast")


@pytest.mark.parametrize(
    ("passage", "category"),
    [
        (
            "Either party may terminate this Agreement at any time, for any reason or no reason, upon "
            "thirty (30) days prior written notice to the other party.",
            "Termination For Convenience",
        ),
        (
            "IN NO EVENT SHALL EITHER PARTY'S AGGREGATE LIABILITY ARISING OUT OF THIS AGREEMENT EXCEED "
            "THE TOTAL FEES PAID BY CUSTOMER IN THE TWELVE (12) MONTHS PRECEDING THE CLAIM.",
            "Cap On Liability",
        ),
        (
            "Neither party may assign this Agreement or any of its rights hereunder without the prior "
            "written consent of the other party, and any attempted assignment shall be void.",
            "Anti-Assignment",
        ),
    ],
)
def test_a_plain_clause_is_recognised_and_ranked_above_boilerplate(passage: str, category: str) -> None:
    assert MODEL is not None
    boiler = "This Agreement may be executed in counterparts, each of which shall be deemed an original."
    logits = MODEL.logits([passage, boiler])
    j = MODEL.column(category)
    assert logits[0, j] >= MODEL.across, logits[0, j]
    assert logits[1, j] < MODEL.within
    assert logits[0, j] > logits[1, j]


def test_save_and_load_round_trip(tmp_path) -> None:  # noqa: ANN001
    yes = "the licensee shall pay royalties of five percent of net sales"
    no = "notices shall be sent by registered mail to the addresses above"
    examples = [Example(f"c{i}", yes if i % 2 else no, frozenset({"Revenue/Profit Sharing"} if i % 2 else ()))
                for i in range(40)]  # fmt: skip
    model = fit(examples, ["Revenue/Profit Sharing", "Audit Rights"])
    assert model.categories == ["Revenue/Profit Sharing"]  # no positives for audits: no model for it
    model.within, model.across, model.sure = -1.0, 0.5, [1.25]
    model.save(tmp_path / "m.npz")
    again = ClauseModel.load(tmp_path / "m.npz")
    assert (again.within, again.across, again.sure) == (-1.0, 0.5, [1.25])
    assert again.sure_at(0) == 1.25
    np.testing.assert_allclose(again.logits([yes, no]), model.logits([yes, no]), atol=0.02)
    assert again.logits([yes])[0, 0] > 0 > again.logits([no])[0, 0]


def test_terms_are_words_and_word_pairs() -> None:
    assert terms("Shall NOT exceed") == ["shall", "not", "exceed", "shall not", "not exceed"]


@pytest.mark.parametrize(
    ("topic", "category"),
    [
        ("can we get out of it without cause", "Termination For Convenience"),
        ("does it roll over automatically", "Renewal Term"),
        ("what colour is the cover page", None),  # no cue: not guessed
        ("automatic renewal", "Renewal Term"),
        ("how much notice to prevent it renewing", "Notice Period To Terminate Renewal"),
        ("maximum liability", "Cap On Liability"),
        ("unlimited liability", "Uncapped Liability"),
        ("can they hire away our staff", "No-Solicit Of Employees"),
        ("who owns the work product", "Ip Ownership Assignment"),
        ("right of first refusal", "Rofr/Rofo/Rofn"),
        ("best pricing guarantee", "Most Favored Nation"),
        ("minimum order quantities", "Minimum Commitment"),
        ("source code escrow", "Source Code Escrow"),
        ("what happens after termination", "Post-Termination Services"),
        ("governing law", "Governing Law"),
        ("the parties", None),
    ],
)
def test_topic_words_map_to_categories(topic: str, category: str | None) -> None:
    assert category_for(topic) == category


def test_clause_topics_are_told_from_other_words() -> None:
    assert is_clause_topic("stop them from poaching our people")
    assert not is_clause_topic("what is the weather in Paris")


def test_sentences_and_the_quoted_excerpt() -> None:
    from graph_ingest.clause_search import excerpt
    from graph_ingest.extract.clauses import sentence_spans

    text = (
        "7. Term. This Agreement starts on the Effective Date; it ends three years later. Either party may "
        "terminate it for convenience on thirty days notice.\n\n(a) Notices are sent in writing to the other party."
    )
    spans = sentence_spans(text)
    assert [text[a:b] for a, b in spans][
        1
    ] == "Either party may terminate it for convenience on thirty days notice."
    a, b = spans[1]
    assert excerpt(text, 100, 100 + a, 100 + b) == f"… {text[a:b]} …"
    assert excerpt(text, 100, None, None) == text
    assert excerpt(text, 100, 100, 100 + len(text)) == text.strip()


def test_a_rule_tag_adds_the_bonus_the_cross_validation_chose() -> None:
    assert MODEL is not None and MODEL.tag_bonus >= 0
    text = "Either party may terminate this Agreement for convenience upon thirty days notice."
    plain = MODEL.scores([text])
    tagged = MODEL.scores([text], [["Termination For Convenience", "Not A Category"]])
    j = MODEL.column("Termination For Convenience")
    assert tagged[0, j] == pytest.approx(plain[0, j] + MODEL.tag_bonus)
    others = [i for i in range(len(MODEL.categories)) if i != j]
    np.testing.assert_allclose(tagged[0, others], plain[0, others])


def test_every_category_has_a_sure_logit_at_or_above_across() -> None:
    assert MODEL is not None and MODEL.sure is not None and len(MODEL.sure) == len(MODEL.categories)
    assert all(MODEL.sure_at(j) >= MODEL.across for j in range(len(MODEL.categories)))


def test_a_quote_is_sure_only_where_the_best_passage_was_the_clause() -> None:
    """Per category, from out-of-fold contracts: "Good" quotes its clause whenever it says so, "Bad"
    quotes the wrong passage of half its contracts until the logit is high (shrunk towards the pooled
    rate, so a category needs more than one lucky contract)."""
    categories = ["Good", "Bad"]
    quotes = {}
    for i in range(40):
        logit = np.array([1.0 + i / 10, 1.0 + i / 10])
        right = np.array([True, i >= 30 or i % 2 == 0])  # Bad: right above logit 4.0, else every other
        quotes[f"c{i}"] = (logit, right)
    sure = pick_sure(quotes, categories, floor=1.0)
    assert sure[0] == 1.0
    assert 2.5 < sure[1] <= 4.25, sure
    never = pick_sure({"c": (np.array([3.0]), np.array([False]))}, ["Never"], floor=1.0)
    assert never == [float("inf")]


def test_a_no_is_unsure_down_to_where_contracts_without_the_clause_dominate() -> None:
    """Contracts scored out of fold: in the band just under `within` (-1) a third have the clause;
    further down one in twenty. A "no" is unsure down to where the share falls to 15%."""
    scored = {}
    for i in range(60):
        logit = -1.0 - i / 20  # -1.0 .. -3.95
        has = (i % 3 == 0) if logit > -2.0 else (i % 20 == 0)
        scored[f"c{i}"] = (np.array([logit]), {"X"} if has else set())
    assert pick_doubt(scored, ["X"], within=-1.0) == -2.0
    assert pick_doubt({"c": (np.array([-1.2]), set())}, ["X"], within=-1.0) == -1.0
    assert MODEL is not None and MODEL.doubt is not None and MODEL.floor <= MODEL.within


def test_quote_scores_say_whether_the_best_passage_is_labelled() -> None:
    yes = "the licensee shall pay royalties of five percent of net sales"
    no = "notices shall be sent by registered mail to the addresses above"
    examples = [Example(f"c{i}", yes if i % 2 else no, frozenset({"Revenue/Profit Sharing"} if i % 2 else ()))
                for i in range(40)]  # fmt: skip
    model = fit(examples, ["Revenue/Profit Sharing"])
    one = [Example("k", no, frozenset()), Example("k", yes, frozenset({"Revenue/Profit Sharing"}))]
    wrong = [Example("w", yes, frozenset()), Example("w", no, frozenset({"Revenue/Profit Sharing"}))]
    scores = quote_scores(model, [*one, *wrong])
    assert scores["k"][1].tolist() == [True] and scores["w"][1].tolist() == [False]
    assert scores["k"][0][0] == pytest.approx(model.logits([yes])[0, 0], abs=1e-4)
