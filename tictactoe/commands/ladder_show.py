"""`tictactoe ladder [--board WxH --k K --rule RULE] [--json]`: the ladder of a board's class
under a rule, as shipped.

A board outside every rating class still has its rungs (they play any board): they
are printed without ratings, and a note on stderr says why, rather than refusing
the board, because the names and what each rung does are still worth knowing.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from tictactoe.commands.ladder_measure import Stop, parse_rule
from tictactoe.commands.options import parse_board, rule_k
from tictactoe.game import Rules
from tictactoe.players.ladder import RUNGS, SPEC_PREFIX, rung
from tictactoe.players.ratings import (
    TABLE_FILE,
    Rating,
    board_class,
    entry_rating,
    load_table,
)


def player_name(spec: str) -> str:
    """A spec's plain name: a rung's, a player kind's label, an engine's file name."""
    from tictactoe.players import is_pbrain_spec, parse_pbrain_spec, parse_spec

    if spec.startswith(SPEC_PREFIX) and spec[len(SPEC_PREFIX) :].isdigit():
        try:
            return rung(int(spec[len(SPEC_PREFIX) :])).name
        except ValueError:
            return ""
    try:
        if is_pbrain_spec(spec):
            return os.path.basename(parse_pbrain_spec(spec).path)
        return parse_spec(spec).kind.label
    except ValueError:
        return ""


def _row(spec: str, name: str, rating: Rating | None) -> dict:
    row: dict = {
        "spec": spec,
        "name": name,
        "elo": None,
        "error": None,
        "games": 0,
        "seconds_per_move": None,
        "bounded": None,
    }
    if rating is not None:
        row.update(
            elo=rating.elo,
            error=rating.error,
            games=rating.games,
            seconds_per_move=rating.seconds_per_move,
            bounded=rating.bounded,
        )
    return row


def ladder_rows(rules: Rules, table: dict) -> dict:
    """The ladder of ``rules``'s class in a table's edition (``load_table``: the newest):
    the rungs and the other players measured."""
    name = board_class(rules)
    entry = table["classes"].get(name, {}) if name else {}
    rated = {spec: entry_rating(e) for spec, e in entry.get("players", {}).items()}
    rungs = [_row(r.spec, r.name, rated.get(r.spec)) for r in RUNGS]
    others = [
        _row(spec, player_name(spec), rating)
        for spec, rating in sorted(rated.items(), key=lambda item: -item[1].elo)
        if spec not in {r.spec for r in RUNGS}
    ]
    return {
        "board": f"{rules.width}x{rules.height}",
        "k": rules.k,
        "rule": rules.variant.value,
        "class": name,
        "anchor": entry.get("anchor"),
        "command": entry.get("command"),
        "date": entry.get("date"),
        "edition": table.get("edition"),
        "rungs": rungs,
        "others": others,
    }


def show(args: argparse.Namespace) -> int:
    variant = parse_rule(args.show_rule)
    try:
        width, height = parse_board(args.board)
        k = args.k if args.k is not None else rule_k(variant, width, height)
        rules = Rules(width, height, k, variant)
    except ValueError as error:
        raise Stop(str(error)) from None
    ladder = ladder_rows(rules, load_table(args.table or TABLE_FILE))
    if ladder["class"] is None:
        print(
            f"tictactoe ladder: note: {ladder['board']} k={ladder['k']} is in no rating class "
            "(3x3; 4x4 and 5x5 k=4; 9x9 to 12x12 k=5; 13x13 to 20x20 k=5): the rungs "
            "have no measured rating there",
            file=sys.stderr,
        )
    if args.json:
        print(json.dumps(ladder, indent=2))
        return 0
    rule = "" if rules.freestyle else f" {rules.variant.value}"
    where = f"{ladder['board']} k={ladder['k']}{rule}"
    if ladder["class"] is None:
        print(f"The ladder on {where} (no rating class)")
    elif ladder["anchor"] is None:
        print(
            f"The ladder on {where} (class {ladder['class']}): not measured yet "
            f"(tictactoe ladder measure --class {ladder['class'].partition(' ')[0]}"
            f"{'' if rules.freestyle else ' --rule ' + rules.variant.value})"
        )
    else:
        anchor = ladder["anchor"]
        print(
            f"The ladder on {where} (class {ladder['class']}): Elo anchored at "
            f"{anchor['spec']} = {anchor['elo']:g} (ratings edition {ladder['edition']}), "
            f"measured {ladder['date']} by"
        )
        print(f"  {ladder['command']}")
    anchor_spec = (ladder["anchor"] or {}).get("spec")
    rows: list[tuple[str, ...]] = [("spec", "name", "Elo", "+-", "games", "ms/move")]
    rows += [_cells(r, anchor_spec) for r in ladder["rungs"]]
    if ladder["others"]:
        rows.append(("", "", "", "", "", ""))
        rows += [_cells(r, anchor_spec) for r in ladder["others"]]
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print(
            "  "
            + "  ".join(
                c.ljust(widths[i]) if i < 2 else c.rjust(widths[i]) for i, c in enumerate(r)
            ).rstrip()
        )
    if any(r["bounded"] is False for r in ladder["rungs"] + ladder["others"]):
        print("* won or lost every game against the rest: a rough bound, not a measurement")
    return 0


def _cells(row: dict, anchor: str | None) -> tuple[str, ...]:
    if row["elo"] is None:
        return (row["spec"], row["name"], "-", "", "", "")
    mark = "" if row["bounded"] else "*"
    error = "anchor" if row["spec"] == anchor else f"{row['error']:.0f}"
    return (
        row["spec"],
        row["name"],
        f"{row['elo']:.0f}{mark}",
        error,
        str(row["games"]),
        f"{1000 * row['seconds_per_move']:.3g}",
    )
