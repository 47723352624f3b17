"""The import graph has no upward arrow: core <- graph_ingest <- agent <- bot."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# package -> our packages it must never import
FORBIDDEN = {
    "core": {"graph_ingest", "agent", "bot", "bench"},
    "graph_ingest": {"agent", "bot", "bench"},
    "agent": {"bot", "bench"},
    "bot": {"bench"},
}


def imported_packages(path: Path) -> set[str]:
    """Top-level package of every import in a module, including imports inside functions."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_no_upward_import(package: str) -> None:
    modules = sorted((ROOT / package).rglob("*.py"))
    assert modules, f"{package}/ has no modules"
    upward = {
        str(m.relative_to(ROOT)): sorted(imported_packages(m) & FORBIDDEN[package])
        for m in modules
        if imported_packages(m) & FORBIDDEN[package]
    }
    assert upward == {}


def test_the_check_sees_imports_inside_functions(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("def f():\n    from bot.types import Turn\n    import agent.graph\n")
    assert imported_packages(module) == {"bot", "agent"}


# the only modules of ours that may read across tenants (graph_ingest/admin.py says why)
ADMIN_READERS = {
    "graph_ingest/admin.py",
    "graph_ingest/clause_search.py",
    "graph_ingest/pipeline.py",
    "graph_ingest/tenant_graph.py",  # one tenant's part of the graph: export, delete (bot/tenant_data.py)
    "bot/status.py",
    "bot/parties_cli.py",
}


def _uses_admin_reads(path: Path) -> bool:
    text = path.read_text()
    return (
        "graph_ingest.admin" in text or "AdminReader" in text or re.search(r"store\._run\(", text) is not None
    )


def test_every_chat_read_is_scoped() -> None:
    """Only the listed modules reach the unscoped reader; the agent and the adapters read through
    `GraphStore.read`, which refuses a query without the caller's scope."""
    users = {
        str(m.relative_to(ROOT))
        for package in ("core", "graph_ingest", "agent", "bot")
        for m in (ROOT / package).rglob("*.py")
        if _uses_admin_reads(m)
    }
    assert users - {"graph_ingest/store.py"} == ADMIN_READERS


def test_the_store_has_one_read_method() -> None:
    from graph_ingest.store import GraphStore

    public = {name for name in vars(GraphStore) if not name.startswith("_")}
    writes = {
        "write_contract",
        "write_contracts",
        "write_chunks",
        "fill_renewal_terms",
        "mark_distinct",
        "merge_parties",
        "delete_contract",
    }
    lifecycle = {"from_settings", "close", "verify", "ensure_schema", "wipe_all_for_tests"}
    assert public - writes - lifecycle == {"read"}


def test_the_image_and_the_package_hold_every_layer() -> None:
    import tomllib

    include = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]["find"][
        "include"
    ]
    dockerfile = (ROOT / "deploy" / "Dockerfile").read_text()
    for package in (*FORBIDDEN, "bench"):
        assert f"{package}*" in include, f"{package} is not packaged"
        assert f"COPY {package} ./{package}" in dockerfile, f"{package} is not copied into the image"
