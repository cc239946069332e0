"""The habits of issue 51 that no linter checks: every ``# type: ignore`` says why, and the
two documents a newcomer reads first stay short enough to read."""

from __future__ import annotations

import re
from pathlib import Path

import tictactoe

ROOT = Path(__file__).resolve().parents[2]  # the checkout, or the copy the wheel's tests run in
PACKAGE = Path(tictactoe.__file__).resolve().parent  # the installed package's sources
TESTS = Path(__file__).resolve().parents[1]
IGNORE = re.compile(r"#\s*type:\s*ignore(\[[^\]]*\])?(?P<rest>.*)$")
MAP_LINES = 400  # docs/architecture.md, a map
README_LINES = 400  # README.md, for players


def unexplained_ignores(text: str) -> list[int]:
    """The lines (1-based) whose ``# type: ignore`` has no comment after it saying why."""
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        match = IGNORE.search(line)
        if match and not match.group("rest").strip().startswith("#"):
            found.append(number)
    return found


def test_every_type_ignore_says_why():
    missing, files = [], 0
    for folder in (PACKAGE, TESTS):
        for path in sorted(folder.rglob("*.py")):
            if path.resolve() == Path(__file__).resolve():
                continue
            files += 1
            for number in unexplained_ignores(path.read_text(encoding="utf-8")):
                missing.append(f"{path.relative_to(folder.parent)}:{number}")
    assert files > 300, f"only {files} files read: not the package and its tests"
    assert not missing, "a type: ignore without its reason: " + ", ".join(missing)


def test_the_check_finds_an_ignore_without_a_reason():
    text = (
        "a = 1  # type: ignore[misc]\nb = 2  # type: ignore[misc]  # why\nc = 3  # type: ignore\n"
    )
    assert unexplained_ignores(text) == [1, 3]


def test_the_readme_and_the_architecture_map_stay_short():
    readme = (ROOT / "README.md").read_text(encoding="utf-8").count("\n")
    map_ = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8").count("\n")
    assert readme <= README_LINES, f"README.md has {readme} lines (at most {README_LINES})"
    assert map_ <= MAP_LINES, f"docs/architecture.md has {map_} lines (at most {MAP_LINES})"


TEST_IMPORT = re.compile(r"^\s*from (tests(?:\.\w+)*)\.(test_\w+) import", re.MULTILINE)


def other_rooms_imported(path: Path, text: str) -> list[str]:
    """The test files of other rooms that the test file at ``path`` imports from: a helper
    shared between rooms belongs in a helper module (or a conftest.py), not in a test file."""
    room = path.parent
    out = []
    for package, module in TEST_IMPORT.findall(text):
        folder = TESTS.parent.joinpath(*package.split("."))
        if folder != room:
            out.append(f"{package}.{module}")
    return out


def test_no_test_file_imports_another_rooms_test_file():
    files = sorted(TESTS.rglob("test_*.py"))
    assert len(files) > 150  # the tests were found (172 files)
    found = {
        str(path.relative_to(TESTS)): names
        for path in files
        if (names := other_rooms_imported(path, path.read_text(encoding="utf-8")))
    }
    assert found == {}


def test_the_check_finds_an_import_from_another_rooms_test_file():
    here = TESTS / "ui" / "coach" / "test_ui_x.py"
    same = "from tests.ui.coach.test_ui_puzzles import play\n"
    other = "    from tests.ui.window.in_process.access.test_ui_access import unnamed\n"
    assert other_rooms_imported(here, same) == []
    assert other_rooms_imported(here, same + other) == [
        "tests.ui.window.in_process.access.test_ui_access"
    ]
