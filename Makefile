# Two commands on a fresh machine: `make run` and `make test`.
SHELL := /bin/bash
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# the browser tests' axe-core (npm ci)
AXE := tests/browser/node_modules/axe-core/axe.min.js

.PHONY: install run test lint bench-qa bench-extraction bench-retrieval teams-package clean

$(STAMP): pyproject.toml
	@command -v python3 >/dev/null || { echo "python3 (3.11+) is required"; exit 1; }
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

## install: the virtual environment with the project and its pinned dependencies (idempotent)
install: $(STAMP) redis-server chromium $(AXE)

.PHONY: redis-server
redis-server:
	@command -v redis-server >/dev/null || { \
	  if command -v apt-get >/dev/null; then \
	    echo "installing redis-server with apt-get"; \
	    SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	    $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq redis-server >/dev/null; \
	  else echo "redis-server is missing: install it, or set CLAUSEBOT_REDIS__URL"; exit 1; fi; }

# tests/browser drive Debian's Chromium through Playwright (nothing downloads a browser), with an emoji
# font for the status badges in its screenshots; without Chromium they skip, except under CI
EMOJI_FONT := /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
.PHONY: chromium
chromium:
	@{ test -x /usr/bin/chromium && test -e $(EMOJI_FONT); } || { \
	  if command -v apt-get >/dev/null; then \
	    echo "installing chromium and fonts-noto-color-emoji with apt-get (for tests/browser)"; \
	    SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	    $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium fonts-noto-color-emoji >/dev/null; \
	  else echo "/usr/bin/chromium is missing: tests/browser will skip (and fail under CI)"; [ -z "$$CI" ] || exit 1; fi; }

# axe-core for the browser tests' accessibility checks, exactly as tests/browser/package-lock.json pins it
$(AXE): tests/browser/package.json tests/browser/package-lock.json
	@command -v npm >/dev/null || { \
	  if command -v apt-get >/dev/null; then \
	    echo "installing npm with apt-get (for tests/browser)"; \
	    SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	    $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq npm >/dev/null; \
	  else echo "npm is missing: install Node.js (for tests/browser's axe-core)"; exit 1; fi; }
	npm ci --prefix tests/browser --no-audit --no-fund
	touch $(AXE)

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
	rm -rf $(VENV) .pytest_cache .ruff_cache tests/browser/node_modules
