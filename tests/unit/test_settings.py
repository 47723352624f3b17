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
    assert s.redis_url() == "redis://cache:6379/2" == s.redis_url(redacted=True)
    assert s.llm.configured and "sk-test" not in repr(s)


def test_defaults_are_the_embedded_stack(tmp_path: Path) -> None:
    s = Settings(_env_file=None, data_dir=tmp_path / "data")
    assert s.graph.backend == "arcadedb" and s.graph.uri == "bolt://127.0.0.1:7687"
    assert s.redis_url() == f"redis://:{s.redis_password()}@127.0.0.1:6379/0"
    assert not s.llm.configured and not s.slack.enabled and not s.teams.enabled


def test_embedded_redis_password_is_generated_once_and_private(tmp_path: Path) -> None:
    s = Settings(_env_file=None, data_dir=tmp_path / "data")
    password = s.redis_password()
    assert (
        len(password) >= 32
        and password == Settings(_env_file=None, data_dir=tmp_path / "data").redis_password()
    )
    assert s.redis_password_file.stat().st_mode & 0o777 == 0o600
    assert s.redis_password_file.parent.stat().st_mode & 0o777 == 0o700
    assert s.redis_url(redacted=True) == "redis://:***@127.0.0.1:6379/0"
    assert password not in s.redis_url(redacted=True) and password in s.redis_url()
    assert [p.name for p in s.redis_password_file.parent.iterdir()] == ["password"]


def test_a_configured_redis_url_is_used_as_is_and_redacted_for_display(tmp_path: Path) -> None:
    url = "rediss://app:s3cr3t@cache.internal:6380/1"
    s = Settings(_env_file=None, data_dir=tmp_path / "data", redis={"url": url})
    assert s.redis_url() == url
    assert s.redis_url(redacted=True) == "rediss://app:***@cache.internal:6380/1"
    assert not (tmp_path / "data").exists()  # no password is generated for an external Redis


def test_each_workspace_can_have_its_own_time_zone(monkeypatch) -> None:  # noqa: ANN001
    import asyncio
    from datetime import datetime
    from zoneinfo import ZoneInfo

    from core import clock
    from core.settings import Settings

    monkeypatch.setenv("CLAUSEBOT_TIME_ZONE", "UTC")
    monkeypatch.setenv("CLAUSEBOT_TENANT_TIME_ZONES", '{"slack:TKIRITIMATI": "Pacific/Kiritimati"}')
    settings = Settings()
    today = clock.today_in(settings.time_zone, settings.tenant_time_zones)
    far = datetime.now(ZoneInfo("Pacific/Kiritimati")).date()
    utc = datetime.now(ZoneInfo("UTC")).date()
    assert today() == utc  # no tenant: the default zone
    with clock.tenant_day("slack:TKIRITIMATI"):
        assert today() == far

        async def in_a_task() -> object:
            return await asyncio.to_thread(today)  # tools run in threads: the tenant goes with them

        assert asyncio.run(in_a_task()) == far
    with clock.tenant_day("slack:OTHER"):
        assert today() == utc
    monkeypatch.setenv("CLAUSEBOT_TENANT_TIME_ZONES", '{"slack:T1": "Mars/Olympus"}')
    with pytest.raises(ValueError, match="IANA"):
        Settings()
