"""The menu's unfinished games: the Resume button (this window's game, else the most recent
one no window holds), the list of the others beside it, and the kept-game bar that offers a
game asked for on the command line beside the kept one.  Every unfinished game stays kept
until it is finished (:mod:`tictactoe.storage.slots`); only this window's own is replaced by
a new game, and the bar says so."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QVBoxLayout

from tictactoe.players import PlayerKind
from tictactoe.ui.play.keeper import GameKeeper, describe_kept, describe_match
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.widgets.tooltips import set_tooltip
from tictactoe.ui.words.translation import Words, fill

Menu = Words("Menu")


class KeptGames(QObject):
    """The widgets, in ``layout`` for the menu to place (in the menu's own layout, so that
    they take their room as soon as they show)."""

    resume_requested = Signal()
    resume_other_requested = Signal(int)  # the n-th game of the "more unfinished games" list
    offered_requested = Signal()  # "Start the new game" on the kept-game bar

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.layout = column = QVBoxLayout()
        column.setContentsMargins(0, 0, 0, 0)
        self.resume_button = Button(Menu.tr("Resume"), "play", point_size=13)
        set_tooltip(
            self.resume_button, Menu.tr("Return to the game you left, exactly where it was")
        )
        self.resume_button.clicked.connect(self.resume_requested)
        self.resume_button.setVisible(False)
        self.more_button = Button("", point_size=12)
        set_tooltip(
            self.more_button, Menu.tr("The other unfinished games, each kept until it is finished")
        )
        self.more_menu = QMenu(self.more_button)
        self.more_button.clicked.connect(
            lambda: self.more_menu.popup(
                self.more_button.mapToGlobal(self.more_button.rect().bottomLeft())
            )
        )
        self.more_button.setVisible(False)
        row = QHBoxLayout()
        row.addWidget(self.resume_button, 3)
        row.addWidget(self.more_button, 1)
        column.addLayout(row)
        column.addWidget(self._kept_bar())

    def _kept_bar(self) -> QFrame:
        """The kept game and the one asked for on the command line, side by side."""
        self.kept_bar = QFrame()
        self.kept_bar.setObjectName("messageBar")
        bar = QHBoxLayout(self.kept_bar)
        bar.setContentsMargins(12, 4, 6, 4)  # no taller than the Resume button it replaces
        self.kept_text = QLabel()
        self.kept_text.setWordWrap(True)
        self.resume_kept_button = Button(Menu.tr("Resume it"), "play", point_size=12)
        set_tooltip(
            self.resume_kept_button, Menu.tr("Return to the unfinished game, exactly where it was")
        )
        self.resume_kept_button.clicked.connect(self.resume_requested)
        self.offered_button = Button(Menu.tr("Start the new game"), point_size=12)
        self.offered_button.clicked.connect(self.offered_requested)
        bar.addWidget(self.kept_text, 1)
        bar.addWidget(self.resume_kept_button)
        bar.addWidget(self.offered_button)
        self.kept_bar.setVisible(False)
        return self.kept_bar

    def show_games(
        self,
        keeper: GameKeeper | None,
        offered: MatchSettings | None,
        kinds: tuple[PlayerKind, ...],
    ) -> None:
        """The keeper's unfinished games: Resume offers the first, the list the others; with
        a game ``offered`` (asked for on the command line), the bar offers both instead."""
        kept = keeper.kept if keeper is not None else None
        offered = offered if kept is not None else None
        self.show_resume(
            None
            if kept is None or offered is not None
            else fill(Menu.tr("Resume: %1"), describe_kept(kept, kinds))
        )
        self.offer_choice(
            None if kept is None or offered is None else describe_kept(kept, kinds),
            "" if offered is None else describe_match(offered, kinds),
            replaces=keeper is not None and keeper.own is not None,
        )
        more = keeper.choices()[1:] if keeper is not None else []
        self.show_more([describe_kept(game.snapshot, kinds) for game in more])

    def show_resume(self, text: str | None) -> None:
        """Offer the kept game ("Resume: 15x15, move 23, Hard vs you"), or hide the offer."""
        self.resume_button.setVisible(text is not None)
        if text is not None:
            self.resume_button.setText(text)

    def show_more(self, games: list[str]) -> None:
        """The other unfinished games ("15x15, move 23, Hard vs you"), or none."""
        self.more_menu.clear()
        for index, text in enumerate(games):
            action = self.more_menu.addAction(fill(Menu.tr("Resume: %1"), text))
            action.triggered.connect(lambda _=False, i=index: self.resume_other_requested.emit(i))
        self.more_button.setText(Menu.tr("%n more unfinished game(s)", None, len(games)))
        self.more_button.setVisible(bool(games))

    def offer_choice(self, kept: str | None, offered: str = "", *, replaces: bool = True) -> None:
        """The kept-game bar: the game kept (``kept``) or the new one asked for
        (``offered``), the player's pick; None takes the bar away.  ``replaces``: the new
        game takes the kept one's place (this window's own), else both are kept."""
        self.kept_bar.setVisible(kept is not None)
        if kept is not None:
            self.kept_text.setText(
                fill(
                    Menu.tr("Unfinished game: %1\nNew game: %2 (in its place)")
                    if replaces
                    else Menu.tr("Unfinished game: %1\nNew game: %2"),
                    kept,
                    offered,
                )
            )
            set_tooltip(
                self.offered_button,
                fill(
                    Menu.tr("Start %1; the unfinished game is given up")
                    if replaces
                    else Menu.tr("Start %1; the unfinished game stays kept for Resume"),
                    offered,
                ),
            )
