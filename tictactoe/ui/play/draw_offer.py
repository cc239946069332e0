"""Offer draw: when a person may offer one, and the computer's reading of the offer off
the GUI thread.

**When.**  On a person's turn in a game in play, once at least a third of the cells
are taken (:func:`full_enough`); when nobody can complete a line any more the same
button ends the game as a called draw at once, without asking anybody.  The rule
looks only at what the person sees: a button that appeared when the engine had
proven a draw would tell the person what the engine knows (no spoilers:
``docs/decisions/0024-no-spoilers-one-reading.md``).

**The answer.**  Another person is asked (the controller's ``confirm_draw``).  A
computer reads the position (:mod:`tictactoe.players.draw_offer`: it accepts when its
reading says it is not winning) in a :class:`~tictactoe.players.worker.Search`;
:class:`DrawOffer` hands on its :class:`~tictactoe.players.draw_offer.DrawReply`
(``replied``) unless the offer was dropped since (a move, Undo, Menu, a new game:
every change of the game drops it first), tagged with the offer's number as the
computer's turn is.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from tictactoe.game import Game
from tictactoe.players.draw_offer import DrawReply, draw_job
from tictactoe.players.worker import SEARCH_THREADS, Finish, Search
from tictactoe.ui.workers.gui_gc import watch

OFFER_SHARE = 3  # a draw may be offered once at least 1/OFFER_SHARE of the cells are taken


def full_enough(game: Game) -> bool:
    """At least a third of the board's cells hold a mark (set-up marks included)."""
    position = game.position()
    taken = (position.x_bits | position.o_bits).bit_count()
    return OFFER_SHARE * taken >= game.rules.cells


class DrawOffer(QObject):
    replied = Signal(object)  # DrawReply, for the offer under way only
    _answered = Signal(int, object)  # from the reading's thread: offer, Finish

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._offer = 0
        self._pending = False
        self._search: Search | None = None
        self._answered.connect(self._on_answered)

    @property
    def pending(self) -> bool:
        """An offer waits for the computer's answer."""
        return self._pending

    def start(self, game: Game) -> None:
        """The side not to move in ``game`` reads an offer made by the side to move."""
        self.cancel()
        self._pending = True
        offer = self._offer

        def finished(finish: Finish) -> None:  # on the reading's thread
            try:
                self._answered.emit(offer, finish)
            except RuntimeError:
                pass  # the offer's owner was deleted while quitting

        self._search = Search(
            draw_job(game.copy()),
            finished,
            name=f"draw-offer-{offer}",
            register=watch,
            background=True,
            threads=SEARCH_THREADS,
        ).start()

    def cancel(self) -> None:
        """Drop the offer: nothing of it is handed on."""
        self._offer += 1
        self._pending = False
        if self._search is not None:
            self._search.cancel()

    def _on_answered(self, offer: int, finish: Finish) -> None:
        if offer != self._offer or not self._pending:
            return  # dropped since the reading started
        self._pending = False
        # the computer accepts only on a reading: a reading that failed declines
        reply = finish.answer if isinstance(finish.answer, DrawReply) else DrawReply.UNREAD
        self.replied.emit(reply)
