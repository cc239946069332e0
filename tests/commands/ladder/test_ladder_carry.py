"""`tictactoe ladder fit --carry N`: measure again only the pairs a change touched, the rest
taken from an earlier edition's entry as it was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.commands.ladder.ladder_files import ladder_run as ladder
from tests.commands.ladder.ladder_files import one_line_error
from tests.commands.ladder.test_ladder_cli import measured  # noqa: F401 - a fixture

CHANGED = "perfect"  # the player whose pairs are "measured again"


def _pair(line: str) -> tuple[str, ...]:
    item = json.loads(line)
    return (item["a"], item["b"]) if item["kind"] == "game" else ()


@pytest.fixture
def part(measured: tuple[Path, Path], tmp_path: Path) -> Path:  # noqa: F811
    """The measurement's file with only the pairs of ``CHANGED`` (its session lines kept)."""
    lines = measured[0].read_text().splitlines(keepends=True)
    kept = [line for line in lines if not _pair(line) or CHANGED in _pair(line)]
    assert len(kept) < len(lines)
    path = tmp_path / "part.jsonl"
    path.write_text("".join(kept))
    return path


def test_carried_pairs_fit_as_the_whole_file_did(
    measured: tuple[Path, Path],  # noqa: F811
    part: Path,
    capsys,
) -> None:
    """With nothing changed, the part plus the edition's other pairs is the whole
    measurement again: the same pairs, games and ratings."""
    table = measured[1]
    status, _, err = ladder(
        capsys, "fit", "--results", str(part), "--carry", "1", "--write", "--table", str(table)
    )
    assert status == 0, err
    whole, again = (e["classes"]["3x3"] for e in json.loads(table.read_text())["editions"])
    key = lambda p: (p["a"], p["b"])  # noqa: E731
    assert sorted(again["pairs"], key=key) == sorted(whole["pairs"], key=key)
    assert again["games"] == whole["games"]
    played = {spec for line in part.read_text().splitlines() for spec in _pair(line)}
    for spec, rated in whole["players"].items():
        # a player of the new file has its seconds a move from there; the rest from the edition
        same = rated if spec not in played else {**rated, "seconds_per_move": None}
        assert {
            **again["players"][spec],
            **({"seconds_per_move": None} if spec in played else {}),
        } == same
    assert again["command"] == whole["command"]
    assert "--carry 1" in again["fit"] and again["fit"].endswith("--write")


def test_the_measured_pairs_replace_the_carried(
    measured: tuple[Path, Path],  # noqa: F811
    part: Path,
    capsys,
) -> None:
    """A pair in the results file is never also carried, and its new counts are fitted."""
    table = measured[1]
    lines = part.read_text().splitlines(keepends=True)
    flipped = []
    for line in lines:  # CHANGED now loses every game it did not lose
        item = json.loads(line)
        if item["kind"] == "game":
            item["winner"] = "a" if item["b"] == CHANGED else "b"
        flipped.append(json.dumps(item) + "\n")
    part.write_text("".join(flipped))
    status, out, err = ladder(
        capsys, "fit", "--results", str(part), "--carry", "1", "--json", "--table", str(table)
    )
    assert status == 0, err
    entry = json.loads(out)
    pairs = [(p["a"], p["b"]) for p in entry["pairs"]]
    assert len(pairs) == len({frozenset(p) for p in pairs})
    for p in entry["pairs"]:
        if CHANGED in (p["a"], p["b"]):
            assert p["score"] == (1.0 if p["b"] == CHANGED else 0.0)
    [whole] = (e["classes"]["3x3"] for e in json.loads(table.read_text())["editions"])
    assert entry["players"][CHANGED]["elo"] < whole["players"][CHANGED]["elo"]
    assert entry["games"] == whole["games"]


@pytest.mark.parametrize("edition", ["0", "2", "-1"])
def test_an_edition_the_table_lacks_is_one_line(
    measured: tuple[Path, Path],  # noqa: F811
    part: Path,
    edition: str,
    capsys,
) -> None:
    status, _, err = ladder(
        capsys, "fit", "--results", str(part), "--carry", edition, "--table", str(measured[1])
    )
    one_line_error(status, err)
    assert "--carry" in err


def test_an_edition_without_the_class_is_one_line(
    measured: tuple[Path, Path],  # noqa: F811
    part: Path,
    tmp_path: Path,
    capsys,
) -> None:
    table = json.loads(measured[1].read_text())
    table["editions"][0]["classes"]["3x3"]["board"] = "4x4"  # now it is another class
    table["editions"][0]["classes"]["3x3"]["k"] = 4
    other = tmp_path / "other.json"
    other.write_text(json.dumps(table))
    status, _, err = ladder(
        capsys, "fit", "--results", str(part), "--carry", "1", "--table", str(other)
    )
    one_line_error(status, err)


@pytest.mark.parametrize(
    "spoil",
    [
        lambda pair: pair.update(wins="7"),
        lambda pair: pair.update(losses=-1),
        lambda pair: pair.update(draws=10**9),
        lambda pair: pair.update(games=pair["games"] + 1),
        lambda pair: pair.pop("a"),
    ],
)
def test_a_table_whose_pairs_are_not_counted_is_one_line(
    measured: tuple[Path, Path],  # noqa: F811
    part: Path,
    tmp_path: Path,
    spoil,
    capsys,
) -> None:
    table = json.loads(measured[1].read_text())
    spoil(table["editions"][0]["classes"]["3x3"]["pairs"][0])
    other = tmp_path / "other.json"
    other.write_text(json.dumps(table))
    status, _, err = ladder(
        capsys, "fit", "--results", str(part), "--carry", "1", "--table", str(other)
    )
    one_line_error(status, err)
