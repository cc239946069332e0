"""One side's player on the menu: a Button per kind of player, and the chosen kind's
settings (spin boxes, check boxes, the attack/defend slider), remembered per kind."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox, QGridLayout, QHBoxLayout, QLabel, QSlider, QSpinBox, QVBoxLayout, QWidget,
)

from tictactoe.game import Rules
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.play.catalogue import Param, PlayerKind, find_kind
from tictactoe.ui.widgets.widgets import Panel

COLUMNS = 3  # player buttons per row: 11 kinds in 4 rows keep the menu short


class PlayerChooser(Panel):
    """One side's player: a Button per kind, and the chosen kind's settings."""

    changed = Signal()

    def __init__(self, title: str, kinds: tuple[PlayerKind, ...], parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.kinds = kinds
        self.buttons: dict[str, Button] = {}
        self._grid = grid = QGridLayout()
        grid.setSpacing(6)
        for kind in kinds:
            self._add_button(kind)
        self.body.addLayout(grid)
        self._params_box = QVBoxLayout()
        self.body.addLayout(self._params_box)
        self.body.addStretch(1)
        self._param_widgets: dict[str, QWidget] = {}
        self._values: dict[str, dict[str, Any]] = {k.name: {} for k in kinds}
        self._current = kinds[0]
        self.choose(kinds[0].name)

    def _add_button(self, kind: PlayerKind) -> None:
        i = len(self.buttons)
        button = Button(kind.label, point_size=11)
        button.setToolTip(kind.description)
        button.clicked.connect(lambda k=kind: self.choose(k.name))
        self._grid.addWidget(button, i // COLUMNS, i % COLUMNS)
        self.buttons[kind.name] = button

    def add_kind(self, kind: PlayerKind) -> None:
        """A kind added later (an external engine); one of the same name is kept."""
        if kind.name in self.buttons:
            return
        self.kinds = (*self.kinds, kind)
        self._values[kind.name] = {}
        self._add_button(kind)

    @property
    def current(self) -> PlayerKind:
        return self._current

    def choose(self, name: str) -> None:
        for kind in self.kinds:
            if kind.name == name:
                self._current = kind
        for key, button in self.buttons.items():
            button.set_selected(key == self._current.name)
        self._rebuild_params()
        self.changed.emit()

    def _rebuild_params(self) -> None:
        while self._params_box.count():
            item = self._params_box.takeAt(0)
            if item.layout() is not None:
                _clear(item.layout())
            elif item.widget() is not None:
                item.widget().deleteLater()
        self._param_widgets = {}
        values = self._values[self._current.name]
        for p in self._current.params:
            self._params_box.addLayout(self._param_row(p, values.get(p.name, p.default)))

    def _param_row(self, p: Param, value: Any) -> QHBoxLayout:
        row = QHBoxLayout()
        label = QLabel(p.label)
        label.setToolTip(p.tooltip)
        if p.kind == "bool":
            box = QCheckBox(p.label)
            box.setToolTip(p.tooltip)
            box.setChecked(bool(value))
            box.toggled.connect(lambda on, n=p.name: self._set_value(n, on))
            row.addWidget(box)
            self._param_widgets[p.name] = box
            return row
        row.addWidget(label)
        if p.kind == "int":
            spin = QSpinBox()
            spin.setRange(int(p.minimum), int(p.maximum))
            spin.setValue(int(value) if not isinstance(value, str) else int(p.default))
            spin.setToolTip(p.tooltip)
            spin.valueChanged.connect(lambda v, n=p.name: self._set_value(n, v))
            row.addWidget(spin)
            self._param_widgets[p.name] = spin
            for word in p.words:  # e.g. forecaster's depth=expert: deep enough to be exact
                box = QCheckBox(word.capitalize())
                box.setToolTip(p.tooltip)
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
            slider.setToolTip(p.tooltip)
            shown = QLabel(f"{float(value):.2f}")
            shown.setMinimumWidth(36)

            def moved(v: int, n: str = p.name, lo: float = p.minimum, s: float = span,
                      out: QLabel = shown) -> None:
                real = round(lo + v / 100 * s, 2)
                out.setText(f"{real:.2f}")
                self._set_value(n, real)

            slider.valueChanged.connect(moved)
            row.addWidget(QLabel("attack"))
            row.addWidget(slider, 1)
            row.addWidget(QLabel("defend"))
            row.addWidget(shown)
            self._param_widgets[p.name] = slider
        return row

    def param_widget(self, name: str) -> QWidget:
        return self._param_widgets[name]

    def _set_value(self, name: str, value: Any) -> None:
        self._values[self._current.name][name] = value
        self.changed.emit()

    def spec(self) -> str:
        return self._current.spec(self._values[self._current.name])

    def check(self, rules: Rules) -> str | None:
        return self._current.check(rules, self._values[self._current.name])

    def set_spec(self, spec: str) -> None:
        kind, values = find_kind(self.kinds, spec)
        if kind is None:
            return
        self._values[kind.name] = values
        self.choose(kind.name)


def _clear(layout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().deleteLater()
        elif item.layout() is not None:
            _clear(item.layout())
