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


WORDS_ON = {  # words (WCAG 2 text: 4.5:1; 7:1 in the high-contrast theme) on their backgrounds
    "text": ("window", "panel", "field", "button"),
    "muted_text": ("window", "panel"),
    "accent": ("window", "panel"),
    "error": ("window", "panel"),
    "ok": ("window", "panel"),
    "tooltip_text": ("tooltip",),
    "on_dark": ("mark_x", "mark_o"),  # the evaluation bar's words
}
SHAPES_ON = {  # shapes (WCAG 2 non-text: 3:1) on what they are drawn on
    "mark_x": ("cell",),
    "mark_o": ("cell",),
    "cursor": ("cell", "go_board"),
    "win_line": ("cell",),
    "go_line": ("go_board",),
    "stone_x": ("go_board", "stone_o"),
    "go_last": ("stone_x", "stone_o"),
    "grid": ("window",),
    "forbidden": ("cell", "cell_hover", "go_board"),
}


@pytest.mark.parametrize("theme", builtin_themes(), ids=BUILTIN_IDS)
def test_every_theme_keeps_its_words_and_shapes_readable(theme):
    p = theme.palette
    need = 7.0 if theme.id == "high-contrast" else 4.5
    low = {
        f"{a} on {b}": round(contrast(getattr(p, a), getattr(p, b)), 2)
        for a, backs in WORDS_ON.items()
        for b in backs
        if contrast(getattr(p, a), getattr(p, b)) < need
    }
    assert low == {}, f"{theme.id}: words below {need}:1: {low}"
    low = {
        f"{a} on {b}": round(contrast(getattr(p, a), getattr(p, b)), 2)
        for a, backs in SHAPES_ON.items()
        for b in backs
        if contrast(getattr(p, a), getattr(p, b)) < 3.0
    }
    assert low == {}, f"{theme.id}: shapes below 3:1: {low}"
    # every button's face gets the better of the theme's dark and light words
    for face in ("button", "play", "quit", "menu", "selected"):
        best = max(contrast(p.on_light, getattr(p, face)), contrast(p.on_dark, getattr(p, face)))
        assert best >= 4.5, f"{theme.id}: the words on {face} reach {best:.2f}:1"
