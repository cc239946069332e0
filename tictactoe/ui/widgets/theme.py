"""Themes as data: every colour the app paints with comes from a theme file.

A theme is a small JSON file (``docs/themes.md`` describes the format): a name, the
system colour scheme it suits (``dark`` or ``light``) and one ``#rrggbb`` value for
each name of :class:`Palette`.  The built-in themes ship in ``resources/themes/``; a
player's own themes are read from the ``themes`` folder of the data folder.

This is the one module that reads theme files, and the package's one place for
colours: no colour literal is written anywhere else (``tests/ui/widgets/test_themes.py`` greps
the package).  Files are read with limits (16 KB each, at most 40 player themes, only
regular files); a theme that cannot be used is reported in words, naming its file, and
never stops the app: the built-in theme is used instead, and the file is left as it was.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, fields
from enum import Enum
from importlib import resources
from pathlib import Path

from tictactoe.safe_files import UnreadableFile, read_regular
from tictactoe.storage.paths import data_dir
from tictactoe.ui.words.translation import Words, fill
from tictactoe.ui.words.unread_words import unread_words

Themes = Words("Themes")

FORMAT = "tictactoe-theme"
VERSION = 2
# Colours a later version added, and the colour a file of an older version lends them:
# version 1 themes (a player's own, written before renju) read on unchanged.
ADDED = {2: {"forbidden": "flash"}}
MAX_BYTES = 16_384  # a theme is about 2 KB
MAX_PLAYER_THEMES = 40  # theme files read from the player's folder
MAX_FOLDER_ENTRIES = 1000  # entries of that folder looked at
MAX_NAME = 40
BUILTIN_IDS = ("dark", "light", "high-contrast")
FIELDS = ("format", "version", "name", "scheme", "colours")
_HEX = re.compile(r"#[0-9a-fA-F]{6}")
_ID = re.compile(r"[a-z0-9][a-z0-9_-]{0,39}")


class Scheme(Enum):
    """The system colour scheme a theme suits (Qt's ``QStyleHints.colorScheme``)."""

    DARK = "dark"
    LIGHT = "light"


@dataclass(frozen=True)
class Palette:
    """Every colour of a theme, by what it colours (``docs/themes.md`` lists them)."""

    # the window and its words
    window: str  # the screens' background
    panel: str  # panels and the message bar
    text: str  # words
    muted_text: str  # secondary words, the board's coordinates
    accent: str  # highlighted words: panel titles, proven values, ratings; the chart's line
    error: str  # a problem, said in words
    ok: str  # a setting that works
    field: str  # number fields, lists, tables, the rating chart
    field_border: str  # their borders, the scroll bars' handles
    guide: str  # faint lines: the statistics table's grid, the chart's rungs
    disabled_text: str  # words of a field that cannot be used now
    tooltip: str  # a tooltip's background
    tooltip_text: str  # a tooltip's words
    # buttons (Spencer's TicTacToe 2017: green Play, orange Quit, yellow Menu, red flash)
    button: str  # a plain button, spin buttons, table headers
    button_hover: str  # spin buttons under the pointer
    button_edge: str  # the edge of every button that has no focus
    play: str
    quit: str
    menu: str
    selected: str  # the current choice, the thinking indicator
    flash: str  # an illegal move
    focus: str  # the border of the focused button
    on_light: str  # words on light faces
    on_dark: str  # words on dark faces
    # the board drawn as cells
    cell: str
    cell_hover: str
    cell_last: str
    cell_win: str
    grid: str  # the frame behind the cells
    cursor: str  # the keyboard cursor's ring
    mark_x: str  # X, and X's side of the evaluation bar
    mark_o: str
    win_line: str
    # the board drawn as a Go board (stones on the intersections)
    go_board: str
    go_line: str  # the lines, the star points, the stones' outline
    stone_x: str
    stone_o: str
    go_last: str  # the dot on the last stone played
    # the hint map: proven results, the engine's scores from worst to best, the best move
    heat_win: str
    heat_draw: str
    heat_loss: str
    heat_low: str
    heat_mid: str
    heat_high: str
    best_ring: str
    # renju: a point forbidden to Black (on cells and on a Go board)
    forbidden: str


COLOUR_NAMES = tuple(f.name for f in fields(Palette))


@dataclass(frozen=True)
class Theme:
    id: str  # the file's name without ".json"
    name: str  # what the Settings dialog shows
    scheme: Scheme
    palette: Palette
    builtin: bool = True


class ThemeError(ValueError):
    """A theme file that is not used; the message names the file and what is wrong."""


def parse_theme(data: bytes, theme_id: str, *, builtin: bool = True) -> Theme:
    """The theme in ``data`` (a file's bytes).  Raises :class:`ThemeError`."""
    try:
        document = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise ThemeError(Themes.tr("it is not UTF-8 text")) from None
    except json.JSONDecodeError as exc:
        raise ThemeError(
            fill(Themes.tr("not valid JSON: line %1: %2"), exc.lineno, exc.msg)
        ) from None
    except RecursionError:
        raise ThemeError(Themes.tr("not valid JSON: nested too deeply")) from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise ThemeError(fill(Themes.tr('not a theme file ("format" must be "%1")'), FORMAT))
    unknown = sorted(str(key) for key in document if key not in FIELDS)
    if unknown:
        raise ThemeError(fill(Themes.tr("unknown field %1"), _shown(unknown[0])))
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ThemeError(Themes.tr('"version" must be a whole number from 1'))
    if version > VERSION:
        raise ThemeError(
            fill(Themes.tr("version %1 is newer than this app reads (%2)"), version, VERSION)
        )
    name = document.get("name")
    if (
        not isinstance(name, str)
        or not name.strip()
        or len(name) > MAX_NAME
        or not name.isprintable()
    ):
        raise ThemeError(fill(Themes.tr('"name" must be text of 1 to %1 characters'), MAX_NAME))
    try:
        scheme = Scheme(document.get("scheme"))
    except (ValueError, TypeError):
        raise ThemeError(Themes.tr('"scheme" must be "dark" or "light"')) from None
    return Theme(
        theme_id, name.strip(), scheme, _palette(document.get("colours"), version), builtin
    )


def _palette(colours: object, version: int = VERSION) -> Palette:
    if not isinstance(colours, dict):
        raise ThemeError(Themes.tr('"colours" must be an object of names and #rrggbb values'))
    lent = {
        name: source
        for later, names in ADDED.items()
        if version < later
        for name, source in names.items()
    }
    if any(name in colours for name in lent):
        raise ThemeError(
            fill(
                Themes.tr('colour %1 needs "version": %2'),
                _shown(next(n for n in lent if n in colours)),
                VERSION,
            )
        )
    colours = {
        **colours,
        **{name: colours.get(source) for name, source in lent.items() if source in colours},
    }
    unknown = sorted(str(key) for key in colours if key not in COLOUR_NAMES)
    if unknown:
        raise ThemeError(
            fill(Themes.tr("unknown colour %1 (docs/themes.md lists them)"), _shown(unknown[0]))
        )
    missing = [name for name in COLOUR_NAMES if name not in colours]
    if missing:
        listed = ", ".join(missing[:3])
        raise ThemeError(
            fill(Themes.tr("missing colours: %1 and %2 more"), listed, len(missing) - 3)
            if len(missing) > 3
            else fill(Themes.tr("missing colours: %1"), listed)
        )
    for name in COLOUR_NAMES:
        value = colours[name]
        if not isinstance(value, str) or not _HEX.fullmatch(value):
            raise ThemeError(
                fill(Themes.tr('colour "%1" must be written #rrggbb, not %2'), name, _shown(value))
            )
    return Palette(**{name: colours[name].lower() for name in COLOUR_NAMES})


def _shown(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else repr(value)
    return text if len(text) <= 24 else text[:21] + "..."


def read_theme(path: Path, *, builtin: bool = False) -> Theme:
    """The theme in the file ``path``.  Raises :class:`ThemeError` naming the file."""
    try:
        return parse_theme(read_regular(path, MAX_BYTES), path.stem, builtin=builtin)
    except UnreadableFile as exc:
        raise ThemeError(fill(Themes.tr("%1: %2"), path.name, unread_words(exc.problem))) from None
    except OSError as exc:
        raise ThemeError(fill(Themes.tr("%1: %2"), path.name, exc.strerror or exc)) from None
    except ThemeError as exc:
        raise ThemeError(fill(Themes.tr("%1: %2"), path.name, exc)) from None


def builtin_themes() -> tuple[Theme, ...]:
    """Dark, Light and High contrast, from the package's resources."""
    folder = resources.files("tictactoe.resources").joinpath("themes")
    return tuple(
        read_theme(Path(str(folder.joinpath(f"{i}.json"))), builtin=True) for i in BUILTIN_IDS
    )


def themes_folder() -> Path:
    """Where a player's own themes are read from (the folder may not exist)."""
    return data_dir(create=False) / "themes"


def player_themes(folder: Path) -> tuple[tuple[Theme, ...], dict[str, str]]:
    """The themes of the ``*.json`` files in ``folder`` (by name, at most
    ``MAX_PLAYER_THEMES``) and, by theme id, why each other one is not used."""
    try:
        names = _json_names(folder)
    except FileNotFoundError:
        return (), {}
    except OSError as exc:
        return (), {
            "": fill(
                Themes.tr("the themes folder %1 cannot be read: %2"), folder, exc.strerror or exc
            )
        }
    themes: list[Theme] = []
    problems: dict[str, str] = {}
    for name in names[:MAX_PLAYER_THEMES]:
        theme_id = name[: -len(".json")]
        if not _ID.fullmatch(theme_id):
            problems[theme_id] = fill(
                Themes.tr(
                    "%1: a theme file's name is 1 to 40 small letters, digits, - or _, then .json"
                ),
                name,
            )
        elif theme_id in BUILTIN_IDS:
            problems[theme_id] = fill(
                Themes.tr("%1: a built-in theme has this name; rename the file"), name
            )
        else:
            try:
                themes.append(read_theme(folder / name))
            except ThemeError as exc:
                problems[theme_id] = str(exc)
    if len(names) > MAX_PLAYER_THEMES:
        problems[""] = fill(
            Themes.tr("only the first %1 theme files of %2 are read"), MAX_PLAYER_THEMES, folder
        )
    return tuple(themes), problems


def _json_names(folder: Path) -> list[str]:
    names = []
    with os.scandir(folder) as entries:
        for count, entry in enumerate(entries):
            if count >= MAX_FOLDER_ENTRIES:
                break
            if entry.name.endswith(".json"):
                names.append(entry.name)
    return sorted(names)
