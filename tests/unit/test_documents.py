"""Managing the documents folder: names that cannot escape it, checked uploads, atomic saves."""

from pathlib import Path

import pytest

from bot.documents import check_upload, document_names, remove_document, safe_filename, save_document
from bot.errors import UserFacingError

REPORT = b"Ana Costa won the Harbor 200 at Bayside Speedway, beating Ben Ode by 0.3 seconds.\n"


@pytest.mark.parametrize(
    "name, expected",
    [
        ("race.txt", "race.txt"),
        ("Course à Pau.MD", "Course-a-Pau.md"),
        ("a b (final).html", "a-b-final.html"),
        ("résumé.htm", "resume.htm"),
        ("中文.txt", "document.txt"),
        ("x" * 300 + ".txt", "x" * 96 + ".txt"),
    ],
)
def test_safe_names(name, expected):
    assert safe_filename(name) == expected


@pytest.mark.parametrize(
    "name, message",
    [
        ("../../bot/client.py", "not an acceptable file name"),
        ("..\\evil.txt", "not an acceptable file name"),
        ("/etc/passwd.txt", "not an acceptable file name"),
        (".env", "not an acceptable file name"),
        ("a..txt", "not an acceptable file name"),
        ("notes.pdf", "Only .txt"),
        ("noextension", "Only .txt"),
        ("", "not an acceptable file name"),
    ],
)
def test_unsafe_names_are_refused(name, message):
    with pytest.raises(UserFacingError, match=message):
        safe_filename(name)


@pytest.mark.parametrize(
    "data, message",
    [
        (b"", "was not added"),
        (b"   \n\t  ", "was not added"),
        (bytes(range(256)) * 10, "was not added"),
        (b"x" * 1_000_001, "at most 1 MB"),
    ],
)
def test_uploads_that_would_never_build(data, message):
    with pytest.raises(UserFacingError, match=message):
        check_upload("doc.txt", data)


def test_a_real_report_passes():
    check_upload("doc.txt", REPORT)


def test_save_refuses_overwrite_unless_asked(tmp_path: Path):
    save_document(tmp_path, "r.txt", REPORT, overwrite=False)
    with pytest.raises(UserFacingError, match="already exists"):
        save_document(tmp_path, "r.txt", b"other", overwrite=False)
    save_document(tmp_path, "r.txt", b"other", overwrite=True)
    assert (tmp_path / "r.txt").read_bytes() == b"other"
    assert document_names(tmp_path) == ["r.txt"]  # no temporary file left behind


def test_remove_stays_inside_the_folder(tmp_path: Path):
    folder = tmp_path / "docs"
    folder.mkdir()
    (tmp_path / "secret.txt").write_text("keep me")
    with pytest.raises(UserFacingError):
        remove_document(folder, "../secret.txt")
    with pytest.raises(UserFacingError, match="no document"):
        remove_document(folder, "missing.txt")
    assert (tmp_path / "secret.txt").exists()
