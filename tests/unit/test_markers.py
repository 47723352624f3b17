"""Every test that starts servers carries the marker that lets `-m "not integration and not e2e"` skip it:
`integration` in tests/integration and wherever the suite's ArcadeDB and Redis are needed, `e2e` in
tests/e2e; and no unit test module imports a server fake or another layer's test module."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.conftest import DESELECTED

TESTS = Path(__file__).resolve().parents[1]
# what a unit test must not import: fakes that serve HTTP, and the modules of the other layers
SERVER_MODULES = ("tests.fakes", "tests.integration", "tests.e2e")


def module_marks(path: Path) -> set[str]:
    """The marker names in a module's top-level `pytestmark` (one marker, or a list or tuple of them)."""
    for node in ast.parse(path.read_text(), str(path)).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "pytestmark" for t in node.targets
        ):
            value = node.value
            marks = value.elts if isinstance(value, ast.List | ast.Tuple) else [value]
            return {_mark_name(m) for m in marks}
    return set()


def _mark_name(node: ast.expr) -> str:
    if isinstance(node, ast.Call):  # pytest.mark.x(...)
        node = node.func
    if (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Attribute)
        and node.value.attr == "mark"
    ):
        return node.attr
    return ast.unparse(node)


def imported_modules(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


def modules_in(folder: str) -> list[Path]:
    return sorted((TESTS / folder).glob("test_*.py"))


@pytest.mark.parametrize(("folder", "marker"), [("integration", "integration"), ("e2e", "e2e")])
def test_every_module_of_the_folder_carries_its_marker(folder: str, marker: str) -> None:
    modules = modules_in(folder)
    assert modules, f"tests/{folder} has no test modules"
    unmarked = [m.name for m in modules if marker not in module_marks(m)]
    assert unmarked == [], f"add `pytestmark = pytest.mark.{marker}` to these modules"


def test_unit_modules_start_no_server() -> None:
    modules = modules_in("unit")
    assert modules
    found = {
        m.name: sorted(i for i in imported_modules(m) if i.startswith(SERVER_MODULES))
        for m in modules
        if any(i.startswith(SERVER_MODULES) for i in imported_modules(m))
    }
    assert found == {}
    assert [m.name for m in modules if module_marks(m) & {"integration", "e2e"}] == []


def test_every_collected_test_that_needs_the_servers_is_marked_integration(
    request: pytest.FixtureRequest,
) -> None:
    """Through the collected items (the deselected ones too), so fixtures pulled in indirectly count."""
    items = [*request.session.items, *request.config.stash.get(DESELECTED, [])]
    needs_servers = [i for i in items if "servers" in i.fixturenames]
    assert [i.nodeid for i in needs_servers if i.get_closest_marker("integration") is None] == []
    e2e = [i for i in items if Path(i.path).is_relative_to(TESTS / "e2e")]
    assert [i.nodeid for i in e2e if i.get_closest_marker("e2e") is None] == []


def test_the_checks_read_markers_and_imports(tmp_path: Path) -> None:
    cases = {
        "pytestmark = pytest.mark.integration\n": {"integration"},
        "pytestmark = [pytest.mark.e2e, pytest.mark.integration]\n": {"e2e", "integration"},
        "pytestmark = (pytest.mark.e2e, pytest.mark.timeout(5))\n": {"e2e", "timeout"},
        "import pytest\n\n\ndef test_x() -> None:\n    pytestmark = pytest.mark.integration\n": set(),
        "mark = pytest.mark.integration\n": set(),
    }
    for i, (source, marks) in enumerate(cases.items()):
        module = tmp_path / f"test_{i}.py"
        module.write_text(source)
        assert module_marks(module) == marks, source
    module = tmp_path / "test_imports.py"
    module.write_text("def f():\n    from tests.fakes import FakeOpenAI\n    import tests.e2e.mock_slack\n")
    assert imported_modules(module) == {"tests.fakes", "tests.e2e.mock_slack"}
