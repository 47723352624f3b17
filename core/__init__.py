"""The bottom layer: what every package may import, and which imports nothing of ours.

- `settings`: the one typed configuration (environment variables, documented in the README).
- `llm`: the chat-model and embedding-client factories (OpenAI-compatible or Azure).
- `clock`: the one notion of "today" that answers, cards and statuses use.
- `places`, `contract_types`, `clause_categories`, `limits`: the shared vocabularies.
"""
