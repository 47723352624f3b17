"""The import graph has no upward arrow: core <- graph_ingest <- agent <- bot."""

from __future__ import annotations

import ast
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
