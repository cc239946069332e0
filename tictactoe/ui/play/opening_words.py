"""The words of a swap or swap2 opening on the game screen: what to do now, what the
computer did and why, and how the colours were settled.  No Qt.

The players are named by their seats while the opening is under way (the proposer holds
X's seat, the responder O's: the colours the game would have had without the opening),
with the words of the rest of the game screen (:class:`~tictactoe.ui.play.words.Seats`:
"You", "Player 2", "Level 3 · Medium").
"""
from __future__ import annotations

from tictactoe.game import Mark
from tictactoe.swap import Action, Choice, Negotiation, Opening, Role, Step
from tictactoe.ui.play.words import Seats

COLOUR = {Mark.X: "Black", Mark.O: "White"}
SEAT = {Role.PROPOSER: Mark.X, Role.RESPONDER: Mark.O}


def _name(seats: Seats, role: Role) -> str:
    return seats.name(SEAT[role])


def _you(seats: Seats, role: Role) -> bool:
    return _name(seats, role) == "You"


def _does(seats: Seats, role: Role, verb: str) -> str:
    """"You choose" / "Level 3 · Medium chooses"; ``verb`` in the plural ("choose")."""
    return f"You {verb}" if _you(seats, role) else f"{_name(seats, role)} {verb}s"


def to_do(seats: Seats, n: Negotiation, thinking: bool) -> str:
    """The message bar's line for the step under way."""
    role = n.actor
    assert role is not None
    kind = n.kind.value.capitalize()
    if thinking:
        doing = ("placing the opening stones" if n.step is Step.PLACE_THREE
                 else "placing two more stones" if n.step is Step.PLACE_TWO
                 else "choosing a colour")
        return f"{kind}: {_name(seats, role)} is {doing}…"
    other = Role.RESPONDER if role is Role.PROPOSER else Role.PROPOSER
    if n.step in (Step.PLACE_THREE, Step.PLACE_TWO):
        three = n.step is Step.PLACE_THREE
        order = "3 stones (Black, White, Black)" if three else "2 stones (White, then Black)"
        placed = (3 if three else 2) - n.to_place()
        more = " or places two more" if three and n.kind is Opening.SWAP2 else ""
        then = _does(seats, other, "choose").replace("You", "you", 1)
        return (f"{kind}: {_does(seats, role, 'place')} {order}: stone {placed + 1}, "
                f"{COLOUR[n.next_mark()]}; then {then} a colour{more}.")
    if Choice.TWO in n.options():
        s = "" if _you(seats, role) else "s"
        them = "you" if _you(seats, other) else _name(seats, other)
        return (f"{kind}: {_does(seats, role, 'choose')} Black or White, or place{s} two "
                f"more stones (White, then Black) and let{s} {them} choose.")
    return f"{kind}: {_does(seats, role, 'choose')} Black or White."


def acted(seats: Seats, role: Role, action: Action) -> str:
    """What a computer did, with the engine's value for White behind it."""
    name = _name(seats, role)
    value = "" if action.value is None else f" (its search reads {action.value:+.0f} for White)"
    if action.stones:
        return f"{name} placed {len(action.stones)} stones{value}."
    if action.choice is Choice.TWO:
        return f"{name} places two more stones{value}."
    assert action.choice is not None
    return f"{name} takes {COLOUR[action.choice.mark]}{value}."


def settled(seats: Seats, kind: Opening, proposer_mark: Mark) -> str:
    """"Swap2 settled: you play White; Level 10 · Hard plays Black." (the seats named
    before the colours were settled)."""
    proposer = _name(seats, Role.PROPOSER)
    responder = _name(seats, Role.RESPONDER)
    parts = []
    for name, mark in ((proposer, proposer_mark), (responder, proposer_mark.other)):
        verb = "play" if name == "You" else "plays"
        parts.append(f"{'you' if name == 'You' else name} {verb} {COLOUR[mark]}")
    return f"{kind.value.capitalize()} settled: {parts[0]}; {parts[1]}."


def failed(seats: Seats, role: Role, why: str) -> str:
    return f"{_name(seats, role)} could not take its part in the opening ({why}): it forfeits."
