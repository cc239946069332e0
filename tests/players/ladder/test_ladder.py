"""The difficulty ladder: the specs ``level:N``, the old names, and how the rungs play."""

from __future__ import annotations

import functools

import pytest

from tictactoe.game import Game, Rules
from tictactoe.players import available_players, make_player, parse_spec
from tictactoe.players.ladder import OLD_NAMES, RUNGS, rung, rung_of_spec
from tictactoe.players.levels import LevelPlayer


def test_the_rungs_are_numbered_one_to_ten_with_names() -> None:
    assert [r.number for r in RUNGS] == list(range(1, 11))
    assert [r.spec for r in RUNGS] == [f"level:{n}" for n in range(1, 11)]
    assert len({r.name for r in RUNGS}) == len(RUNGS) and all(r.name for r in RUNGS)
    with pytest.raises(ValueError, match="1 to 10"):
        rung(0)


@pytest.mark.parametrize("number", range(1, 11))
def test_level_n_parses_canonicalises_and_plays(number: int) -> None:
    assert parse_spec(f" LEVEL:{number} ").canonical() == f"level:{number}"
    player = make_player(f"level:{number}", seed=4, time_limit=0.2)
    assert player.spec == f"level:{number}" and player.name == rung(number).name
    game = Game(9, 9, 5)
    game.play((4, 4))
    assert game.is_legal(player.choose_move(game))
    assert rung_of_spec(f"level:{number}") == rung(number)


# -- a board class's own styles ------------------------------------------------------------
def test_a_class_style_changes_only_how_often_a_rung_reads_and_its_description_says_so() -> None:
    from dataclasses import fields

    from tictactoe.players.ladder import CLASS_STYLES, STYLES

    assert CLASS_STYLES, "no class has styles of its own: drop this test with the table"
    for name, styles in CLASS_STYLES.items():
        for number, own in styles.items():
            base = STYLES[number]
            changed = {f.name for f in fields(own) if getattr(own, f.name) != getattr(base, f.name)}
            assert changed and changed <= {"slip", "glance"}, (name, number, changed)
            # the reading itself is the one the description's "reads up to" gives
            assert (own.depth, own.nodes, own.time) == (base.depth, base.nodes, base.time)
            assert "9x9 to 12x12 under renju" in rung(number).summary, (name, number)
    said = [r.number for r in RUNGS if "under renju" in r.summary]
    assert said == sorted(CLASS_STYLES["middle renju"])


@pytest.mark.parametrize(
    ("width", "height", "rule", "own"),
    [
        (9, 9, "renju", True),
        (12, 10, "renju", True),
        (9, 9, "freestyle", False),
        (9, 9, "standard", False),
        (13, 13, "renju", False),
        (15, 15, "renju", False),
    ],
)
def test_a_rung_plays_its_board_class_style(width, height, rule, own, monkeypatch) -> None:
    from tictactoe.players import levels
    from tictactoe.players.ladder import CLASS_STYLES, STYLES, style_of
    from tictactoe.variants import Variant

    rules = Rules(width, height, 5, Variant(rule))
    seen = []

    def choose(game, style, *rest):
        seen.append(style)
        return game.legal_moves()[0], None

    monkeypatch.setattr(levels, "choose", choose)
    for number in (7, 8, 9):
        expected = CLASS_STYLES["middle renju"][number] if own else STYLES[number]
        assert style_of(number, rules) == expected
        game = Game.for_rules(rules)
        game.play((width // 2, height // 2))
        make_player(f"level:{number}", seed=1).choose_move(game)
        assert seen[-1] == expected


def test_the_old_names_keep_their_specs_and_are_their_rungs() -> None:
    for name, number in OLD_NAMES.items():
        player = make_player(name, seed=1)
        assert player.spec == name and parse_spec(name).canonical() == name
        assert rung_of_spec(name) == rung(number) == rung_of_spec(name.upper() + ":time=2")
    # the old name and its rung play the same game for the same seed
    for name, number in OLD_NAMES.items():
        if number == 10:
            continue
        games = []
        for spec in (name, f"level:{number}"):
            game = Game(9, 9, 5)
            me, other = make_player(spec, seed=7), make_player("level:3", seed=8)
            while not game.is_over():
                game.play((me if len(game.moves) % 2 == 0 else other).choose_move(game))
            games.append(game.moves)
        assert games[0] == games[1], name


def test_level_10_is_hard_and_takes_a_time() -> None:
    top = make_player("level:10,time=0.3")
    assert top.spec == "level:10,time=0.3" and top.budget == 0.3 and top.time_fixed
    assert make_player("level:10").budget == make_player("hard").budget == 1.0


def test_rung_of_spec_is_none_off_the_ladder() -> None:
    for spec in (
        "perfect",
        "random",
        "rules",
        "level:11",
        "level:x",
        "level",
        "",
        "hard-r1",
        "forecaster:depth=2",
    ):
        assert rung_of_spec(spec) is None, spec


def test_the_catalogue_lists_the_ladder() -> None:
    entry = next(k for k in available_players() if k.name == "level")
    assert entry.param("time") and isinstance(make_player("level:3"), LevelPlayer)
    assert "level:N" in entry.description


# -- near the stones, varied, reproducible ------------------------------------------------
def chebyshev_to_stones(game: Game, move) -> int:
    x, y = move
    return min(max(abs(x - a), abs(y - b)) for a, b in game.moves)


def moves_near_the_stones(number: int, games: int, time_limit: float | None = None) -> int:
    """Seeded games on 15x15, the rung against the rung below it and against a player
    that throws stones anywhere (``random``); asserts that every move of the rung is
    within 2 cells of a stone and returns how many it checked."""
    from tictactoe.ai.large import forget

    checked = 0
    for seed in range(games):
        forget()
        opponent = "random" if seed % 2 else f"level:{number - 1}"
        me = make_player(f"level:{number}", seed=seed, time_limit=time_limit)
        other = make_player(opponent, seed=100 + seed, time_limit=time_limit)
        game = Game(15, 15, 5)
        game.play((7, 7))
        while not game.is_over() and len(game.moves) < 60:
            mover = me if len(game.moves) % 2 == seed % 2 else other
            move = mover.choose_move(game)
            if mover is me:
                assert chebyshev_to_stones(game, move) <= 2, (number, seed, game.moves, move)
                checked += 1
            game.play(move)
    return checked


@pytest.mark.parametrize("number", range(2, 10))
def test_every_move_from_rung_2_up_is_within_two_cells_of_a_stone(number: int) -> None:
    if number <= 5:
        checked = moves_near_the_stones(number, 40)
    else:  # the reading rungs, with a shorter time cap to keep the test quick
        checked = moves_near_the_stones(number, 6, time_limit=0.03)
    assert checked >= (200 if number <= 5 else 30)


HUMAN = [(7, 7), (8, 8), (6, 8), (9, 9), (5, 9), (7, 9), (8, 6), (6, 6), (9, 7), (10, 10)]


def game_against(spec: str, seed: int) -> list:
    """The rung as O against a person who plays the same moves every time (the next
    of ``HUMAN`` still free, else the first free cell next to the last stone)."""
    from tictactoe.ai.large import forget

    forget()
    player = make_player(spec, seed=seed)
    game = Game(15, 15, 5)
    for _ in range(len(HUMAN)):
        if game.is_over():
            break
        move = next((m for m in HUMAN if game.is_legal(m)), None)
        game.play(move if move is not None else game.legal_moves()[0])
        if game.is_over():
            break
        game.play(player.choose_move(game))
    return game.moves


@pytest.mark.parametrize("number", range(1, 10))
def test_games_vary_by_seed_and_repeat_for_the_same_seed(number: int, monkeypatch) -> None:
    from dataclasses import replace

    from tictactoe.players.ladder import STYLES

    # the reading rungs' searches end by their nodes; a generous time cap keeps a
    # loaded machine from cutting one short (the one thing that would change a game)
    monkeypatch.setitem(STYLES, number, replace(STYLES[number], time=5.0))
    spec = f"level:{number}"
    first = game_against(spec, 1)
    assert game_against(spec, 1) == first
    assert any(game_against(spec, seed) != first for seed in (2, 3, 4))


# -- 3x3: a ladder of mistakes, exactly -------------------------------------------------------
@functools.cache
def exact_score(number: int, opponent: str) -> float:
    """The rung's exact expected score on 3x3 (a win 1, a draw 1/2), the mean of its games
    as X and as O, against ``perfect`` or ``random``, over the whole game tree: the rung's
    moves weighted by :func:`mistakes.policy` (what it samples from on small positions),
    ``hard`` (rung 10) by an even chance among its exactly best moves."""
    from tictactoe.ai import analyze
    from tictactoe.players.ladder import STYLES
    from tictactoe.players.mistakes import policy
    from tictactoe.players.small_exact import Solver

    rules = Rules(3, 3, 3)
    solver = Solver(rules)
    perfect = make_player("perfect", seed=0)
    memo: dict = {}

    known: dict = {}

    def chances(game: Game) -> dict:
        key = game.bitboards()
        if key not in known:
            if number < 10:
                known[key] = {
                    rules.move(c): p for c, p in policy(game, STYLES[number], solver).items()
                }
            else:
                analysis = analyze(game)
                best = [o.move for o in analysis.options if o.value == analysis.value]
                known[key] = {m: 1 / len(best) for m in best}
        return known[key]

    def value(game: Game, me: str) -> float:
        key = (game.bitboards(), me)
        if key in memo:
            return memo[key]
        if game.is_over():
            result = 0.5 if game.winner() is None else float(game.winner() == me)
        elif game.to_move() == me:
            moves = chances(game)
        elif opponent == "perfect":
            moves = {perfect.choose_move(game): 1.0}
        else:
            legal = game.legal_moves()
            moves = {m: 1 / len(legal) for m in legal}
        if not game.is_over():
            result = 0.0
            for move, p in moves.items():
                game.play(move)
                result += p * value(game, me)
                game.undo()
        memo[key] = result
        return result

    return (value(Game(), "X") + value(Game(), "O")) / 2


@pytest.mark.parametrize("number", range(1, 10))
def test_on_3x3_each_rung_scores_more_than_the_one_below(number: int) -> None:
    for opponent in ("perfect", "random"):
        low, high = exact_score(number, opponent), exact_score(number + 1, opponent)
        print(f"3x3 against {opponent}: level:{number} {low:.4f}, level:{number + 1} {high:.4f}")
        assert low < high, (opponent, number)


def test_on_3x3_the_first_rung_can_be_beaten_and_the_last_never_loses() -> None:
    assert exact_score(1, "perfect") < 0.3  # perfect wins most of its games
    assert exact_score(10, "perfect") == pytest.approx(0.5, abs=1e-12)  # hard: all draws
