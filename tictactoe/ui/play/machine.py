"""What the parts of the :class:`~tictactoe.ui.play.controller.GameController`'s state
machine use of it: the objects it owns, its state and message, and its own steps.

Each part is a mixin of the controller with one job: the opening
(:class:`~.opening_flow.OpeningFlow`), setting up a position
(:class:`~.setup_flow.SetupFlow`), the position on view and Play from here
(:class:`~.replay_flow.ReplayFlow`), and how a game ends (:class:`~.end_flow.EndFlow`).
They call the steps declared here, which the controller implements (it publishes, sets
the state, puts and starts the games); no part calls another's requests.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tictactoe.game import Game, Mark, Move
    from tictactoe.players import Player
    from tictactoe.records.help import Help
    from tictactoe.swap import SwapRecord
    from tictactoe.ui.play.change import What
    from tictactoe.ui.play.help import HelpRecord
    from tictactoe.ui.play.match_desk import MatchDesk
    from tictactoe.ui.play.opening_desk import OpeningDesk
    from tictactoe.ui.play.states import State
    from tictactoe.ui.play.turns import Turns
    from tictactoe.ui.words.game_words import Seats


class Machine:
    desk: MatchDesk
    turns: Turns
    opening: OpeningDesk
    help: HelpRecord
    _state: State
    _message: str

    if TYPE_CHECKING:  # the controller's own, or a part's (result_text: EndFlow's)

        def _publish(
            self, what: What, *, move: Move | None = None, refused: Move | None = None
        ) -> None: ...

        def _set_state(self, state: State) -> What: ...

        def _say(self, text: str) -> What: ...

        def _keep(self) -> None: ...

        def _put(
            self,
            game: Game,
            index: int,
            kept: dict[str, str] | None = None,
            carried: Help = ...,
            opening: SwapRecord | None = None,
        ) -> What: ...

        def _start_game(
            self,
            game: Game,
            carried: Help = ...,
            *,
            chosen: bool = False,
            kept: dict[str, str] | None = None,
            seated: dict[Mark, Player] | None = None,
            opening: SwapRecord | None = None,
        ) -> What: ...

        def seats(self) -> Seats: ...

        def result_text(self) -> str: ...
