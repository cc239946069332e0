"""The words of a swap or swap2 opening on the game screen: what to do now, what the
computer did and why, and how the colours were settled.  No Qt.

The players are named by their seats while the opening is under way (the proposer holds
X's seat, the responder O's: the colours the game would have had without the opening),
with the words of the rest of the game screen (:class:`~tictactoe.ui.play.words.Seats`:
"You", "Player 2", "Level 3 · Medium").  Short sentences: the message bar has two lines,
and a computer's action and the next step share them.
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
    """"place" for you (the sentence then has no subject), "Player 2 places"."""
    return verb if _you(seats, role) else f"{_name(seats, role)} {verb}s"


def to_do(seats: Seats, n: Negotiation, thinking: bool) -> str:
    """The message bar's line for the step under way: "Swap2: place stone 2 of 3
    (White); then Level 3 · Medium picks a colour or two more."."""
    role = n.actor
    assert role is not None
    kind = n.kind.value.capitalize()
    if thinking:
        doing = ("placing the opening stones" if n.step is Step.PLACE_THREE
                 else "placing two more stones" if n.step is Step.PLACE_TWO
                 else "picking a colour")
        return f"{kind}: {_name(seats, role)} is {doing}…"
    other = Role.RESPONDER if role is Role.PROPOSER else Role.PROPOSER
    them = "you" if _you(seats, other) else _name(seats, other)
    if n.step in (Step.PLACE_THREE, Step.PLACE_TWO):
        three = n.step is Step.PLACE_THREE
        total = 3 if three else 2
        stone = total - n.to_place() + 1
        then = "pick" if _you(seats, other) else "picks"
        more = " or two more" if three and n.kind is Opening.SWAP2 else ""
        return (f"{kind}: {_does(seats, role, 'place')} stone {stone} of {total} "
                f"({COLOUR[n.next_mark()]}); then {them} {then} a colour{more}.")
    if Choice.TWO in n.options():
        let = "let" if _you(seats, role) else "lets"
        return (f"{kind}: {_does(seats, role, 'pick')} Black or White, or "
                f"{'place' if _you(seats, role) else 'places'} two more and {let} {them} pick.")
    return f"{kind}: {_does(seats, role, 'pick')} Black or White."


def acted(seats: Seats, role: Role, action: Action) -> str:
    """What a computer did, with the engine's value for White behind it."""
    name = _name(seats, role)
    why = "" if action.value is None else f" (it reads {action.value:+.0f} for White)"
    if action.stones:
        return f"{name} placed {len(action.stones)} stones{why}."
    if action.choice is Choice.TWO:
        return f"{name} places two more{why}."
    assert action.choice is not None
    return f"{name} takes {COLOUR[action.choice.mark]}{why}."


def settled(seats: Seats, kind: Opening, proposer_mark: Mark) -> str:
    """"Swap2 settled: you play White." or, without you, both players' colours."""
    marks = {Role.PROPOSER: proposer_mark, Role.RESPONDER: proposer_mark.other}
    for role, mark in marks.items():
        if _you(seats, role):
            return f"{kind.value.capitalize()} settled: you play {COLOUR[mark]}."
    first, second = (Role.PROPOSER, Role.RESPONDER) if proposer_mark is Mark.X \
        else (Role.RESPONDER, Role.PROPOSER)
    return (f"{kind.value.capitalize()} settled: {_name(seats, first)} plays Black, "
            f"{_name(seats, second)} White.")


def failed(seats: Seats, role: Role, why: str) -> str:
    return f"{_name(seats, role)} could not take its part in the opening ({why}): it forfeits."
