# Two commands on a fresh machine: `make run` and `make test`.
SHELL := /bin/bash
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: install run test lint bench-qa bench-extraction bench-retrieval teams-package clean

$(STAMP): pyproject.toml
	@command -v python3 >/dev/null || { echo "python3 (3.11+) is required"; exit 1; }
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

## install: the virtual environment with the project and its pinned dependencies (idempotent)
install: $(STAMP) redis-server

.PHONY: redis-server
redis-server:
	@command -v redis-server >/dev/null || { \
	  if command -v apt-get >/dev/null; then \
	    echo "installing redis-server with apt-get"; \
	    SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	    $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq redis-server >/dev/null; \
	  else echo "redis-server is missing: install it, or set CLAUSEBOT_REDIS__URL"; exit 1; fi; }

## run: start ArcadeDB + Redis, load the demo contracts, serve the web chat on http://127.0.0.1:8000
run: install
	$(VENV)/bin/clausebot run

## test: the whole suite; it starts (and stops) the servers it needs
test: install lint
	$(VENV)/bin/pytest -q

## lint: ruff check (including a complexity bound of 15 per function) and ruff format --check
lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

bench-qa: install
	$(PY) -m bench.qa
bench-extraction: install
	$(PY) -m bench.extraction
bench-retrieval: install
	$(PY) -m bench.retrieval

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
