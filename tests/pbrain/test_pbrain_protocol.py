"""The pbrain wire format, from strings alone (no process)."""

from __future__ import annotations

import pytest

from tictactoe.game import Variant
from tictactoe.pbrain.protocol import (
    Command,
    Eval,
    ProtocolError,
    Reply,
    format_about,
    format_board,
    format_start,
    parse_about,
    parse_board_line,
    parse_command,
    parse_eval,
    parse_reply,
    rule_number,
    rule_variant,
)


@pytest.mark.parametrize(
    "line,command",
    [
        ("START 15\r\n", Command("START", width=15, height=15)),
        ("start 20", Command("START", width=20, height=20)),
        ("RECTSTART 15,10", Command("START", width=15, height=10)),
        ("RECTSTART 15 , 10\r", Command("START", width=15, height=10)),
        ("TURN 7,8", Command("TURN", move=(7, 8))),
        ("TURN -1,3", Command("TURN", move=(-1, 3))),  # read; the brain says it is off the board
        ("TAKEBACK 0,0", Command("TAKEBACK", move=(0, 0))),
        ("INFO timeout_turn 1000", Command("INFO", key="timeout_turn", value="1000")),
        ("INFO Evaluate 3,4", Command("INFO", key="evaluate", value="3,4")),
        ("INFO folder /tmp/a b", Command("INFO", key="folder", value="/tmp/a b")),
        ("BEGIN", Command("BEGIN")),
        ("BOARD", Command("BOARD")),
        ("RESTART", Command("RESTART")),
        ("ABOUT", Command("ABOUT")),
        ("END", Command("END")),
        ("SWAP2BOARD", Command("SWAP2BOARD")),
        ("swapboard", Command("UNKNOWN", text="swapboard")),
        ("PLAY 7,7", Command("UNKNOWN", text="PLAY")),
    ],
)
def test_commands(line: str, command: Command) -> None:
    assert parse_command(line) == command


@pytest.mark.parametrize(
    "line,words",
    [
        ("START", "whole number"),
        ("START fifteen", "whole number"),
        ("START -3", "whole number"),
        ("RECTSTART 15", "width,height"),
        ("TURN 7", "coordinates"),
        ("TURN a,b", "coordinates"),
        ("TURN 7,8,9", "coordinates"),
        ("TAKEBACK", "coordinates"),
        ("INFO", "key and a value"),
        ("BEGIN now", "no arguments"),
        ("", "empty"),
        ("TURN " + "9" * 70000, "too long"),
    ],
)
def test_malformed_commands_say_why(line: str, words: str) -> None:
    with pytest.raises(ProtocolError) as info:
        parse_command(line)
    assert words in str(info.value)


def test_board_lines() -> None:
    assert parse_board_line("7,8,1\r\n") == ((7, 8), 1)
    assert parse_board_line("7, 8, 2") == ((7, 8), 2)
    assert parse_board_line("0,0,3") == ((0, 0), 3)
    assert parse_board_line("done") is None
    for bad in ("7,8", "7,8,4", "a,b,1", "7,8,1,1", ""):
        with pytest.raises(ProtocolError):
            parse_board_line(bad)


@pytest.mark.parametrize(
    "line,reply",
    [
        ("7,8", Reply("move", (7, 8))),
        (" 10 , 11 \r\n", Reply("move", (10, 11))),
        ("OK", Reply("ok")),
        ("OK - everything is good", Reply("ok", text="- everything is good")),
        ("ERROR unsupported size", Reply("error", text="unsupported size")),
        ("UNKNOWN", Reply("unknown")),
        ("MESSAGE depth 3", Reply("message", text="depth 3")),
        ("DEBUG x", Reply("debug", text="x")),
        ("SUGGEST 3,4", Reply("suggest", (3, 4))),
        ("hello there", Reply("garbage", text="hello there")),
        ("7,8,9", Reply("garbage", text="7,8,9")),
        ("OKAY", Reply("garbage", text="OKAY")),
        ("OK 7,7", Reply("garbage", text="OK 7,7")),
        ("SUGGEST", Reply("garbage", text="SUGGEST")),
    ],
)
def test_replies(line: str, reply: Reply) -> None:
    assert parse_reply(line) == reply


@pytest.mark.parametrize(
    "line,found",
    [
        ("MESSAGE Speed 370K | Depth 11-21 | Eval 250 | Node 7400 | Time 20ms", Eval(250)),
        ("MESSAGE Depth 12-14 | Eval -304 | Node 10K", Eval(-304)),
        ("MESSAGE Depth 9 | Eval +M3 | Node 10", Eval(3, mate=True)),
        ("MESSAGE Depth 9 | Eval -M12", Eval(-12, mate=True)),
        ("MESSAGE Bestline I9 H7 I11", None),
        ("MESSAGE Evaluation pending", None),
    ],
)
def test_an_engines_evaluation_is_read_from_its_message(line: str, found: Eval | None) -> None:
    # Rapfi's words (the first two lines as it printed them)
    assert parse_eval(line) == found


def test_chatter_is_only_message_and_debug() -> None:
    assert parse_reply("MESSAGE a").is_chatter and parse_reply("DEBUG a").is_chatter
    assert not parse_reply("7,7").is_chatter and not parse_reply("SUGGEST 1,1").is_chatter


def test_manager_lines() -> None:
    assert format_start(15, 15) == "START 15"
    assert format_start(15, 10) == "RECTSTART 15,10"
    assert format_board([((7, 7), 1), ((8, 8), 2)]) == ["BOARD", "7,7,1", "8,8,2", "DONE"]


def test_about_round_trip_and_leniency() -> None:
    fields = {"name": "tictactoe", "version": "0.1", "mnk": "1"}
    assert parse_about(format_about(fields)) == fields
    rapfi = (
        'name="Rapfi", version="0.43.02 (g++ 12.2.0)", author="Rapfi developers", country="China"'
    )
    assert parse_about(rapfi)["version"] == "0.43.02 (g++ 12.2.0)"
    assert parse_about("My Engine v2") == {"name": "My Engine v2"}
    assert parse_about('name="x" trailing') == {"name": 'name="x" trailing'}
    assert format_about({"name": 'say "hi"'}) == "name=\"say 'hi'\""


@pytest.mark.parametrize(
    "value,variant",
    [
        ("0", Variant.FREESTYLE),
        ("2", Variant.FREESTYLE),
        ("1", Variant.STANDARD),
        ("3", Variant.STANDARD),
        ("4", Variant.RENJU),
        ("6", Variant.RENJU),
        ("8", Variant.CARO),
        ("10", Variant.CARO),
        ("5", None),
        ("9", None),
        ("12", None),
        ("16", None),
        ("x", None),
        ("-1", None),
    ],
)
def test_rules_we_play(value: str, variant) -> None:
    if variant is None:
        with pytest.raises(ProtocolError, match=f"rule {value}|whole number"):
            rule_variant(value)
    else:
        assert rule_variant(value) is variant
        assert rule_number(variant) == int(value) & ~2
