"""Configuration: environment parsing and a README that documents every variable."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.settings import Settings, env_vars

README = Path(__file__).resolve().parents[2] / "README.md"


def test_every_variable_is_documented_in_the_readme() -> None:
    text = README.read_text()
    missing = [var for var, _, _ in env_vars() if f"`{var}`" not in text]
    assert not missing, f"run `python -m bench.readme_table`; missing: {missing}"


def test_nested_environment_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CLAUSEBOT_GRAPH__URI", "bolt://db.internal:7688")
    monkeypatch.setenv("CLAUSEBOT_REDIS__URL", "redis://cache:6379/2")
    monkeypatch.setenv("CLAUSEBOT_LLM__API_KEY", "sk-test")
    s = Settings(_env_file=None)
    assert s.graph.bolt_port == 7688
    assert s.redis.effective_url == "redis://cache:6379/2"
    assert s.llm.configured and "sk-test" not in repr(s)


def test_defaults_are_the_embedded_stack() -> None:
    s = Settings(_env_file=None)
    assert s.graph.backend == "arcadedb" and s.graph.uri == "bolt://127.0.0.1:7687"
    assert s.redis.effective_url == "redis://127.0.0.1:6379/0"
    assert not s.llm.configured and not s.slack.enabled and not s.teams.enabled
