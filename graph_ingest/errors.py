"""Errors of ingestion and the graph store: one root, narrow subclasses with a stable `code`."""


class IngestError(Exception):
    code = "ingest_error"


class GraphUnavailableError(IngestError):
    """The graph database cannot be reached or refused our credentials."""

    code = "graph_unavailable"


class StructuredDataError(IngestError):
    """A structured import file (contract_data.json) is missing or malformed."""

    code = "structured_data_invalid"


class UnscopedQueryError(IngestError):
    """A read query that does not filter by the caller's scope: a programming error."""

    code = "unscoped_query"


class UnsupportedFileError(IngestError):
    """The file is not a format we can read (PDF, Word .docx, text, Markdown or HTML)."""

    code = "unsupported_file"


class FileTooLargeError(IngestError):
    """The file, or the document inside it, is larger than the configured limits."""

    code = "file_too_large"


class EncryptedFileError(IngestError):
    """The file is password-protected; we cannot read it without the password."""

    code = "encrypted_file"


class NoTextLayerError(IngestError):
    """The PDF is a scan (images only) with no selectable text; it needs OCR first."""

    code = "no_text_layer"


class CorruptFileError(IngestError):
    """The file is damaged, truncated, or not what its extension says."""

    code = "corrupt_file"


class ExtractionError(IngestError):
    """The language model could not be reached or returned something that is not a contract."""

    code = "extraction_failed"


class ScopeConflictError(IngestError):
    """A write would move a contract that belongs to another tenant."""

    code = "scope_conflict"


class EmptyDocumentError(IngestError):
    """The file has no readable contract text."""

    code = "empty_text"


class NotContractTextError(CorruptFileError):
    """The file's text is not prose: binary data, an encoded blob, a dump or a garbage text layer."""

    code = "not_text"


class BadFilenameError(UnsupportedFileError):
    """The file name has control characters, path parts, or is empty or longer than 255 bytes."""

    code = "bad_filename"


class ReaderStoppedError(IngestError):
    """The child process reading the file was stopped: over its time or memory, or it crashed."""

    code = "reader_stopped"


class ParseTimeoutError(ReaderStoppedError):
    """Reading the file ran past the wall-clock limit; the reader was killed."""

    code = "parse_timeout"


class ParseMemoryError(ReaderStoppedError):
    """Reading the file needed more memory than the reader may use."""

    code = "parse_memory"


class ParserCrashError(ReaderStoppedError):
    """The reader died on the file (a crash in a parser), or could not be started."""

    code = "parse_crashed"


class ParseCancelledError(IngestError):
    """Reading was cancelled (the caller stopped, or the process is shutting down): not the file's fault."""

    code = "parse_cancelled"
