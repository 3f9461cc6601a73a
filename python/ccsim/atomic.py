"""Crash-safe file writes: a file is either absent, its old content, or its full new content.

Every file ccsim writes for a user (sweep stores, saved results, scenario files, reproduction
pages, collected tables) goes through :func:`write_atomic`: a temporary file in the same
directory, fsync, ``os.replace``, fsync of the directory. So a process killed at any instant,
even by SIGKILL or a power cut, never leaves a half-written file under a final name. Readers
still tolerate damage (``read_json`` returns None, ``read_jsonl`` skips bad lines) because files
can be damaged by other means: a full disk, a copy interrupted by hand, a tampering test.
"""

from __future__ import annotations

import json
import os
import uuid
from pathlib import Path
from typing import Any

__all__ = ["TMP_MARK", "write_atomic", "append_line", "read_json", "read_jsonl"]

TMP_MARK = ".tmp-"  # temporary files are named ".<final name>.tmp-<random>" and ignored by readers


def _fsync_dir(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:  # pragma: no cover - some platforms cannot open directories
        return
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover
        pass
    finally:
        os.close(fd)


def write_atomic(path: str | os.PathLike[str], data: bytes | str) -> None:
    """Write ``data`` (text is UTF-8) to ``path`` so that no reader ever sees a partial file."""
    path = Path(path)
    if isinstance(data, str):
        data = data.encode("utf-8")
    tmp = path.with_name(f".{path.name}{TMP_MARK}{uuid.uuid4().hex[:12]}")
    try:
        with open(tmp, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        if str(tmp) not in (exc.filename, exc.filename2):
            raise
        # The temporary file's name (".x.toml.tmp-3f2a...") means nothing to the user: name the
        # path they gave, and the folder when it is that which is missing.
        reason = exc.strerror or str(exc)
        if not path.parent.is_dir():
            reason = f"{reason} (the folder {path.parent} does not exist)"
        raise OSError(exc.errno, reason, str(path)) from None
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)


def append_line(path: Path, record: dict[str, Any]) -> None:
    """Append one JSON line with a single ``write`` on an O_APPEND descriptor, then fsync.

    A crash can at worst leave the last line truncated, which ``read_jsonl`` skips; the next
    append then starts on a fresh line so that the damage does not spread to it.
    """
    line = (json.dumps(record, separators=(",", ":"), default=str) + "\n").encode()
    fd = os.open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        size = os.fstat(fd).st_size
        if size and os.pread(fd, 1, size - 1) != b"\n":
            line = b"\n" + line
        os.write(fd, line)
        os.fsync(fd)
    finally:
        os.close(fd)


def read_json(path: Path) -> dict[str, Any] | None:
    """The JSON object in ``path``, or None if the file is missing, unreadable or not an object."""
    try:
        data = json.loads(path.read_bytes())
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    """The JSON objects of a JSON-lines file, skipping lines that do not parse."""
    try:
        raw = path.read_bytes()
    except OSError:
        return []
    out = []
    for line in raw.splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if isinstance(record, dict):
            out.append(record)
    return out
