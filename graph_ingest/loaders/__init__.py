"""File loaders: `load(path_or_bytes, filename, limits) -> Document`."""

from graph_ingest.loaders.base import Document, LoadLimits, file_id_of, load

__all__ = ["Document", "LoadLimits", "file_id_of", "load"]
