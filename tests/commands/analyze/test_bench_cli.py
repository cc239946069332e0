"""`tictactoe bench`: the section structure, JSON output and errors (small sections only)."""

from __future__ import annotations

import json

import pytest

from tictactoe.bench import exact, sections
from tictactoe.cli import main


def test_sections_are_listed_and_callable() -> None:
    available = sections.sections()
    assert {"solve", "3x3", "hints", "large", "memory"} <= set(available)
    assert all(callable(f) for f in available.values())


def test_memory_and_large_sections_as_json(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # the large section takes a minute; here it is stubbed to keep the test fast
    monkeypatch.setattr(sections, "large_section", lambda quick: {"note": "stub"})
    assert main(["bench", "--quick", "--json", "--sections", "memory,large"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["memory"]["peak_rss_mb"] > 0
    assert report["large"]["note"] == "stub"
    assert "solve" not in report and report["quick"] is True


def test_solve_section_figures(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(exact, "SOLVE_QUICK", ((3, 3, 3, 2), (4, 3, 3, 1)))
    figures = exact.solve_section(True)
    assert figures["(3,3,3)"]["result"] == "draw"
    assert figures["(4,3,3)"]["result"] == "first player wins"
    assert figures["(3,3,3)"]["nodes"] > 0 and figures["(3,3,3)"]["median_s"] >= 0


def test_unsolved_within_the_limit_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(exact, "SOLVE_QUICK", ((6, 6, 4, 1),))
    monkeypatch.setattr(exact, "SOLVE_LIMIT", 0.05)
    figures = exact.solve_section(True)
    assert figures["(6,6,4)"]["result"].startswith("not finished")


def test_3x3_section_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--quick", "--sections", "3x3"]) == 0
    out = capsys.readouterr().out
    assert "cold_first_move_ms" in out and "warm_median_us" in out and "positions: 4520" in out


def test_unknown_section_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--sections", "nope"]) == 2
    assert "unknown section" in capsys.readouterr().err
