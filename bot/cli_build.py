"""`python -m bot build [--out FILE.json]`: build the fact bank from the documents folder, print its
report and write the export if asked. A command-line front for the pure `bot.factbank` builder, kept
out of that package; ``bot.__main__`` parses the arguments and calls `run_build_command`, which checks
them and calls `run_build`. Also the progress bar the other commands show while they read documents."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from bot.config import Settings, writable_file
from bot.errors import ConfigError
from bot.factbank.build import build_bank, list_documents
from bot.factbank.export import export_json
from bot.wording import count

BAR_WIDTH = 30


def progress_bar(stream: TextIO) -> Callable[[int, int, str], None]:
    """A text progress bar on ``stream`` for the builder's ``progress`` callback."""

    def show(done: int, total: int, name: str) -> None:
        filled = BAR_WIDTH * done // max(total, 1)
        bar = "#" * filled + "-" * (BAR_WIDTH - filled)
        end = "\n" if done == total else ""
        stream.write(f"\r[{bar}] {done}/{total} {name[:40]:<40}{end}")
        stream.flush()

    return show


def progress_on_stderr() -> Callable[[int, int, str], None]:
    """Progress on stderr while documents are read, shown only when there are more than a few."""
    bar = progress_bar(sys.stderr)

    def show(done: int, total: int, name: str) -> None:
        if total > 5:
            bar(done, total, name)

    return show


def run_build(documents_dir: Path, out: Path | None, *, stream: TextIO | None = None) -> int:
    """Build, show progress for more than 5 documents, print the report, write the export if asked."""
    stream = sys.stdout if stream is None else stream  # looked up now: tests and callers swap stdout
    documents_dir = Path(documents_dir)
    if not documents_dir.exists():
        stream.write(f"No such folder: {documents_dir}\n")
        return 1
    paths = list_documents(documents_dir)
    progress = progress_bar(stream) if len(paths) > 5 else None
    result = build_bank(documents_dir, progress=progress)
    for line in result.report_lines():
        stream.write(line + "\n")
    if out is not None:
        out = Path(out)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(export_json(result), encoding="utf-8")
        stream.write(f"Wrote {out}\n")
    read = sum(1 for d in result.documents if d.skipped is None)
    return 0 if read else 1


def run_build_command(settings: Settings, out: Path | None) -> int:
    """The ``build`` command: refuse an --out that cannot be written or a folder with no reports, build,
    and say so when none of the documents could be read."""
    folder = settings.documents_dir
    if out is not None:
        writable_file(out, "--out")
    found = len(list_documents(folder))
    if not found:
        raise ConfigError(
            f"There are no race reports in {str(folder)!r}: put .txt, .md or .html files there."
        )
    try:
        status = run_build(folder, out)
    except OSError as exc:
        raise ConfigError(f"Cannot write {str(out)!r}: {exc.strerror or exc}.") from None
    if status != 0:
        print(
            f"error: none of the {count(found, 'document')} in {str(folder)!r} could be read as a race report "
            "(the reasons are listed above).",
            file=sys.stderr,
        )
    return status
