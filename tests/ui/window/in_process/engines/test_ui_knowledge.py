"""What the engine has said, per position (ui/window/knowledge.py, no Qt): which search a
position still wants, and a failed search never asked again."""

from __future__ import annotations

from tictactoe.ai import Option, Reading, Verdict
from tictactoe.game import Game, Mark
from tictactoe.ui.window.knowledge import Knowledge


def test_a_position_wants_the_hint_first_then_the_panel_then_a_proof_once() -> None:
    known, key = Knowledge(), Game().position()
    every = dict(hint=True, panel=True, prove=True)
    assert known.wanted(key, **every) == "hint"
    known.take_report("hint", key, Reading(Mark.X, (Option((1, 1), 0),), final=False), False)
    assert known.wanted(key, **every) == "hint"  # not final yet
    known.take_report("hint", key, Reading(Mark.X, (Option((1, 1), 0),), final=True), True)
    assert known.wanted(key, **every) is None  # a final reading: done
    other = Game.from_rows(["X..", "...", "..."], 3).position()
    assert known.wanted(other, hint=False, panel=True, prove=True) == "panel"
    assert known.wanted(other, hint=False, panel=False, prove=True) == "prove"
    known.take_report("prove", other, None, True)  # tried, nothing proven
    assert known.wanted(other, hint=False, panel=False, prove=True) is None
    assert known.wanted(other, hint=False, panel=True, prove=True) == "panel"


def test_a_failed_search_is_kept_as_a_final_empty_reading() -> None:
    known, key = Knowledge(), Game().position()
    known.take_report("panel", key, None, True)
    assert known.panel[key].final and known.panel[key].options == ()
    assert known.wanted(key, hint=False, panel=True, prove=True) is None


def test_a_proof_and_a_computer_report_give_the_verdict() -> None:
    known, key = Knowledge(), Game().position()
    known.take_report("prove", key, Verdict.of(0, Mark.X), True)
    assert known.verdicts[key] == Verdict.of(0, Mark.X)
    after = Game.from_rows(["X..", "...", "..."], 3)
    reading = Reading(Mark.O, (Option((1, 1), 0),), exact=frozenset({(1, 1)}), final=True)
    known.take_progress(after.position(), reading, "O, Perfect")
    assert known.considered(after.position()) is reading
    assert known.panel_reading(after.position(), hint_shown=False) is reading
    after.play((1, 1))
    assert known.last_considered(after) == ("O, Perfect", (1, 1), reading)
    known.derive_verdict(after)  # O's exact value proves the position after its move
    assert known.verdicts[after.position()] == Verdict.of(0, Mark.O).after_move()
