"""Themes as data: the built-in theme files, the reader's limits and messages, the
player's theme folder, the one place colours are written, and every theme's contrast."""

from __future__ import annotations

import json
import os
import re
from importlib import resources
from pathlib import Path

import pytest
from PySide6.QtGui import QColor

import tictactoe
from tictactoe.ui.widgets import faces
from tictactoe.ui.widgets import faces as faces_module
from tictactoe.ui.widgets import theme as theme_module
from tictactoe.ui.widgets.theme import (
    BUILTIN_IDS,
    COLOUR_NAMES,
    MAX_BYTES,
    MAX_PLAYER_THEMES,
    Scheme,
    ThemeError,
    builtin_themes,
    parse_theme,
    player_themes,
    read_theme,
)

ROOT = Path(__file__).parents[3]
PACKAGED = resources.files("tictactoe.resources").joinpath("themes")  # the installed files


def document(**changes) -> dict:
    """The built-in Dark theme's file as a dict, with ``changes`` made to it."""
    data = json.loads(PACKAGED.joinpath("dark.json").read_text("utf-8"))
    data.update(changes)
    return data


def as_bytes(doc) -> bytes:
    return json.dumps(doc).encode("utf-8")


# -- the built-in themes ------------------------------------------------------------------


def test_three_built_in_themes_each_with_every_colour():
    themes = builtin_themes()
    assert [t.id for t in themes] == ["dark", "light", "high-contrast"] == list(BUILTIN_IDS)
    assert [t.name for t in themes] == ["Dark", "Light", "High contrast"]
    assert [t.scheme for t in themes] == [Scheme.DARK, Scheme.LIGHT, Scheme.DARK]
    for theme in themes:
        assert theme.builtin
        assert all(re.fullmatch(r"#[0-9a-f]{6}", getattr(theme.palette, n)) for n in COLOUR_NAMES)
    assert len({t.palette for t in themes}) == 3


def test_the_theme_files_and_the_docs_name_the_same_colours():
    """docs/themes.md lists every colour a theme sets, and no other."""
    docs = (ROOT / "docs" / "themes.md").read_text("utf-8")
    listed = re.findall(r"^\| `(\w+)` \|", docs, flags=re.MULTILINE)
    assert listed == list(COLOUR_NAMES)
    for theme_id in BUILTIN_IDS:
        data = json.loads(PACKAGED.joinpath(f"{theme_id}.json").read_text("utf-8"))
        assert list(data["colours"]) == list(COLOUR_NAMES)
    readme = (ROOT / "README.md").read_text("utf-8")
    assert "docs/themes.md" in readme


# -- a theme file that cannot be used says why ----------------------------------------------

BROKEN = [
    (b"\xff\xfe{}", "not UTF-8"),
    (b'{"format": "tictactoe-theme", "version": 1,', "not valid JSON: line 1"),
    (b"[" * 5000 + b"]" * 5000, "nested too deeply"),
    (as_bytes([1, 2]), 'not a theme file ("format" must be "tictactoe-theme")'),
    (as_bytes(document(format="something-else")), "not a theme file"),
    (as_bytes(document(extra=1)), "unknown field 'extra'"),
    (as_bytes(document(version=3)), "version 3 is newer than this app reads (2)"),
    (as_bytes(document(version=True)), '"version" must be a whole number'),
    (as_bytes(document(version="1")), '"version" must be a whole number'),
    (as_bytes(document(name="")), '"name" must be text of 1 to 40 characters'),
    (as_bytes(document(name="x" * 41)), '"name" must be text'),
    (as_bytes(document(name="a\nb")), '"name" must be text'),
    (as_bytes(document(scheme="grey")), '"scheme" must be "dark" or "light"'),
    (as_bytes(document(colours=["#000000"])), '"colours" must be an object'),
    (
        as_bytes(document(colours={})),
        f"missing colours: window, panel, text and {len(COLOUR_NAMES) - 3} more",
    ),
]


@pytest.mark.parametrize("data, words", BROKEN)
def test_a_broken_theme_is_refused_with_a_reason(data, words):
    with pytest.raises(ThemeError) as caught:
        parse_theme(data, "mine")
    assert words in str(caught.value)


def test_a_version_1_theme_reads_on_with_flash_marking_the_forbidden_points():
    """Themes written before renju (version 1) have no "forbidden": it is their "flash";
    a version 1 file that names it is refused, and a version 2 file must name it."""
    old = document(version=1)
    old["colours"] = {k: v for k, v in old["colours"].items() if k != "forbidden"}
    theme = parse_theme(as_bytes(old), "old")
    assert theme.palette.forbidden == theme.palette.flash
    with pytest.raises(ThemeError, match=r'colour .forbidden. needs "version": 2'):
        parse_theme(as_bytes(document(version=1)), "mixed")
    new = document()
    new["colours"] = old["colours"]
    with pytest.raises(ThemeError, match="missing colours: forbidden"):
        parse_theme(as_bytes(new), "new")


def test_each_colour_is_checked_by_name():
    good = document()
    for name, value, words in [
        ("cell", "red", "colour \"cell\" must be written #rrggbb, not 'red'"),
        ("grid", "#fff", "not '#fff'"),
        ("cursor", 7, "not 7"),
        ("window", "#12345g", "not '#12345g'"),
    ]:
        colours = dict(good["colours"], **{name: value})
        with pytest.raises(ThemeError, match=re.escape(words)):
            parse_theme(as_bytes(dict(good, colours=colours)), "mine")
    colours = dict(good["colours"], celll="#000000")
    with pytest.raises(ThemeError, match="unknown colour 'celll'"):
        parse_theme(as_bytes(dict(good, colours=colours)), "mine")
    del colours["celll"], colours["grid"]
    with pytest.raises(ThemeError, match=r"missing colours: grid$"):
        parse_theme(as_bytes(dict(good, colours=colours)), "mine")


def test_a_good_theme_is_read_with_its_name_and_colours():
    colours = dict(document()["colours"], cell="#ABCDEF")
    theme = parse_theme(
        as_bytes(document(name="  Mine  ", scheme="light", colours=colours)), "mine", builtin=False
    )
    assert (theme.id, theme.name, theme.scheme, theme.builtin) == (
        "mine",
        "Mine",
        Scheme.LIGHT,
        False,
    )
    assert theme.palette.cell == "#abcdef"


def test_files_are_read_with_limits_and_named_in_the_message(tmp_path):
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_BYTES + 1))
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)  # opening it for reading would block until a writer came
    folder = tmp_path / "folder.json"
    folder.mkdir()
    truncated = tmp_path / "cut.json"
    truncated.write_bytes(PACKAGED.joinpath("dark.json").read_bytes()[:700])
    for path, words in [
        (big, f"big.json: it is {MAX_BYTES + 1} bytes"),
        (fifo, "pipe.json: it is a named pipe"),
        (folder, "folder.json: it is a folder"),
        (truncated, "cut.json: not valid JSON"),
        (tmp_path / "gone.json", "gone.json: No such file"),
    ]:
        with pytest.raises(ThemeError) as caught:
            read_theme(path)
        assert str(caught.value).startswith(words), caught.value


# -- the player's own themes ----------------------------------------------------------------


def write(folder: Path, name: str, doc) -> Path:
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_bytes(as_bytes(doc) if not isinstance(doc, bytes) else doc)
    return path


def test_the_players_themes_are_read_and_the_others_said_why(tmp_path):
    folder = tmp_path / "themes"
    assert player_themes(folder) == ((), {})  # no folder: nothing, and nothing wrong
    write(folder, "sea.json", document(name="Sea"))
    write(folder, "broken.json", b"{")
    write(folder, "dark.json", document(name="My dark"))
    write(folder, "Bad Name.json", document())
    write(folder, "notes.txt", b"not a theme")
    broken_bytes = (folder / "broken.json").read_bytes()
    themes, problems = player_themes(folder)
    assert [(t.id, t.name, t.builtin) for t in themes] == [("sea", "Sea", False)]
    assert set(problems) == {"broken", "dark", "Bad Name"}
    assert problems["broken"].startswith("broken.json: not valid JSON")
    assert "a built-in theme has this name" in problems["dark"]
    assert "small letters" in problems["Bad Name"]
    assert (folder / "broken.json").read_bytes() == broken_bytes  # nothing lost


def test_at_most_forty_player_themes_are_read(tmp_path):
    folder = tmp_path / "themes"
    for i in range(MAX_PLAYER_THEMES + 5):
        write(folder, f"t{i:02d}.json", document(name=f"T{i}"))
    themes, problems = player_themes(folder)
    assert len(themes) == MAX_PLAYER_THEMES and themes[0].id == "t00"
    assert problems == {"": f"only the first {MAX_PLAYER_THEMES} theme files of {folder} are read"}


# -- colours are written in one place -------------------------------------------------------

LITERALS = [
    re.compile(r"#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?(?:[0-9a-fA-F]{2})?\b"),  # #rgb, #rrggbb(aa)
    re.compile(r"(?<![.\w])rgba?\s*\("),  # rgb( in a sheet
    re.compile(r"QColor\s*\(\s*[\d'\"]"),  # QColor(255, ..), QColor("..")
    re.compile(r"\bfrom(?:Rgb|Rgba|RgbF|Hsv|HsvF|Hsl|HslF)\s*\(\s*[\d.]"),  # QColor.fromRgb(12, ..)
    re.compile(
        r"\b(?:Qt|GlobalColor)\.(?:white|black|red|darkRed|green|darkGreen|blue|darkBlue|"
        r"cyan|darkCyan|magenta|darkMagenta|yellow|darkYellow|gray|darkGray|lightGray|"
        r"color0|color1)\b"
    ),  # Qt.red
    re.compile(
        r"\b(?:color|background(?:-color)?|border(?:-\w+)?|gridline-color|"
        r"selection-background-color)\s*:[^;}\n]*\b(?:white|black|red|green|blue|yellow|"
        r"orange|purple|gray|grey|pink|brown)\b"
    ),  # css: color: red
]
THE_READER = Path(theme_module.__file__).resolve()


def colour_literals(text: str) -> list[str]:
    return [m.group(0) for pattern in LITERALS for m in pattern.finditer(text)]


def test_the_grep_finds_every_kind_of_colour_literal():
    """The search below can fail: each way a colour was written before is caught."""
    samples = [
        'QColor("#ffd43b")',
        "'#fff'",
        "background: #1c2029;",
        "#ffd43bcc",
        "QColor(255, 212, 59, 50)",
        "painter.setPen(Qt.white)",
        "Qt.GlobalColor.red",
        "color: rgb(1, 2, 3)",
        "QColor('red')",
        "QColor.fromRgbF(0.5, 0, 0)",
        "QLabel { color: white; }",
        "border: 1px solid grey;",
    ]
    for sample in samples:
        assert colour_literals(sample), sample
    for fine in [
        "Qt.GlobalColor.transparent",
        "QColor(colour.rgb())",
        "QColor(palette.cell)",
        "issue #41",
        "QColor.fromRgbF(a.redF() * f)",
        "background: none;",
        "QColor(colours().window)",
    ]:
        assert not colour_literals(fine), fine


def test_no_colour_is_written_outside_the_theme_files_and_their_reader():
    found = {}
    for path in sorted(Path(tictactoe.__file__).resolve().parent.rglob("*.py")):
        if path == THE_READER:
            continue
        hits = colour_literals(path.read_text("utf-8"))
        if hits:
            found[str(path.relative_to(THE_READER.parents[3]))] = hits
    assert found == {}, found
    assert not colour_literals(THE_READER.read_text("utf-8"))  # the reader holds none either


# -- every theme is readable ----------------------------------------------------------------


def contrast(a: str, b: str) -> float:
    """WCAG 2's contrast ratio of two theme colours (the app's own measure, checked below)."""
    return faces.contrast(QColor(a), QColor(b))


def test_the_contrast_measure_gives_wcags_figures():
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)  # WCAG's grey
    assert contrast("#777777", "#777777") == 1.0


# Every pair of colours the app draws words or shapes with, computed from the theme files
# through the code that uses them: the screens' style sheet (each rule's colour on its
# background, its selection's colour on the selection's; a rule with no background of its
# own on the window and on a panel, where such widgets sit), the application's palette
# (Qt's dialogs, menus and tooltips: each text role on the roles it is drawn on), and
# what the painters draw (WCAG 2: words 4.5:1, 7:1 in High contrast; shapes 3:1).
# Words of a field that cannot be used now are left out, as WCAG leaves them.
PAINTED_WORDS = {
    "muted_text": ("window",),  # the board's coordinates
    "on_dark": ("mark_x", "mark_o"),  # the evaluation bar's words
}
SHAPES_ON = {  # shapes (WCAG 2 non-text: 3:1) on what they are drawn on
    "mark_x": ("cell", "cell_hover", "cell_last"),
    "mark_o": ("cell", "cell_hover", "cell_last"),
    "cursor": ("cell", "go_board"),
    "win_line": ("cell",),
    "go_line": ("go_board",),  # the lines, and the edge of the hint map's marks
    "stone_x": ("go_board", "stone_o"),
    "go_last": ("stone_x", "stone_o"),
    "grid": ("window", "cell", "panel"),  # the frame; the hint map's edges on cells and its key
    "forbidden": ("cell", "cell_hover", "go_board"),
    "focus": ("window", "panel", "field"),  # the focus ring
    "selected": ("window", "panel"),  # the thinking indicator, the slider's handle
}
PALETTE_WORDS = {  # Qt's text roles on the roles they are drawn on
    "WindowText": ("Window", "Button", "AlternateBase"),
    "Text": ("Base", "AlternateBase", "Window"),
    "ButtonText": ("Button",),
    "HighlightedText": ("Highlight",),
    "ToolTipText": ("ToolTipBase",),
    "PlaceholderText": ("Base",),
    "Link": ("Base", "Window"),
}
_RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")


def _declared(body: str, name: str) -> str | None:
    found = re.search(rf"(?:^|;)\s*{name}\s*:\s*(#[0-9a-fA-F]{{6}})", body)
    return found.group(1).lower() if found else None


def sheet_pairs(palette) -> dict[str, tuple[str, str]]:
    """(words, background) of every rule of the screens' style sheet that colours words."""
    from tictactoe.ui.widgets.widgets import style_sheet

    pairs = {}
    for selectors, body in _RULE.findall(style_sheet(palette)):
        where = " ".join(selectors.split())
        if ":disabled" in where:
            continue
        words = _declared(body, "color")
        back = _declared(body, "background") or _declared(body, "background-color")
        if words and back:
            pairs[where] = (words, back)
        elif words:
            pairs[f"{where} on the window"] = (words, palette.window)
            pairs[f"{where} on a panel"] = (words, palette.panel)
        chosen, under = (
            _declared(body, "selection-color"),
            _declared(body, "selection-background-color"),
        )
        if under:
            assert chosen, f"{where}: a selection's background needs its own colour of words"
            pairs[f"{where}, its selection"] = (chosen, under)
    return pairs


def palette_pairs(palette) -> dict[str, tuple[str, str]]:
    """(words, background) of Qt's own widgets, from the application's palette."""
    from PySide6.QtGui import QPalette

    from tictactoe.ui.widgets.appearance import application_palette

    qt = application_palette(palette)
    role = QPalette.ColorRole
    return {
        f"{words} on {back}": (
            qt.color(getattr(role, words)).name(),
            qt.color(getattr(role, back)).name(),
        )
        for words, backs in PALETTE_WORDS.items()
        for back in backs
    }


def word_pairs(theme) -> dict[str, tuple[str, str]]:
    p = theme.palette
    painted = {
        f"{a} on {b}": (getattr(p, a), getattr(p, b))
        for a, backs in PAINTED_WORDS.items()
        for b in backs
    }
    faces = {  # a face's words: the better of the theme's dark and light words
        f"words on {face}": (
            faces_module.readable_on(QColor(getattr(p, face)), p).name(),
            getattr(p, face),
        )
        for face in (
            "button",
            "play",
            "quit",
            "menu",
            "selected",
            "cell",
            "heat_win",
            "heat_draw",
            "heat_loss",
            "heat_low",
            "heat_mid",
            "heat_high",
        )
    }
    return {**sheet_pairs(p), **palette_pairs(p), **painted, **faces}


def test_the_pairs_come_from_the_sheet_and_the_palette():
    """The pairs are read from the code that draws: the combo box's list and its
    selection, the tooltip, the dialogs' highlighted words are among them."""
    pairs = word_pairs(builtin_themes()[0])
    for needed in (
        "QComboBox QAbstractItemView",
        "QComboBox QAbstractItemView, its selection",
        "QToolTip",
        "QHeaderView::section",
        "QLabel#subtitle on a panel",
        "HighlightedText on Highlight",
        "ToolTipText on ToolTipBase",
    ):
        assert needed in pairs, sorted(pairs)


def test_the_pair_check_finds_the_drop_downs_low_contrast():
    """Dark's drop-down drew its current item in the dark words on the button colour
    (#232830 on #4a5568, about 2:1) until the sheet named the selection's words."""
    theme = builtin_themes()[0]
    words, back = theme.palette.on_light, theme.palette.button
    assert contrast(words, back) < 2.5
    broken = sheet_pairs(theme.palette)
    assert contrast(*broken["QComboBox QAbstractItemView, its selection"]) >= 4.5


@pytest.mark.parametrize("theme", builtin_themes(), ids=BUILTIN_IDS)
def test_every_theme_keeps_its_words_and_shapes_readable(theme):
    p = theme.palette
    need = 7.0 if theme.id == "high-contrast" else 4.5
    low = {
        where: f"{words} on {back}: {contrast(words, back):.2f}"
        for where, (words, back) in word_pairs(theme).items()
        if contrast(words, back) < need
    }
    assert low == {}, f"{theme.id}: words below {need}:1: {low}"
    low = {
        f"{a} on {b}": round(contrast(getattr(p, a), getattr(p, b)), 2)
        for a, backs in SHAPES_ON.items()
        for b in backs
        if contrast(getattr(p, a), getattr(p, b)) < 3.0
    }
    assert low == {}, f"{theme.id}: shapes below 3:1: {low}"
