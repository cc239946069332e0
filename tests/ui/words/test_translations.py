"""The window's words and their catalogues (issue 41).

Every catalogue the package ships (``resources/translations/tictactoe_LANG.ts``) has every
message the window says, as ``pyside6-lupdate`` reads it from the installed package now
(``ui/``, and the sentences marked below it where they are written), and no other; none
unfinished, obsolete or vanished; each translation keeps its source's placeholders, ``%n``
and accelerator (a sentence marked below ``ui/`` has ``str.format``'s ``{}``, which its
translations say as Qt's ``%1``, ``%2``...), with the plural forms its language has (Russian
three; Chinese and Vietnamese one); each compiled ``.qm`` is what ``pyside6-lrelease``
makes of its ``.ts`` today.  The words are said through a ``Words`` context whose name is
its constant's (lupdate reads the constant's name), always with literal text, and the
players' English names are all marked; each catalogue names the engine one way.  And
the window speaks Russian when asked.
"""

from __future__ import annotations

import ast
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

import tictactoe
from tests.ui.words.pseudo_locale import qt_source, template, tool
from tictactoe.players import available_players
from tictactoe.players.catalogue import kind_named
from tictactoe.players.ladder import RUNGS
from tictactoe.sentences import Phrase, Sentence
from tictactoe.ui.settings import language
from tictactoe.ui.widgets.sound import resource_path
from tictactoe.ui.words.player_words import shown
from tictactoe.ui.words.translation import Words, fill

FOLDER = Path(resource_path("translations"))
FORMS = {"zh_CN": 1, "ru": 3, "vi": 1}  # the plural forms of each language
UI = Path(tictactoe.__file__).parent / "ui"
PLACES = re.compile(r"%[1-9]|%n")
ACCELERATOR = re.compile(r"&(?!&|amp;)\S")


def messages(path: Path) -> dict[tuple[str, str, str, bool], ET.Element]:
    """A catalogue's messages by (context, source, comment, numerus)."""
    found = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (
                name,
                message.findtext("source") or "",
                message.findtext("comment") or "",
                message.get("numerus") == "yes",
            )
            found[key] = message
    return found


def forms(message: ET.Element) -> list[str]:
    node = message.find("translation")
    if message.get("numerus") == "yes":
        return [form.text or "" for form in node.iter("numerusform")]
    return [node.text or ""]


@pytest.fixture(scope="module")
def read_now(tmp_path_factory) -> Path:
    """The installed package's messages as lupdate reads them, in a catalogue of their own."""
    return template(tmp_path_factory.mktemp("words") / "now.ts")


@pytest.fixture(scope="module")
def said_now(read_now) -> set[tuple[str, str, str, bool]]:
    """Every message of the installed package, as lupdate reads it."""
    return set(messages(read_now))


def test_no_comment_of_the_code_reaches_a_translator(read_now):
    """lupdate takes a ``#:`` comment before a marked message for a note to its translator
    (an ``extracomment``): four notes about constants once sat on unrelated messages."""
    notes = [
        (message.findtext("source"), message.findtext("extracomment"))
        for message in ET.parse(read_now).getroot().iter("message")
        if message.find("extracomment") is not None
    ]
    assert notes == []


def test_the_package_ships_the_three_catalogues():
    assert sorted(p.stem for p in FOLDER.glob("*.ts")) == sorted(f"tictactoe_{c}" for c in FORMS)
    assert {language.code for language in language.LANGUAGES} == {"en", *FORMS}


@pytest.mark.parametrize("code", sorted(FORMS))
def test_every_catalogue_has_every_message_and_no_other(code, said_now):
    shipped = messages(FOLDER / f"tictactoe_{code}.ts")
    missing = sorted(said_now - set(shipped))
    stale = sorted(set(shipped) - said_now)
    assert (missing, stale) == ([], []), "packaging/translations.sh brings them up to date"


@pytest.mark.parametrize("code", sorted(FORMS))
def test_every_message_is_translated_with_its_places_and_plural_forms(code):
    problems = []
    for (context, source, _, numerus), message in messages(FOLDER / f"tictactoe_{code}.ts").items():
        where = f"{context}: {source!r}"
        kind = message.find("translation").get("type")
        if kind is not None:
            problems.append(f"{where} is {kind}")
        said = forms(message)
        if numerus and len(said) != FORMS[code]:
            problems.append(f"{where} has {len(said)} plural forms, not {FORMS[code]}")
        for form in said:
            if not form.strip():
                problems.append(f"{where} has an empty translation")
            if sorted(PLACES.findall(form)) != sorted(PLACES.findall(qt_source(source, numerus))):
                problems.append(f"{where}: {form!r} does not keep the places of the source")
            if len(ACCELERATOR.findall(form)) != len(ACCELERATOR.findall(source)):
                problems.append(f"{where}: {form!r} does not keep the accelerator")
    assert problems == []


# One word for "engine" in each catalogue: Vietnamese keeps the loanword its players use
# ("Thêm engine…", issue 50: a translator's choice, kept where it is every time).
ENGINE = {"ru": "движ", "zh_CN": "引擎", "vi": "engine"}


@pytest.mark.parametrize("code", sorted(FORMS))
def test_each_catalogue_names_the_engine_one_way(code):
    shipped = messages(FOLDER / f"tictactoe_{code}.ts")
    about = [
        (source, form)
        for (_, source, _, _), message in shipped.items()
        if re.search(r"\bengine", source, re.IGNORECASE)
        for form in forms(message)
    ]
    assert len(about) >= 40  # the engine is named in many messages
    other = [pair for pair in about if ENGINE[code] not in pair[1].lower()]
    assert other == []


@pytest.mark.parametrize("code", sorted(FORMS))
def test_each_compiled_catalogue_is_its_source_compiled_today(code, tmp_path):
    compiled = tmp_path / f"{code}.qm"
    subprocess.run(
        [
            tool("pyside6-lrelease"),
            "-silent",
            str(FOLDER / f"tictactoe_{code}.ts"),
            "-qm",
            str(compiled),
        ],
        check=True,
        capture_output=True,
        timeout=120,
    )
    shipped = FOLDER / f"tictactoe_{code}.qm"
    assert shipped.exists() and shipped.read_bytes() == compiled.read_bytes(), (
        "packaging/translations.sh compiles it again"
    )


def _words_in(path: Path) -> list[str]:
    """What is wrong with the translation calls of one module: a context named otherwise
    than its constant, or a ``.tr`` of text lupdate cannot read."""
    problems = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Call)
            and getattr(node.value.func, "id", "") == "Words"
        ):
            name = node.targets[0].id  # type: ignore[attr-defined]  # a Name: X = Words(...)
            given = node.value.args[0].value  # type: ignore[attr-defined]  # a Constant
            if name != given:
                problems.append(f"{path.name}: {name} = Words({given!r})")
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "tr"
            and isinstance(node.func.value, ast.Name)
        ):
            first = node.args[0] if node.args else None
            literal = isinstance(first, ast.Constant) and isinstance(first.value, str)
            marked = isinstance(first, (ast.Subscript, ast.Call, ast.Attribute, ast.Name))
            if (not literal and not marked) or isinstance(first, ast.JoinedStr):
                problems.append(
                    f"{path.name}:{node.lineno}: {node.func.value.id}.tr of "
                    f"{ast.unparse(first) if first else 'nothing'}"
                )
    return problems


def test_contexts_are_named_as_their_constants_and_said_with_plain_text():
    problems = [p for path in sorted(UI.rglob("*.py")) for p in _words_in(path)]
    assert problems == []


def test_the_context_check_can_fail(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text('Menu = Words("Menus")\nx = Menu.tr(f"{1} game")\n')
    assert len(_words_in(bad)) == 2


def test_every_english_name_of_a_player_is_marked(said_now):
    """Marked where ``players/`` writes it (a Sentence of the context "Players", or a
    Phrase made of one and marked words), and read by lupdate."""
    said = {source for (context, source, _, _) in said_now if context == "Players"}
    written: list[str] = []
    for kind in available_players():
        written += [kind.label, kind.description]
        for param in kind.shown_params:
            written += [param.title, param.description]
    for rung in RUNGS:
        written += [rung.name, rung.summary, *rung.sees]
    parts: list[str] = []
    for words in written:
        if isinstance(words, Phrase):
            parts += [words.sentence, *(a for a in words.args if isinstance(a, str))]
        else:
            parts.append(words)
    assert len(parts) > 50 and any(isinstance(words, Phrase) for words in written)
    unmarked = [
        words
        for words in parts
        if not (isinstance(words, Sentence) and words.context == "Players" and words in said)
    ]
    assert unmarked == []
    # a setting's words are shown capitalised ("Expert", as the rung is named)
    capitalised = [
        word.capitalize()
        for kind in available_players()
        for param in kind.shown_params
        for word in param.words
    ]
    assert capitalised and [word for word in capitalised if word not in said] == []


def test_english_plurals_are_said_without_a_catalogue():
    over = Words("Over")
    assert [over.tr("%n game(s)", None, n) for n in (0, 1, 2)] == ["0 games", "1 game", "2 games"]
    assert [over.tr("%n loss(es)", None, n) for n in (1, 3)] == ["1 loss", "3 losses"]
    assert fill("%2 after %1", "a", "%1") == "%1 after a"  # one pass: an argument stays


def test_russian_is_chosen_remembered_and_spoken_with_three_plural_forms(in_russian):
    assert len(in_russian) >= 1
    over = Words("Over")
    assert [over.tr("%n game(s)", None, n) for n in (1, 2, 5, 11, 21, 22, 25)] == [
        "1 партия",
        "2 партии",
        "5 партий",
        "11 партий",
        "21 партия",
        "22 партии",
        "25 партий",
    ]
    assert Words("Menu").tr("Play") == "Играть"
    from PySide6.QtCore import QLocale

    assert QLocale().name() == "ru_RU"  # dates as Russian writes them


def test_the_window_is_built_in_the_language_installed(qtbot, tmp_path, in_russian):
    from tests.ui.ui_helpers import make_window

    window = make_window(qtbot, tmp_path)
    assert window.menu_screen.play_button.text() == "Играть"
    assert window.windowTitle() == "Крестики-нолики"


def test_settings_offers_each_language_and_keeps_the_choice(qtbot, tmp_path):
    from tests.ui.ui_helpers import make_window
    from tictactoe.ui.settings.settings_dialog import SettingsDialog

    window = make_window(qtbot, tmp_path)
    dialog = SettingsDialog(window.appearance, window.store, (), window)
    qtbot.addWidget(dialog)
    box = dialog.language_box
    assert [box.itemData(i) for i in range(box.count())] == ["", "en", "zh_CN", "ru", "vi"]
    assert box.currentData() == ""  # the system's, until chosen
    box.setCurrentIndex(box.findData("vi"))
    assert window.store.language() == "vi"
    again = SettingsDialog(window.appearance, window.store, (), window)
    qtbot.addWidget(again)
    assert again.language_box.currentData() == "vi"


def test_lupdate_reads_every_sentence_marked_below_the_window(said_now):
    """Each kind's English marked where it is written (``QT_TRANSLATE_NOOP``, or
    ``translate(..., None, 1)`` for plural forms) is a message of the catalogues, in its
    context, with plural forms when it has them."""
    from tests.ui.words.test_problem_words import every_kind

    marked = [kind.value for kind in every_kind() if isinstance(kind.value, Sentence)]
    assert len(marked) >= 141  # the game files' faults at least
    assert any(sentence.plural for sentence in marked)
    missing = [s for s in marked if (s.context, str(s), "", s.plural) not in said_now]
    assert missing == []


OLD_LEVEL_IN = {  # "beginner", described as the rung it is now: a Phrase said again
    "ru": "Уровень 1 лестницы (level:1): Первая партия: выигрывает сразу, если может, иначе "
    "ходит рядом с камнями почти наугад; чаще всего закрывает четвёрку.",
    "zh_CN": "阶梯第 1 级（level:1）：第一盘棋的水平：能立即获胜时就赢，"
    "否则几乎随机地在棋子附近落子；大多数时候会挡冲四。",
    "vi": "Cấp 1 của thang (level:1): Ván đầu tiên: thắng ngay khi có thể, còn không thì đánh "
    "gần các quân gần như ngẫu nhiên; phần lớn thời gian có chặn đường bốn.",
}


def test_a_players_words_made_of_a_marked_sentence_are_said_in_english():
    beginner, ladder = kind_named("beginner"), kind_named("level")
    assert shown(beginner.description) == str(beginner.description)
    assert str(beginner.description).startswith("Level 1 of the ladder (level:1): A first game")
    assert shown(ladder.description) == str(ladder.description)
    assert "(level:10, Hard)" in shown(ladder.description)


@pytest.mark.parametrize("in_language", sorted(OLD_LEVEL_IN), indirect=True)
def test_a_players_words_made_of_a_marked_sentence_are_said_in_each_language(in_language):
    assert shown(kind_named("beginner").description) == OLD_LEVEL_IN[in_language]
    ladder = shown(kind_named("level").description)
    assert "level:10" in ladder and "Hard" not in ladder and "%" not in ladder
