"""What goes wrong below ``ui/`` is data there and words in the window (issue 41).

Every kind of problem the lower layers can return (a game file's fault, an engine's
forfeit, a kept game that cannot be resumed, ...) has its words in ``ui/``; without a
catalogue the window says exactly the command line's English, kind by kind; and under the
Russian catalogue a broken game file opened in the window, and an external engine's
forfeit, are told with no English word of ours (the file's or the engine's own words
aside).
"""

from __future__ import annotations

import importlib
import pickle
import pkgutil
import re
import string

import pytest

pytest.importorskip("pytestqt")

import tictactoe
from tests.pbrain_helpers import fake_engine
from tictactoe import records
from tictactoe.coach.puzzle import Unsolvable
from tictactoe.game import Foul, Illegal, Mark, Outcome, Termination, Variant
from tictactoe.players.external_session import EngineFault
from tictactoe.problems import Kind, Problem
from tictactoe.records import Fault, GameFileError
from tictactoe.safe_files import Unread
from tictactoe.sentences import Sentence
from tictactoe.swap import Opening, Unopened
from tictactoe.ui.words import problem_words
from tictactoe.ui.words.problem_words import (
    error_words,
    format_title,
    foul_words,
    outcome_words,
    said,
)
from tictactoe.ui.words.translation import qt_places
from tictactoe.ui.words.unread_words import unread_words

NOT_OURS = (
    "tictactoe.ui",
    "tictactoe.bench",
    "tictactoe.commands",
    "tictactoe.cli",
    "tictactoe.__main__",
)


def every_kind() -> list[Kind]:
    """Every kind of every :class:`Kind` of the package below ``ui/`` (each module imported)."""
    for module in pkgutil.walk_packages(tictactoe.__path__, "tictactoe."):
        if not module.name.startswith(NOT_OURS):
            importlib.import_module(module.name)
    found, classes = [], list(Kind.__subclasses__())
    while classes:
        cls = classes.pop()
        classes += cls.__subclasses__()
        if cls.__module__.startswith("tictactoe."):
            found += list(cls)
    return found


def sample(kind: Kind) -> Problem:
    """``kind`` with an argument for each field of its English: a value of the type the
    field reads (an attribute: a foul, a rule, an opening, a format), else a number."""
    args: list[object] = []
    for _, field, _, _ in string.Formatter().parse(kind.value):
        if field is None:
            continue
        if field == ".phrase":
            args.append(Foul.DOUBLE_FOUR)
        elif field == ".value":
            args.append(Opening.SWAP2 if isinstance(kind, Unopened) else Variant.RENJU)
        elif field == ".title":
            args.append(records.FORMATS[2])
        else:
            args.append(11 + len(args))
    return Problem(kind, tuple(args))


def test_every_kind_of_problem_has_its_words_in_the_window():
    """Its English marked for translation where it is written (a Sentence)."""
    kinds = every_kind()
    assert len(kinds) > 250 and Fault.TAKEN in kinds
    assert [kind for kind in kinds if not isinstance(kind.value, Sentence)] == []


def test_without_a_catalogue_the_window_says_the_command_lines_english():
    for kind in every_kind():
        problem = sample(kind)
        assert said(problem) == str(problem), kind


def test_the_english_check_can_fail(monkeypatch):
    """Words that differ from the English are caught: a placeholder dropped."""
    problem = sample(Fault.SET_TWICE)
    assert said(problem) == str(problem) == "11 is set twice (first on line 12)"
    monkeypatch.setattr(problem_words, "translated", lambda sentence, count=-1: "%1 is set twice")
    assert said(problem) != str(problem)


def test_a_marked_sentence_keeps_its_english_and_is_said_with_qts_places():
    """One sentence, two forms of its places: ``str.format``'s for the command line, Qt's
    (``%1``..., ``%n`` for a plural's count) for the catalogues, converted when shown."""
    sentence = Fault.CELLS_WIDTH.value
    assert isinstance(sentence, Sentence) and sentence.context == "GameFile" and sentence.plural
    assert str(sentence) == "has {} cells but the board is {} wide"
    again = pickle.loads(pickle.dumps(sentence))  # as a problem crosses to another process
    assert (again, again.context, again.plural) == (sentence, "GameFile", True)
    assert qt_places(sentence, plural=True) == "has %n cells but the board is %2 wide"
    assert qt_places('{!r} not {{"k": 3}} ({.phrase}, {:g})') == '%1 not {"k": 3} (%2, %3)'
    assert said(Problem(Fault.CELLS_WIDTH, (1, 3))) == "has 1 cells but the board is 3 wide"
    assert said(Problem(Fault.NUMBER_RANGE, (0.5, 2.0, "x"))) == (
        "must be a number from 0.5 to 2, not x"
    )


def test_an_argument_that_is_ours_is_worded_and_one_that_is_data_is_shown_as_it_is():
    for outcome in (
        Outcome(Termination.LINE, Mark.O),
        Outcome(Termination.FULL_BOARD),
        Outcome(Termination.DEAD_DRAW),
        Outcome(Termination.AGREED),
        Outcome(Termination.NO_MOVE),
        Outcome(Termination.FORFEIT, Mark.X),
        Outcome(Termination.FORFEIT, Mark.X, "lost on time"),
    ):
        assert outcome_words(outcome) == outcome.phrase
        assert outcome.describe() == outcome.phrase[:1].upper() + outcome.phrase[1:]
    assert [foul_words(foul) for foul in Foul] == [foul.phrase for foul in Foul]
    assert [format_title(f) for f in records.FORMATS] == [f.title for f in records.FORMATS]
    nested = Problem(Fault.NESTED, (Problem(Fault.A_LIST),))
    assert said(Problem(Fault.ONE_OF, ('"a", "b"', nested))) == (
        'must be one of "a", "b", not a list nested too deeply'
    )
    assert said(Problem(Fault.K_NOT_NUMBER, ("x'y",))) == 'k must be a whole number, not "x\'y"'


def test_a_kind_is_given_as_many_arguments_as_its_english_takes():
    with pytest.raises(TypeError):
        Problem(Fault.SET_TWICE, ("k",))


def test_a_game_files_error_is_said_with_its_line_or_field_and_without_its_path(tmp_path):
    path = tmp_path / "bad.sgf"
    path.write_text("(;GM[4]SZ[15];B[hh];B[ii])")
    with pytest.raises(GameFileError) as caught:
        records.load(path)
    assert str(caught.value) == f"{path}: line 1: B[ii] but it is W (O)'s turn"
    assert error_words(caught.value) == "line 1: B[ii] but it is W (O)'s turn"
    assert error_words(OSError(2, "No such file or directory")) == "No such file or directory"


# -- in Russian --------------------------------------------------------------------------------

LATIN = re.compile(r"[A-Za-z]{2,}")


def english_left(text: str, theirs: str = "") -> list[str]:
    """The Latin words of ``text`` that are not in ``theirs`` (the file's, the engine's or
    the system's own words quoted in it)."""
    allowed = set(LATIN.findall(theirs))
    return [word for word in LATIN.findall(text) if word not in allowed]


# (file name, content, the file's own words quoted in the message)
BROKEN = [
    (
        "taken.ttt",
        '{"format": "tictactoe-mnk", "version": 1, "rules": {"width": 3, "height": 3,'
        ' "k": 3}, "moves": [[0, 0], [0, 0]], "result": null}',
        "moves",
    ),
    (
        "wide.ttt",
        '{"format": "tictactoe-mnk", "version": 1, "rules": {"width": 30, "height": 3,'
        ' "k": 3}, "moves": [], "result": null}',
        "rules",
    ),
    (
        "over.ttt",
        '{"format": "tictactoe-mnk", "version": 1, "rules": {"width": 3, "height": 3,'
        ' "k": 3}, "moves": [[0,0],[1,1],[0,1],[1,2],[0,2],[2,2]], "result": "X"}',
        "moves",
    ),
    ("cut.ttt", '{"format": "tictactoe-mnk", "version": 1, "rules": {"width"', ""),
    ("turn.sgf", "(;GM[4]SZ[15];B[hh];B[ii])", "B[ii] W"),
    ("renju.sgf", "(;GM[4]SZ[15]KIR[4]RU[Renju])", ""),
    ("header.psq", "Piskvork 15x15, 11:11, 0\n8,8,0\n", "Piskvorky Piskvork"),
    ("cells.txt", "k=3\nXQ.\n...\n", ""),
    ("binary.txt", "\x00\x01", ""),
]


@pytest.mark.parametrize("name, content, theirs", BROKEN, ids=[b[0] for b in BROKEN])
def test_a_broken_game_file_is_told_in_russian(qtbot, tmp_path, in_russian, name, content, theirs):
    from tests.ui.ui_helpers import make_window

    window = make_window(qtbot, tmp_path)
    told: list[str] = []
    window.notify = (  # type: ignore[method-assign]  # a stand-in
        lambda title, text, warning=False: told.append(text)
    )
    path = tmp_path / name
    path.write_text(content)
    problem = window.files.open_path(str(path))
    assert problem and told and problem in told[0]
    assert re.search("[А-Яа-яЁё]", problem), problem
    assert english_left(told[0].replace(str(path), ""), theirs + " X O") == [], told[0]


@pytest.mark.parametrize(
    "fault, theirs",
    [
        ("garbage", "hello there"),  # answered a line that is no move
        ("illegal", ""),  # played a taken point
        ("crash", "fake engine something broke"),  # its last words on stderr
    ],
)
def test_an_engines_forfeit_is_told_in_russian(qtbot, tmp_path, in_russian, fault, theirs):
    from tests.ui.ui_helpers import click_cell, make_window, wait_human_turn, wait_state
    from tictactoe.game import Rules
    from tictactoe.ui.play.controller import State
    from tictactoe.ui.play.series import MatchSettings

    window = make_window(qtbot, tmp_path)
    path = fake_engine(tmp_path, fault)
    assert window.start(MatchSettings(f"pbrain:{path}", "human", Rules(9, 9, 5)))
    wait_human_turn(qtbot, window)
    click_cell(qtbot, window, (0, 0))
    wait_state(qtbot, window, State.GAME_OVER)
    engine = window.controller.players[Mark.X].name  # as its ABOUT names it
    outcome = window.controller.game.outcome()
    assert outcome.termination is Termination.FORFEIT
    said_now = window.controller.result_text()
    assert re.search("[А-Яа-яЁё]{4}", said_now), said_now
    assert english_left(said_now, f"{theirs} {engine} X O") == [], said_now
    assert outcome.reason.startswith(f"{engine}: ")  # the game keeps the English
    assert not re.search("[А-Яа-яЁё]", outcome.reason)


SAID_IN = {  # a marked sentence, a plural one (its count in its form) and a nested one
    "ru": [
        "строка 4",
        "5 клеток, а ширина доски — 3",
        "1 клетка, а ширина доски — 3",
        "у исхода line должен быть победитель",
        None,
        None,
        "ответил 'hello' вместо хода",
        None,
        None,
    ],
    "zh_CN": [
        "第 4 行",
        "有 5 格，但棋盘宽度是 3",
        "有 1 格，但棋盘宽度是 3",
        *[None] * 6,
    ],
    "vi": [
        "dòng 4",
        "có 5 ô nhưng bàn cờ rộng 3",
        "có 1 ô nhưng bàn cờ rộng 3",
        *[None] * 6,
    ],
}


@pytest.mark.parametrize("in_language", sorted(SAID_IN), indirect=True)
def test_a_sentence_marked_where_it_is_written_is_said_in_each_language(in_language):
    problems = [
        Problem(Fault.LINE, (4,)),
        Problem(Fault.CELLS_WIDTH, (5, 3)),
        Problem(Fault.CELLS_WIDTH, (1, 3)),
        Problem(Fault.NEEDS_WINNER, ("line",)),
        Problem(Unsolvable.TOO_DEEP, (12,)),  # the player's own files
        Problem(Unopened.TOO_FEW_MOVES, (Opening.SWAP2, 5, 3)),
        Problem(EngineFault.NOT_A_MOVE, ("hello",)),  # an external engine's
        Problem(Illegal.TAKEN, (1, 2, "X")),  # the rules'
        Problem(Unread.TOO_LARGE, (9000, 4096)),  # a file not read at all
    ]
    assert len(problems) == len(SAID_IN[in_language])
    assert unread_words(problems[-1]) == said(problems[-1])  # as a theme file's
    for problem, expected in zip(problems, SAID_IN[in_language]):
        words = said(problem)
        assert words != str(problem) and not re.search(r"\{|%\d|%n", words), words
        if expected is not None:
            assert words == expected
    assert str(problems[1]) == "has 5 cells but the board is 3 wide"  # the command line's


def test_why_a_position_is_impossible_is_said_in_english_and_in_russian(qtbot, in_russian):
    from tictactoe.game import Impossible, Unreachable
    from tictactoe.ui.words.problem_words import impossible_words

    reasons = [Unreachable(kind, Mark.O, 4, 1) for kind in Impossible]
    for reason in reasons:
        words = impossible_words(reason)
        assert re.search("[А-Яа-яЁё]{4}", words) and not re.search(r"\{|%\d", words), words
    assert "4" in impossible_words(reasons[0]) and "1" in impossible_words(reasons[0])
    assert str(reasons[0]).startswith("X has 4 marks and O has 1; X moves first")


def test_why_a_position_is_impossible_is_the_command_lines_english_without_a_catalogue():
    from tictactoe.game import Impossible, Unreachable
    from tictactoe.ui.words.problem_words import impossible_words

    for kind in Impossible:
        reason = Unreachable(kind, Mark.O, 4, 1)
        assert impossible_words(reason) == str(reason)


def test_a_search_that_failed_is_said_from_its_english_marked_where_it_is_written(qtbot):
    from tictactoe.players import make_player
    from tictactoe.players.answer import Failure, FailureKind, Source
    from tictactoe.ui.words.game_words import Seats

    seats = Seats({Mark.X: make_player("random"), Mark.O: make_player("human")}, {})
    for kind in FailureKind:
        failure = Failure(kind, "2.0")
        said_now = seats.failed(Mark.X, failure, "A1", Source.QUICK)
        assert said_now == f"Random {failure}: A1 was played for it (its quick move)."
    assert str(Failure(FailureKind.GAVE_UP, "2.0")) == "did not answer after 2.0 s"


@pytest.mark.parametrize("in_language", ["ru", "zh_CN", "vi"], indirect=True)
def test_a_search_that_failed_is_said_in_each_language(qtbot, in_language):
    from tictactoe.players import make_player
    from tictactoe.players.answer import Failure, FailureKind, Source
    from tictactoe.ui.words.game_words import Seats

    seats = Seats({Mark.X: make_player("random"), Mark.O: make_player("human")}, {})
    said_now = seats.failed(Mark.X, Failure(FailureKind.GAVE_UP, "2.5"), "A1", Source.QUICK)
    assert "2.5" in said_now and "did not answer" not in said_now
    assert not re.search(r"\{|%\d", said_now), said_now


def test_the_game_over_title_of_a_draw_is_the_outcomes_words_as_a_sentence_starts(
    qtbot, in_russian
):
    from tictactoe.players import make_player
    from tictactoe.ui.words.game_words import Seats

    seats = Seats({Mark.X: make_player("random"), Mark.O: make_player("human")}, {})
    assert seats.result(Outcome(Termination.AGREED)) == "Ничья по соглашению"
    assert seats.result(Outcome(Termination.DEAD_DRAW)) == "Ничья: никто уже не мог победить"
    assert outcome_words(Outcome(Termination.AGREED)) == "ничья по соглашению"
