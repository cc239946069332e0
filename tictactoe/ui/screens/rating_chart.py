"""The person's rating on the Statistics screen: a button per board class they are
rated on ("Large boards: 1254 (provisional)") and a small line chart of the chosen class's
history, painted with QPainter: the rating after each game, its ± deviation as a
band, and the rungs of the ladder whose ratings fall in view as faint lines."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from tictactoe.players.ladder import Rung
from tictactoe.storage.rating import PersonRating
from tictactoe.ui.widgets.appearance import colours
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.widgets.tooltips import set_tooltip
from tictactoe.ui.widgets.widgets import Panel, draw_placeholder
from tictactoe.ui.words.player_words import shown
from tictactoe.ui.words.rating_words import (
    RATING_CLASSES,
    class_note,
    class_title,
    rating_number,
)
from tictactoe.ui.words.translation import Words, fill

Ratings = Words("Ratings")

CHART_HEIGHT = 120
BAND_ALPHA = 50  # the deviation band: the line's colour, faint


class RatingChart(QWidget):
    """One class's rating after each game (the start first), with its deviation band."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(CHART_HEIGHT)
        self.person: PersonRating | None = None
        self.rungs: list[tuple[Rung, float]] = []

    def show_rating(self, person: PersonRating | None, rungs: list[tuple[Rung, float]]) -> None:
        self.person, self.rungs = person, rungs
        self.update()

    def points(self) -> list[tuple[float, float]]:
        """(rating, deviation) at the start and after each game."""
        if self.person is None:
            return []
        steps = [self.person.start] + [game.after for game in self.person.history]
        return [(g.rating, g.deviation) for g in steps]

    def placeholder(self) -> str:
        """What the chart says while it has nothing to draw ("" when it has)."""
        if len(self.points()) >= 2:
            return ""
        return Ratings.tr("Play a rated level and your rating is drawn here")

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = colours()
        painter.fillRect(self.rect(), QColor(palette.field))
        points = self.points()
        if len(points) < 2:
            painter.setPen(QColor(palette.muted_text))
            draw_placeholder(painter, self, self.placeholder())
            painter.end()
            return
        plot = QRectF(self.rect()).adjusted(46, 10, -86, -22)
        now = points[-1][0]
        low = min(min(r - d for r, d in points[1:]), now - 150)
        high = max(max(r + d for r, d in points[1:]), now + 150)

        def at(index: int, value: float) -> QPointF:
            x = plot.left() + plot.width() * index / (len(points) - 1)
            y = plot.bottom() - plot.height() * (value - low) / (high - low)
            return QPointF(x, max(plot.top(), min(plot.bottom(), y)))

        self._rungs(painter, plot, low, high)
        band = QPolygonF(
            [at(i, r + d) for i, (r, d) in enumerate(points)]
            + [at(i, r - d) for i, (r, d) in reversed(list(enumerate(points)))]
        )
        band_colour = QColor(palette.accent)
        band_colour.setAlpha(BAND_ALPHA)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(band_colour)
        painter.drawPolygon(band)
        path = QPainterPath(at(0, points[0][0]))
        for i, (r, _) in enumerate(points[1:], 1):
            path.lineTo(at(i, r))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(palette.accent), 2))
        painter.drawPath(path)
        painter.setPen(QColor(palette.muted_text))
        for value in (low, high):
            painter.drawText(
                QRectF(0, at(0, value).y() - 8, 42, 16),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{value:.0f}",
            )
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + 4, plot.width(), 16),
            Qt.AlignmentFlag.AlignCenter,
            Ratings.tr("%n rated game(s), oldest on the left", None, len(points) - 1),
        )
        painter.end()

    def _rungs(self, painter: QPainter, plot: QRectF, low: float, high: float) -> None:
        """The rungs rated within the chart's range, as faint lines named on the right,
        strongest first: where rungs crowd (3x3's top rungs are a few points apart) the
        strongest one of a bunch is named and drawn for them."""
        palette = colours()
        line_y = label_y = None
        for rung, elo in sorted(self.rungs, key=lambda pair: -pair[1]):
            if not low <= elo <= high:
                continue
            y = plot.bottom() - plot.height() * (elo - low) / (high - low)
            if line_y is not None and abs(line_y - y) < 4:
                continue
            painter.setPen(QPen(QColor(palette.guide), 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            line_y = y
            if label_y is None or abs(label_y - y) >= 13:  # no names on top of each other
                painter.setPen(QColor(palette.muted_text))
                painter.drawText(
                    QRectF(plot.right() + 6, y - 8, 84, 16),
                    Qt.AlignmentFlag.AlignVCenter,
                    fill(Ratings.tr("%1 %2"), rung.number, shown(rung.name)),
                )
                label_y = y


class RatingPanel(Panel):
    """ "Your rating": a button per class rated, the chosen class's chart and its line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        # the title is one line in every language (the line below says "rated games")
        super().__init__(Ratings.tr("Your rating (Glicko-2)"), parent)
        self.row = QHBoxLayout()
        self.row.setSpacing(6)
        self.body.addLayout(self.row)
        self.line = QLabel()
        self.line.setObjectName("subtitle")
        self.line.setWordWrap(True)  # beside the accuracy panel, half the screen's width
        self.body.addWidget(self.line)
        self.chart = RatingChart()
        self.body.addWidget(self.chart)
        self.buttons: dict[str, Button] = {}
        self._ratings: dict[str, PersonRating] = {}
        self._rungs: dict[str, list[tuple[Rung, float]]] = {}

    def show_ratings(
        self, ratings: dict[str, PersonRating], rungs: dict[str, list[tuple[Rung, float]]]
    ) -> None:
        """The person's ratings by class and each class's rated rungs; the class
        played last is shown first."""
        self._ratings, self._rungs = ratings, rungs
        while self.row.count():
            item = self.row.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.buttons = {}
        for name in RATING_CLASSES:
            if name not in ratings:
                continue
            button = Button(
                fill(Ratings.tr("%1: %2"), class_title(name), rating_number(ratings[name].current)),
                point_size=11,
            )
            set_tooltip(button, class_note(ratings[name].history[-1].rules))
            button.setAccessibleDescription(
                fill(Ratings.tr("Show your rating's history here: %1"), class_title(name))
            )
            button.clicked.connect(lambda n=name: self.choose(n))
            self.row.addWidget(button)
            self.buttons[name] = button
        self.row.addStretch(1)
        if not ratings:
            boards = Ratings.tr("; ").join(
                Ratings.tr(boards) for _, boards in RATING_CLASSES.values()
            )
            self.line.setText(
                fill(
                    Ratings.tr(
                        "Not rated yet: play a rated level (%1) and your rating appears here."
                    ),
                    boards,
                )
            )
            self.chart.show_rating(None, [])
            return
        latest = max(ratings.values(), key=lambda p: p.history[-1].ended_at)
        self.choose(latest.board_class)

    def choose(self, name: str) -> None:
        person = self._ratings[name]
        for key, button in self.buttons.items():
            button.set_selected(key == name)
        now = person.current
        self.line.setText(
            fill(
                Ratings.tr(
                    "%1: %2 after %n rated game(s), ± %3; started at %4. "
                    "The band is ± one deviation.",
                    None,
                    person.games,
                ),
                class_title(name),
                rating_number(now),
                f"{now.deviation:.0f}",
                f"{person.start.rating:.0f}",
            )
        )
        self.chart.show_rating(person, self._rungs.get(name, []))
