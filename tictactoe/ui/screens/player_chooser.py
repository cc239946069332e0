"""One side's player on the menu, calm at 900x700 with the whole ladder in it:

    Player 2                  ★ Suggested: 7 · Skilled
    [Human]         [Adaptive]  [Perfect]
    [Level]         [ 6 · Club · 1240          v]    the ten rungs
    [More players]  [ Forecaster v] [Add engine…]    the historical AIs, Random,
                                                      the external engines, and a new one
    Level 6, Club: rated 1240 ± 25 on 15x15 ...       the choice in a line

and the chosen kind's settings (spin boxes, check boxes, the attack/defend
slider), remembered per kind.  The title's line and the rung list mark the
suggested rung (a little above the person's rating, :meth:`PlayerChooser.set_board`);
each rung's tooltip
says its measured rating on the board and what it always sees, and the other
computer players' tooltips give their measured rating when there is one.  The
old level names (``medium``) choose their rung.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tictactoe.game import Rules
from tictactoe.players import ADAPTIVE, ParamSpec, PlayerKind, find_kind
from tictactoe.players.ladder import OLD_NAMES, RUNGS, Rung, rung_of_spec
from tictactoe.players.ratings import rating
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.widgets.tooltips import item_tooltips_beside, set_item_tooltip, set_tooltip
from tictactoe.ui.widgets.widgets import Panel
from tictactoe.ui.words.player_words import Players, shown
from tictactoe.ui.words.problem_words import refusal_words
from tictactoe.ui.words.rating_words import measured, rung_tooltip, rung_words
from tictactoe.ui.words.translation import fill

COLUMNS = 3  # buttons per row
LEVEL = "level"  # the rung list's kind: its spec is the chosen rung's, level:N
MORE = "more"  # the button of the other players' list
FIRST_ROW = ("human", ADAPTIVE, "perfect")
ON_THE_LADDER = {LEVEL, *OLD_NAMES}  # kinds shown as the rung list, not as buttons
LEVEL_KIND = PlayerKind(
    LEVEL,
    QT_TRANSLATE_NOOP("Players", "Level"),
    description=(
        QT_TRANSLATE_NOOP(
            "Players",
            "The difficulty ladder: ten levels from a first game to the "
            "full engine (Hard). Pick one in the list; the ★ marks the "
            "one a little above your rating.",
        )
    ),
)


def engine_words(busy: bool = False) -> str:
    """The words of the "Add engine…" button, or what it says while an engine starts."""
    return Players.tr("Starting engine…") if busy else Players.tr("Add engine…")


def rung_label(rung: Rung) -> str:
    """ "3 · Medium", as the level list shows it."""
    return fill(Players.tr("%1 · %2"), rung.number, shown(rung.name))


class PlayerChooser(Panel):
    """One side's player: Human, Adaptive, Perfect, a rung of the ladder or one of
    the other players, and the chosen kind's settings."""

    changed = Signal()
    add_engine_requested = Signal()  # "Add engine…" beside the list the engines join

    def __init__(
        self, title: str, kinds: tuple[PlayerKind, ...], parent: QWidget | None = None
    ) -> None:
        super().__init__(title, parent)
        self.kinds = tuple(k for k in kinds if k.name not in ON_THE_LADDER)
        self.buttons: dict[str, Button] = {}
        self._rules: Rules | None = None
        self._adaptive_note = ""
        self._current = self.kinds[0] if self.kinds else LEVEL_KIND
        grid = self._grid = QGridLayout()
        grid.setSpacing(6)
        for name in FIRST_ROW:
            kind = self._kind(name)
            if kind is not None:
                self._button(kind.name, shown(kind.label), shown(kind.description), grid.count())
        self.suggestion = QLabel()  # "★ Suggested: 7 · Skilled", on the title's line
        self.suggestion.setObjectName("subtitle")
        self.add_to_title(self.suggestion)
        self._button(LEVEL, shown(LEVEL_KIND.label), shown(LEVEL_KIND.description), COLUMNS)
        self.levels = self._list(fill(Players.tr("%1: level"), title), 1)
        for rung in RUNGS:
            self.levels.addItem(rung_label(rung), LEVEL)
        self.levels.setCurrentIndex(OLD_NAMES["medium"] - 1)
        self._button(
            MORE,
            Players.tr("More players"),
            Players.tr(
                "The historical players of the source documents, Random and "
                "the external engines you added: pick one in the list"
            ),
            2 * COLUMNS,
        )
        self.others = self._list(fill(Players.tr("%1: more players"), title), 2, COLUMNS - 2)
        for kind in self.kinds:
            if kind.name not in FIRST_ROW:
                self.others.addItem(shown(kind.label), kind.name)
                set_item_tooltip(self.others, self.others.count() - 1, shown(kind.description))
        self.engine_button = Button(engine_words(), point_size=11)
        set_tooltip(
            self.engine_button,
            fill(
                Players.tr(
                    "Add an external Gomoku engine (a program that speaks the Gomocup pbrain "
                    "protocol): it joins both lists of more players and plays for %1"
                ),
                title,
            ),
        )
        self.engine_button.clicked.connect(self.add_engine_requested)
        grid.addWidget(self.engine_button, 2, COLUMNS - 1)
        self.body.addLayout(grid)
        self.about = QLabel()  # the choice in a line: a rung's rating and how it plays
        self.about.setObjectName("subtitle")
        self.about.setWordWrap(True)
        self.body.addWidget(self.about)
        self._params_box = QVBoxLayout()
        self.body.addLayout(self._params_box)
        self.body.addStretch(1)
        self._param_widgets: dict[str, QWidget] = {}
        self._values: dict[str, dict[str, Any]] = {k.name: {} for k in (*self.kinds, LEVEL_KIND)}
        self.choose(self._current.name)
        self.levels.setAccessibleDescription(
            fill(Players.tr("Choose the level %1 plays at"), title)
        )
        self.others.setAccessibleDescription(
            fill(Players.tr("Choose one of the other players for %1"), title)
        )

    def _kind(self, name: str) -> PlayerKind | None:
        return (
            LEVEL_KIND if name == LEVEL else next((k for k in self.kinds if k.name == name), None)
        )

    def _button(self, name: str, label: str, tip: str, index: int) -> None:
        button = Button(label, point_size=11)
        set_tooltip(button, tip)
        button.clicked.connect(lambda n=name: self.choose(n))
        self._grid.addWidget(button, index // COLUMNS, index % COLUMNS)
        self.buttons[name] = button

    def _list(self, name: str, row: int, span: int = COLUMNS - 1) -> QComboBox:
        """A list beside the button of its row: choosing in it chooses that button."""
        box = QComboBox()
        box.setAccessibleName(name)
        box.setMaxVisibleItems(len(RUNGS))
        box.activated.connect(lambda _, b=box: self.choose(self._listed(b)))
        box.currentIndexChanged.connect(lambda _, b=box: self._list_moved(b))
        self._grid.addWidget(box, row, 1, 1, span)
        item_tooltips_beside(box)
        return box

    @staticmethod
    def _listed(box: QComboBox) -> str:
        return str(box.currentData() or "")

    def add_kind(self, kind: PlayerKind) -> None:
        """A kind added later (an external engine), listed under More players; one of
        the same name is kept."""
        if any(k.name == kind.name for k in self.kinds):
            return
        self.kinds = (*self.kinds, kind)
        self._values[kind.name] = {}
        self.others.addItem(shown(kind.label), kind.name)
        set_item_tooltip(self.others, self.others.count() - 1, shown(kind.description))

    def set_engine_busy(self, busy: bool) -> None:
        """While an engine added is being started: the button says so and waits."""
        self.engine_button.setText(engine_words(busy))
        self.engine_button.setEnabled(not busy)

    def offered(self) -> list[str]:
        """The kinds offered, by name, in the order shown: the buttons', then the list's."""
        first = [name for name in self.buttons if name not in (LEVEL, MORE)]
        return first + [self.others.itemData(i) for i in range(self.others.count())]

    def label(self, name: str) -> str:
        """The name a kind is shown under (a button's text or its line in the list)."""
        if name in self.buttons:
            return self.buttons[name].text()
        return self.others.itemText(self.others.findData(name))

    @property
    def current(self) -> PlayerKind:
        return self._current

    @property
    def rung(self) -> Rung:
        """The rung the level list shows."""
        return RUNGS[max(0, self.levels.currentIndex())]

    def choose(self, name: str) -> None:
        """Choose a kind by name; an old level name (``medium``) chooses its rung."""
        if name in OLD_NAMES:
            self.levels.setCurrentIndex(OLD_NAMES[name] - 1)
            name = LEVEL
        kind = self._kind(name)
        if name == MORE:
            kind = self._kind(self._listed(self.others))
        if kind is None:
            return
        self._current = kind
        listed = self.others.findData(kind.name)
        if listed >= 0:
            self.others.blockSignals(True)
            self.others.setCurrentIndex(listed)
            self.others.blockSignals(False)
            self._tip(self.others)
        button = MORE if listed >= 0 else kind.name
        for key, each in self.buttons.items():
            each.set_selected(key == button)
        self._rebuild_params()
        self._say_about()
        self.changed.emit()

    def _say_about(self) -> None:
        """The line under the lists: what the choice is on this board."""
        name, rules = self._current.name, self._rules
        if name == ADAPTIVE:
            text = self._adaptive_note
        elif rules is None or name == "human" or ":" in name:
            text = ""
        elif name == LEVEL:
            rung = self.rung
            text = fill(
                Players.tr("Level %1, %2. %3 %4"),
                rung.number,
                shown(rung.name),
                measured(rung.spec, rules),
                rung_words(rung, rules)[0],
            )
        else:
            text = measured(self.spec(), rules)
        self.about.setText(text.strip())
        self.about.setVisible(bool(text.strip()))

    def _list_moved(self, box: QComboBox) -> None:
        """The level list moved by code or keys: a new rung counts when Level is chosen."""
        self._tip(box)
        if box is self.levels and self._current.name == LEVEL:
            self._say_about()
            self.changed.emit()

    @staticmethod
    def _tip(box: QComboBox) -> None:
        set_tooltip(box, box.itemData(box.currentIndex(), Qt.ItemDataRole.ToolTipRole) or "")

    def set_board(
        self, rules: Rules | None, suggested: Rung | None, adaptive_note: str = ""
    ) -> None:
        """The board the ratings are shown for (None: not a valid board), the rung to
        mark as suggested, and Adaptive's line on the person's rating."""
        self._rules, self._adaptive_note = rules, adaptive_note
        for i, rung in enumerate(RUNGS):
            marked = suggested is not None and rung.number == suggested.number
            text = rung_label(rung)
            tip = ""
            if rules is not None:
                text += _elo_suffix(rung.spec, rules)
                tip = rung_tooltip(rung, rules, suggested=marked)
            self.levels.setItemText(
                i, fill(Players.tr("%1  ★ suggested"), text) if marked else text
            )
            set_item_tooltip(self.levels, i, tip)
        self._tip(self.levels)
        self.suggestion.setText(
            "" if suggested is None else fill(Players.tr("★ Suggested: %1"), rung_label(suggested))
        )
        self.suggestion.setVisible(suggested is not None)
        for kind in self.kinds:
            tip = shown(kind.description)
            if kind.name == ADAPTIVE and adaptive_note:
                tip += "\n" + adaptive_note
            elif rules is not None and kind.name != "human" and ":" not in kind.name:
                tip += "\n" + measured(kind.spec_of(self._values[kind.name]), rules)
            listed = self.others.findData(kind.name)
            if listed >= 0:
                set_item_tooltip(self.others, listed, tip)
            elif kind.name in self.buttons:
                set_tooltip(self.buttons[kind.name], tip)
        self._tip(self.others)
        self._say_about()

    def _rebuild_params(self) -> None:
        while self._params_box.count():
            item = self._params_box.takeAt(0)
            if item.layout() is not None:
                _clear(item.layout())
            elif item.widget() is not None:
                item.widget().deleteLater()
        self._param_widgets = {}
        values = self._values[self._current.name]
        for p in self._current.shown_params:
            self._params_box.addLayout(self._param_row(p, values.get(p.name, p.default)))
        previous: QWidget = self.engine_button  # Tab reaches the settings after the lists
        for widget in self._param_widgets.values():  # and Add engine, not after the window's
            QWidget.setTabOrder(previous, widget)  # last widget
            previous = widget

    def _param_row(self, p: ParamSpec, value: Any) -> QHBoxLayout:
        row = QHBoxLayout()
        title, description = shown(p.title), shown(p.description)
        label = QLabel(title)
        set_tooltip(label, description)
        if p.type == "bool":
            box = QCheckBox(title)
            set_tooltip(box, description)
            box.setChecked(bool(value))
            box.toggled.connect(lambda on, n=p.name: self._set_value(n, on))
            row.addWidget(box)
            self._param_widgets[p.name] = box
            return row
        row.addWidget(label)
        if p.type == "int":
            spin = QSpinBox()
            spin.setRange(int(p.minimum), int(p.maximum))
            spin.setValue(int(value) if not isinstance(value, str) else int(p.default))
            set_tooltip(spin, description)
            spin.setAccessibleName(title)
            label.setBuddy(spin)
            spin.valueChanged.connect(lambda v, n=p.name: self._set_value(n, v))
            row.addWidget(spin)
            self._param_widgets[p.name] = spin
            for word in p.words:  # e.g. forecaster's depth=expert: deep enough to be exact
                box = QCheckBox(shown(word.capitalize()))
                set_tooltip(box, description)
                box.setChecked(value == word)
                spin.setEnabled(value != word)

                def toggled(on: bool, n: str = p.name, w: str = word, s: QSpinBox = spin) -> None:
                    s.setEnabled(not on)
                    self._set_value(n, w if on else s.value())

                box.toggled.connect(toggled)
                row.addWidget(box)
                self._param_widgets[f"{p.name}={word}"] = box
            row.addStretch(1)
        else:
            slider = QSlider(Qt.Orientation.Horizontal)
            slider.setRange(0, 100)
            span = (p.maximum - p.minimum) or 1
            slider.setValue(round((float(value) - p.minimum) / span * 100))
            set_tooltip(slider, description)
            slider.setAccessibleName(title)
            label.setBuddy(slider)
            number = QLabel(f"{float(value):.2f}")
            number.setMinimumWidth(36)

            def moved(
                v: int,
                n: str = p.name,
                lo: float = p.minimum,
                s: float = span,
                out: QLabel = number,
            ) -> None:
                real = round(lo + v / 100 * s, 2)
                out.setText(f"{real:.2f}")
                self._set_value(n, real)

            slider.valueChanged.connect(moved)
            row.addWidget(QLabel(Players.tr("attack")))
            row.addWidget(slider, 1)
            row.addWidget(QLabel(Players.tr("defend")))
            row.addWidget(number)
            self._param_widgets[p.name] = slider
        return row

    def param_widget(self, name: str) -> QWidget:
        return self._param_widgets[name]

    def _set_value(self, name: str, value: Any) -> None:
        self._values[self._current.name][name] = value
        self.changed.emit()

    def spec(self) -> str:
        if self._current.name == LEVEL:
            return self.rung.spec
        return self._current.spec_of(self._values[self._current.name])

    def check(self, rules: Rules) -> str | None:
        if self._current.name == ADAPTIVE:
            return None  # it picks a rung when the game starts
        if self._current.name == LEVEL:
            spec, who = self.rung.spec, fill(Players.tr("Level %1"), self.rung.number)
        else:
            spec, who = self.spec(), shown(self._current.label)
        refusal = refusal_words(spec, rules)
        return None if refusal is None else fill(Players.tr("%1: %2"), who, refusal)

    def set_spec(self, spec: str) -> None:
        on_ladder = rung_of_spec(spec)
        if on_ladder is not None:
            self.levels.setCurrentIndex(on_ladder.number - 1)
            self.choose(LEVEL)
            return
        kind, values = find_kind(self.kinds, spec)
        if kind is None:
            return
        self._values[kind.name] = values
        self.choose(kind.name)


def _elo_suffix(spec: str, rules: Rules) -> str:
    """ " · 1210" when the rung has a measured rating on the board."""
    shipped = rating(spec, rules)
    return "" if shipped is None else f" · {shipped.elo:.0f}"


def _clear(layout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().deleteLater()
        elif item.layout() is not None:
            _clear(item.layout())
