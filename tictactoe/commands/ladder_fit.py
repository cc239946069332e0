"""`tictactoe ladder fit`: the ratings of a results file, and the class entry of the table.

The fit is :func:`tictactoe.bench.elo_fit.fit` over every game in the file, the
anchor held fixed; each pair's score and its standard error are the match
command's figures (:mod:`tictactoe.commands.match_stats`).  ``--write`` puts the
class's entry into the ratings table: the anchor, the commands that measured and
fitted it, the date, and per player its Elo, standard error, games and median
seconds per move (the median over its games of its mean time a move).  The table keeps
every edition it has shipped (:mod:`tictactoe.players.ratings`): ``--write`` starts a new
edition with the class, ``--edition N`` adds it to the newest edition N while that one has
not shipped (a re-measure of several classes is one edition).  ``--carry N`` measures again
only what changed: the pairs of the class's entry in edition N that the results file does not
hold join the fit with their counts (the fit needs no more), and the entry with their
figures, their players' seconds a move and the commands that played them.
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from tictactoe.bench.ladder_plan import ANCHOR, ANCHOR_ELO
from tictactoe.bench.ladder_results import GameRecord, Results
from tictactoe.commands.match_games import GameResult, SideFigures
from tictactoe.commands.match_stats import score_error
from tictactoe.players.board_classes import board_class
from tictactoe.players.ratings import TableError, entry_rules, load_editions, read_editions

if TYPE_CHECKING:
    from tictactoe.bench.elo_fit import Fitted


class FitStop(Exception):
    """Bad input for the fit: one line on stderr, exit status 2."""


@dataclass(frozen=True)
class Carried:
    """The pairs of an earlier edition's entry that a fit takes as they were (none: empty)."""

    pairs: tuple[dict, ...] = ()
    seconds: dict[str, float] = field(default_factory=dict)  # of players only they hold
    commands: tuple[str, ...] = ()

    def games(self) -> list[tuple[str, str, float]]:
        """Each carried game as the fit counts it: (A, B, A's score)."""
        out: list[tuple[str, str, float]] = []
        for p in self.pairs:
            for score, count in ((1.0, p["wins"]), (0.5, p["draws"]), (0.0, p["losses"])):
                out += [(p["a"], p["b"], score)] * count
        return out

    def players(self) -> set[str]:
        return {spec for p in self.pairs for spec in (p["a"], p["b"])}


def carry(results: Results, edition: int, path: Path) -> Carried:
    """The pairs of the results' class in ``edition`` of the table at ``path`` that the
    results file holds in neither order; FitStop when that edition has no such class or
    measured it under other rules."""
    try:
        editions = load_editions(path)
    except TableError as error:
        raise FitStop(str(error)) from None
    if not 1 <= edition <= len(editions):
        raise FitStop(f"--carry {edition}: the table has editions 1 to {len(editions)}")
    session = results.sessions[-1]
    try:
        rules = session.rules()
    except ValueError as error:
        raise FitStop(f"{error}") from None
    name = board_class(rules)
    entry = editions[edition - 1]["classes"].get(name)
    if entry is None:
        raise FitStop(f"--carry {edition}: that edition has no {name} class")
    if entry_rules(entry) != rules:
        raise FitStop(f"--carry {edition}: its {name} class was measured under other rules")
    if not isinstance(entry.get("pairs"), list) or not all(map(_counted, entry["pairs"])):
        raise FitStop(f"--carry {edition}: its {name} class has no counts of its pairs")
    held = {frozenset((g.a, g.b)) for g in results.games}
    pairs = tuple(p for p in entry["pairs"] if frozenset((p["a"], p["b"])) not in held)
    played = {spec for g in results.games for spec in (g.a, g.b)}
    seconds = {
        spec: figures["seconds_per_move"]
        for spec, figures in entry["players"].items()
        if spec not in played and any(spec in (p["a"], p["b"]) for p in pairs)
    }
    commands = tuple(entry["command"].split(" ; ")) if pairs else ()
    return Carried(pairs, seconds, commands)


def _counted(pair: object) -> bool:
    """Is ``pair`` a table's pair: two players and its games counted?"""
    if not isinstance(pair, dict) or not all(type(pair.get(k)) is str for k in ("a", "b")):
        return False
    counts = [pair.get(k) for k in ("wins", "draws", "losses", "games")]
    numbers = [n for n in counts if type(n) is int and 0 <= n <= 1_000_000]
    return len(numbers) == 4 and sum(numbers[:3]) == numbers[3]


def parse_anchor(
    text: str | None, results: Results, carried: Carried = Carried()
) -> tuple[str, float]:
    """``SPEC=ELO`` (default: level:1 at 1000, when it played)."""
    if text is None:
        if any(ANCHOR in (g.a, g.b) for g in results.games) or ANCHOR in carried.players():
            return ANCHOR, ANCHOR_ELO
        raise FitStop(f"{ANCHOR} played no game here: give the anchor as --anchor SPEC=ELO")
    spec, eq, value = text.rpartition("=")
    try:
        elo = float(value)
    except ValueError:
        elo = float("nan")
    if not eq or not spec or not -10_000 < elo < 10_000:
        raise FitStop(f"--anchor must be SPEC=ELO, e.g. level:1=1000, not {text!r}")
    return spec, elo


def fit_file(
    results: Results, fixed: dict[str, float], carried: Carried = Carried()
) -> dict[str, Fitted]:
    # numpy is loaded here, not when the command line builds its parser (every
    # command, the desktop game and the brain included, would pay about 0.25 s and 12 MB)
    from tictactoe.bench.elo_fit import FitError, fit

    settings = {s.setting() for s in results.sessions}
    if len(settings) > 1:
        raise FitStop("the results file mixes measurements of different settings")
    try:
        return fit([(g.a, g.b, g.a_score) for g in results.games] + carried.games(), fixed)
    except FitError as error:
        raise FitStop(str(error)) from None


def seconds_per_move(results: Results) -> dict[str, float]:
    """Each player's median over its games of its mean seconds a move."""
    times: dict[str, list[float]] = {}
    for g in results.games:
        times.setdefault(g.a, []).append(g.a_seconds)
        times.setdefault(g.b, []).append(g.b_seconds)
    return {p: statistics.median(t) for p, t in times.items()}


def pair_figures(results: Results) -> list[dict]:
    """Per pair (as played, A first): games, A's wins, draws, losses, score and its
    standard error (over colour-swapped pairs of games when they share openings), and
    its first game (seeds, moves) so that a test can check the players still play it."""
    paired = any(s.opening or s.openings for s in results.sessions)
    by_pair: dict[tuple[str, str], list[GameResult]] = {}
    first: dict[tuple[str, str], GameRecord] = {}
    for g in results.games:
        if (g.a, g.b) not in first or g.index < first[(g.a, g.b)].index:
            first[(g.a, g.b)] = g
        by_pair.setdefault((g.a, g.b), []).append(
            GameResult(
                g.index,
                g.winner,
                g.a_mark,
                (),
                g.opening,
                g.termination,
                g.reason,
                SideFigures(),
                SideFigures(),
            )
        )
    figures = []
    for (a, b), games in by_pair.items():
        games.sort(key=lambda r: r.index)
        wins = sum(r.winner == "a" for r in games)
        losses = sum(r.winner == "b" for r in games)
        draws = len(games) - wins - losses
        error = score_error(games, paired)
        figures.append(
            {
                "a": a,
                "b": b,
                "games": len(games),
                "wins": wins,
                "draws": draws,
                "losses": losses,
                "score": round((wins + draws / 2) / len(games), 4),
                "error": None if error is None else round(error, 4),
                "first": {
                    "index": first[(a, b)].index,
                    "seeds": list(first[(a, b)].seeds),
                    "a_mark": first[(a, b)].a_mark,
                    "opening": first[(a, b)].opening,
                    "moves": first[(a, b)].moves,
                },
            }
        )
    return figures


def class_entry(
    results: Results,
    fitted: dict[str, Fitted],
    anchor: tuple[str, float],
    fit_command: str,
    carried: Carried = Carried(),
) -> dict:
    session = results.sessions[-1]
    commands = list(
        dict.fromkeys(list(carried.commands) + [s.command for s in results.sessions if s.command])
    )
    seconds = carried.seconds | seconds_per_move(results)
    players = {}
    for spec, f in sorted(fitted.items(), key=lambda item: item[1].elo):
        entry = {
            "elo": round(f.elo, 1),
            "error": round(f.error, 1),
            "games": f.games,
            "seconds_per_move": float(f"{seconds[spec]:.3g}"),
        }
        if not f.bounded:
            entry["bounded"] = False
        players[spec] = entry
    return {
        "anchor": {"spec": anchor[0], "elo": anchor[1]},
        "board": f"{session.width}x{session.height}",
        "k": session.k,
        "rule": session.rule,
        "command": " ; ".join(commands),
        "fit": fit_command,
        "date": datetime.now(UTC).date().isoformat(),
        "games": len(results.games) + sum(p["games"] for p in carried.pairs),
        "players": players,
        "pairs": pair_figures(results) + [dict(p) for p in carried.pairs],
    }


def write_entry(path: Path, name: str, entry: dict, edition: int | None = None) -> int:
    """Put a class's entry into the ratings table at ``path``: as a new edition (None, or
    the number after the newest), or into the newest edition (its number), which must not
    have shipped yet: a game recorded under an edition is rated against it for good.  The
    older editions are left as they are.  Returns the edition written."""
    from tictactoe.safe_files import write_atomic

    try:
        editions = read_editions(path) if path.exists() else []
    except TableError as error:
        raise FitStop(str(error)) from None
    newest = len(editions)
    if edition is None or edition == newest + 1:
        editions.append({"edition": newest + 1, "date": entry["date"], "classes": {}})
    elif edition != newest:
        raise FitStop(
            f"--edition {edition}: the table's newest edition is {newest}; write into it "
            f"(before it ships) or into a new one, {newest + 1}"
        )
    try:
        measured = board_class(entry_rules(entry))
    except ValueError as error:
        raise FitStop(f"the {name} entry: {error}") from None
    if measured != name:
        raise FitStop(f"the {name} entry was measured on another class ({measured})")
    classes = editions[-1]["classes"]
    classes[name] = entry
    editions[-1]["classes"] = dict(sorted(classes.items()))
    try:
        write_atomic(path, json.dumps({"editions": editions}, indent=1) + "\n")
    except OSError as error:
        raise FitStop(f"{path}: cannot write it ({error.strerror or error})") from None
    return len(editions)


def print_fit(
    fitted: dict[str, Fitted],
    seconds: dict[str, float],
    pairs: list[dict],
    names: dict[str, str],
    anchor: tuple[str, float],
) -> None:
    print(f"Elo, anchored at {anchor[0]} = {anchor[1]:g}:")
    rows = [("player", "name", "Elo", "+-", "games", "ms/move")]
    for spec, f in sorted(fitted.items(), key=lambda item: -item[1].elo):
        mark = "" if f.bounded else " (unbounded)"
        rows.append(
            (
                spec,
                names.get(spec, ""),
                f"{f.elo:.0f}{mark}",
                "fixed" if f.fixed else f"{f.error:.0f}",
                str(f.games),
                f"{1000 * seconds.get(spec, 0.0):.3g}",
            )
        )
    _table(rows)
    print("Pairs (A's score +- standard error):")
    rows = [("A", "B", "w-d-l", "score", "+-", "games")]
    for p in pairs:
        rows.append(
            (
                p["a"],
                p["b"],
                f"{p['wins']}-{p['draws']}-{p['losses']}",
                f"{100 * p['score']:.1f}%",
                "-" if p["error"] is None else f"{100 * p['error']:.1f}%",
                str(p["games"]),
            )
        )
    _table(rows)
    if any(not f.bounded for f in fitted.values()):
        print(
            "unbounded: won or lost every game against the rest; fitted with one virtual "
            "draw a pairing, a rough bound"
        )


def _table(rows: Sequence[tuple[str, ...]]) -> None:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print(
            "  "
            + "  ".join(
                c.ljust(widths[i]) if i < 2 else c.rjust(widths[i]) for i, c in enumerate(r)
            ).rstrip()
        )
