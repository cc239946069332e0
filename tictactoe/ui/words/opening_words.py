"""The words of a swap or swap2 opening on the game screen (context "Swap"): what to do
now, what the computer did and why, and how the colours were settled.  No Qt.

The players are named by their seats while the opening is under way (the proposer holds
X's seat, the responder O's: the colours the game would have had without the opening),
with the words of the rest of the game screen (:class:`~tictactoe.ui.words.game_words.Seats`:
"You", "Player 2", "Level 3 · Medium").  Whole sentences, each translated as one; short,
because the message bar has two lines and a computer's action and the next step share
them.
"""

from __future__ import annotations

from tictactoe.game import Mark
from tictactoe.sentences import QT_TRANSLATE_NOOP
from tictactoe.swap import Action, Choice, Negotiation, Opening, Role, Step
from tictactoe.ui.words.game_words import Seats, opening_name
from tictactoe.ui.words.problem_words import error_words
from tictactoe.ui.words.translation import Words, fill, translated

Swap = Words("Swap")
# Why a computer forfeits the opening when it did not answer: the game file keeps the
# English (opening_desk), the window says it in the language chosen.
NO_ANSWER = QT_TRANSLATE_NOOP("Swap", "no answer in time")
SEAT = {Role.PROPOSER: Mark.X, Role.RESPONDER: Mark.O}


def _name(seats: Seats, role: Role) -> str:
    return seats.name(SEAT[role])


def _you(seats: Seats, role: Role) -> bool:
    return seats.people == 1 and seats.players[SEAT[role]].is_human


def to_do(seats: Seats, n: Negotiation, thinking: bool) -> str:
    """The message bar's line for the step under way: "Swap2: place stone 2 of 3
    (White); then Level 3 · Medium picks a colour or two more."."""
    role = n.actor
    assert role is not None
    kind, name = opening_name(n.kind), _name(seats, role)
    if thinking:
        said = (
            Swap.tr("%1: %2 is placing the opening stones…")
            if n.step is Step.PLACE_THREE
            else Swap.tr("%1: %2 is placing two more stones…")
            if n.step is Step.PLACE_TWO
            else Swap.tr("%1: %2 is picking a colour…")
        )
        return fill(said, kind, name)
    other = _name(seats, Role.RESPONDER if role is Role.PROPOSER else Role.PROPOSER)
    you = _you(seats, role)
    if n.to_place():
        total = 3 if n.step is Step.PLACE_THREE else 2
        stone = total - n.to_place() + 1
        colour = Swap.tr("Black") if n.next_mark() is Mark.X else Swap.tr("White")
        if n.step is Step.PLACE_THREE and n.kind is Opening.SWAP2:
            said = (
                Swap.tr("%1: place stone %2 of %3 (%4); then %5 picks a colour or two more.")
                if you
                else Swap.tr(
                    "%1: %6 places stone %2 of %3 (%4); then %5 picks a colour or two more."
                )
            )
        else:
            said = (
                Swap.tr("%1: place stone %2 of %3 (%4); then %5 picks a colour.")
                if you
                else Swap.tr("%1: %6 places stone %2 of %3 (%4); then %5 picks a colour.")
            )
        return fill(said, kind, stone, total, colour, other, name)
    if Choice.TWO in n.options():
        said = (
            Swap.tr("%1: pick Black or White, or place two more and let %3 pick.")
            if you
            else Swap.tr("%1: %2 picks Black or White, or places two more and lets %3 pick.")
        )
        return fill(said, kind, name, other)
    said = Swap.tr("%1: pick Black or White.") if you else Swap.tr("%1: %2 picks Black or White.")
    return fill(said, kind, name)


def acted(seats: Seats, role: Role, action: Action, *, reveal: bool) -> str:
    """What a computer did, with the engine's value for White behind it when ``reveal``
    (what the engine knows is in view: no person plays, or the person asked to see it;
    an external engine gives no value)."""
    name, value = _name(seats, role), (action.value if reveal else None)
    if action.stones:
        said = (
            (
                Swap.tr("%1 placed three stones (it reads %2 for White).")
                if value is not None
                else Swap.tr("%1 placed three stones.")
            )
            if len(action.stones) == 3
            else (
                Swap.tr("%1 placed two stones (it reads %2 for White).")
                if value is not None
                else Swap.tr("%1 placed two stones.")
            )
        )
    elif action.choice is Choice.TWO:
        said = (
            Swap.tr("%1 places two more (it reads %2 for White).")
            if value is not None
            else Swap.tr("%1 places two more.")
        )
    elif action.choice is Choice.BLACK:
        said = (
            Swap.tr("%1 takes Black (it reads %2 for White).")
            if value is not None
            else Swap.tr("%1 takes Black.")
        )
    else:
        said = (
            Swap.tr("%1 takes White (it reads %2 for White).")
            if value is not None
            else Swap.tr("%1 takes White.")
        )
    return fill(said, name, f"{value:+.0f}" if value is not None else "")


def settled(seats: Seats, kind: Opening, proposer_mark: Mark) -> str:
    """ "Swap2 settled: you play White." or, without you, both players' colours."""
    marks = {Role.PROPOSER: proposer_mark, Role.RESPONDER: proposer_mark.other}
    for role, mark in marks.items():
        if _you(seats, role):
            said = (
                Swap.tr("%1 settled: you play Black.")
                if mark is Mark.X
                else Swap.tr("%1 settled: you play White.")
            )
            return fill(said, opening_name(kind))
    black = Role.PROPOSER if proposer_mark is Mark.X else Role.RESPONDER
    white = Role.RESPONDER if black is Role.PROPOSER else Role.PROPOSER
    return fill(
        Swap.tr("%1 settled: %2 plays Black, %3 White."),
        opening_name(kind),
        _name(seats, black),
        _name(seats, white),
    )


def failed(seats: Seats, role: Role, error: BaseException | None) -> str:
    """A computer's part in the opening that failed (``error``: what it raised, or what the
    negotiation refused of its answer; None: no answer in time)."""
    return fill(
        Swap.tr("%1 could not take its part in the opening (%2): it forfeits."),
        _name(seats, role),
        _why(error),
    )


def in_the_opening(error: BaseException | None) -> str:
    """Why a computer forfeited in the opening, as the result says it ("in the opening: ...")."""
    return fill(Swap.tr("in the opening: %1"), _why(error))


def _why(error: BaseException | None) -> str:
    return translated(NO_ANSWER) if error is None else error_words(error)
