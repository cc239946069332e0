"""The difficulty ladder: the specs ``level:N``, the old names, and how the rungs play."""
from __future__ import annotations

import functools

import pytest

from tictactoe.game import Game, Rules
from tictactoe.players import available_players, make_player, parse_spec
from tictactoe.players import ladder
from tictactoe.players.ladder import OLD_NAMES, RUNGS, rung, rung_of_spec
from tictactoe.players.tactics import near_cells, winning_cells


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
    for spec in ("perfect", "random", "rules", "level:11", "level:x", "level", "", "hard-r1",
                 "forecaster:depth=2"):
        assert rung_of_spec(spec) is None, spec


def test_the_catalogue_lists_the_ladder() -> None:
    entry = next(k for k in available_players() if k.name == "level")
    assert entry.is_level and not entry.hidden and entry.param("time")
    assert "level:N" in entry.description


# -- what each rung always sees, on crafted positions ------------------------------------
def board(size: int, xs: list, os_: list) -> Game:
    rows = [["."] * size for _ in range(size)]
    for x, y in xs:
        rows[y][x] = "X"
    for x, y in os_:
        rows[y][x] = "O"
    return Game.from_rows(["".join(r) for r in rows], 5)


def variants(xs: list, os_: list, size: int, count: int = 2) -> list[Game]:
    """The pattern (X to move) turned and mirrored, moved onto a ``size`` board, with
    O's spare stones (to even the counts) far from everything."""
    out = []
    turns = [lambda x, y: (x, y), lambda x, y: (y, -x), lambda x, y: (-x, -y),
             lambda x, y: (-y, x), lambda x, y: (-x, y), lambda x, y: (y, x)]
    for turn in turns[:count]:
        tx = [turn(x, y) for x, y in xs]
        to = [turn(x, y) for x, y in os_]
        pts = tx + to
        mx, my = min(p[0] for p in pts), min(p[1] for p in pts)
        wx, wy = max(p[0] for p in pts) - mx, max(p[1] for p in pts) - my
        dx, dy = (size - 1 - wx) // 2 - mx, (size - 1 - wy) // 2 - my
        tx = [(x + dx, y + dy) for x, y in tx]
        to = [(x + dx, y + dy) for x, y in to]
        spare = [(x, y) for y in range(size) for x in range(size)
                 if all(max(abs(x - a), abs(y - b)) >= 2 for a, b in tx + to)]
        chosen: list = []
        rules = Rules(size, size, 5)
        ob = sum(1 << rules.index(c) for c in to)
        for cell in spare:
            if len(to) + len(chosen) >= len(tx):
                break
            index = rules.index(cell)
            if not any(w & ob for w in rules.cell_windows()[index]):  # alone in its lines
                chosen.append(cell)
                ob |= 1 << index
        assert len(to) + len(chosen) == len(tx), "no room for the spare stones"
        out.append(board(size, tx, to + chosen))
    return out


def x_bits(game: Game) -> tuple[int, int]:
    pos = game.position()
    return pos.x_bits, pos.o_bits


def wins_after(game: Game, move) -> list[int]:
    own, other = x_bits(game)
    return winning_cells(game.rules, own | 1 << game.rules.index(move), other)


def fours(rules, own: int, other: int) -> list[tuple[int, list[int]]]:
    out = []
    for c in near_cells(rules, own, rules.k - 1) if own else []:
        if not other >> c & 1:
            w = winning_cells(rules, own | 1 << c, other)
            if w:
                out.append((c, w))
    return out


def vcf(rules, own: int, other: int, fours_left: int) -> bool:
    """An independent check: ``own`` wins by at most ``fours_left`` moves, each a four
    (the last a double four or open four), against the forced blocks."""
    if fours_left == 0:
        return False
    for c, w in fours(rules, own, other):
        if len(w) >= 2:
            return True
        if winning_cells(rules, other | 1 << w[0], own | 1 << c):
            continue  # the block makes a four of its own: not forced
        if vcf(rules, own | 1 << c, other | 1 << w[0], fours_left - 1):
            return True
    return False


WIN_PATTERNS = [  # X to move with a win in one; O has a four too (winning comes first)
    ([(3, 0), (4, 0), (5, 0), (6, 0), (1, 3), (2, 3)], [(2, 0), (3, 2), (4, 2), (5, 2), (6, 2)]),
    ([(0, 0), (1, 0), (3, 0), (4, 0)], [(0, 2), (2, 3), (4, 2), (4, 4)]),
    ([(0, 0), (1, 1), (2, 2), (3, 3)], [(5, 5), (0, 3), (3, 0), (1, 4)]),
]
FOUR_PATTERNS = [  # O has a four, X none: the one cell that blocks it
    ([(1, 0), (3, 3), (5, 4), (0, 4)], [(2, 0), (3, 0), (4, 0), (5, 0)]),
    ([(2, 1), (4, 3), (0, 3), (2, 5)], [(0, 0), (1, 0), (3, 0), (4, 0)]),
    ([(0, 0), (6, 1), (1, 5), (3, 6)], [(1, 1), (2, 2), (3, 3), (5, 5)]),
]
DOUBLE_PATTERNS = [  # X can make an open four (or a double four); O has no four
    ([(2, 0), (3, 0), (4, 0)], [(3, 2), (6, 3), (0, 3)]),
    ([(1, 0), (3, 0), (4, 0)], [(2, 3), (5, 3), (0, 3)]),
    ([(0, 4), (1, 4), (2, 4), (4, 0), (4, 1), (4, 2)], [(-1, 4), (4, -1), (0, 0), (1, 1), (6, 6),
                                                        (7, 2)]),
]
THREE_PATTERNS = [  # O has an open three (straight or split); X has nothing of its own
    ([(0, 0), (7, 0), (0, 6)], [(2, 3), (3, 3), (4, 3)]),
    ([(3, 0), (7, 6), (0, 5)], [(2, 3), (4, 3), (5, 3)]),
    ([(0, 6), (6, 0), (7, 7)], [(2, 2), (3, 3), (4, 4)]),
]
VCF_PATTERNS = [  # two fours in a row win; nothing shorter
    ([(1, 3), (2, 3), (3, 3), (4, 5), (4, 6), (2, 2), (1, 1)], [(0, 3), (4, 7), (0, 0)]),
]


def _won(game: Game, move) -> bool:
    after = game.copy()
    after.play(move)
    return after.winner() is not None


def _blocks(game: Game, move) -> bool:
    own, other = x_bits(game)
    return not winning_cells(game.rules, other, own | 1 << game.rules.index(move))


def _stops_the_three(game: Game, move) -> bool:
    own, other = x_bits(game)
    own |= 1 << game.rules.index(move)
    return not any(len(w) >= 2 for _, w in fours(game.rules, other, own))


def _doubles(game: Game, move) -> bool:
    return len(wins_after(game, move)) >= 2


def _wins_by_fours(game: Game, player, fours_left: int) -> bool:
    """Play the rung out against the forced blocks: every move of its a four, a win
    within ``fours_left`` + 1 moves."""
    game = game.copy()
    for _ in range(fours_left + 1):
        move = player.choose_move(game)
        game.play(move)
        if game.winner() is not None:
            return True
        own, other = x_bits(game)
        threats = winning_cells(game.rules, own, other)
        if not threats:
            return False
        game.play(game.rules.move(threats[0]))
    return False


def _positions(patterns: list, sizes=(15, 9)) -> list[Game]:
    return [g for size in sizes for xs, os_ in patterns for g in variants(xs, os_, size)]


def test_the_crafted_positions_are_what_they_claim() -> None:
    for game in _positions(WIN_PATTERNS):
        own, other = x_bits(game)
        assert game.to_move() == "X" and winning_cells(game.rules, own, other)
    for game in _positions(FOUR_PATTERNS):
        own, other = x_bits(game)
        assert not winning_cells(game.rules, own, other)
        assert len(winning_cells(game.rules, other, own)) == 1
    for game in _positions(DOUBLE_PATTERNS):
        own, other = x_bits(game)
        assert not winning_cells(game.rules, other, own) and not fours(game.rules, other, own)
        assert any(len(w) >= 2 for _, w in fours(game.rules, own, other))
    for game in _positions(THREE_PATTERNS):
        own, other = x_bits(game)
        assert not fours(game.rules, own, other)
        assert any(len(w) >= 2 for _, w in fours(game.rules, other, own))
    for game in _positions(VCF_PATTERNS):
        own, other = x_bits(game)
        assert not fours(game.rules, other, own)
        assert not vcf(game.rules, own, other, 1) and vcf(game.rules, own, other, 2)


def _sight(row: str):
    """The positions of a row of ``sees`` and the check of a rung's answer there."""
    def playout(game: Game, player) -> bool:
        return _wins_by_fours(game, player, 2)

    def one_move(check):
        seen: dict = {}

        def checked(game: Game, player) -> bool:
            move = player.choose_move(game)
            key = (tuple(game.rows()), move)
            if key not in seen:
                seen[key] = check(game, move)
            return seen[key]
        return checked

    return {
        ladder.WIN_IN_ONE: (WIN_PATTERNS, one_move(_won)),
        ladder.FOUR_TO_BLOCK: (FOUR_PATTERNS, one_move(_blocks)),
        ladder.OWN_DOUBLE: (DOUBLE_PATTERNS, one_move(_doubles)),
        ladder.OPEN_THREE: (THREE_PATTERNS, one_move(_stops_the_three)),
        ladder.FOURS_TO_WIN: (VCF_PATTERNS, playout),
    }[row]


@pytest.mark.parametrize("number,row", [(r.number, row) for r in RUNGS[:-1] for row in r.sees])
def test_each_rung_sees_its_rows_on_every_seed(number: int, row: str) -> None:
    patterns, check = _sight(row)
    for game in _positions(patterns):
        for seed in range(20):
            player = make_player(f"level:{number}", seed=seed)
            assert check(game, player), (number, row, seed, game.rows())


def test_hard_sees_its_rows() -> None:
    for row in rung(10).sees[:-1]:
        patterns, check = _sight(row)
        for game in _positions(patterns)[::2]:
            assert check(game, make_player("level:10", seed=0, time_limit=0.2)), (row, game.rows())


def test_the_rows_grow_up_the_ladder() -> None:
    assert all(r.sees[0] == ladder.WIN_IN_ONE for r in RUNGS)
    for low, high in zip(RUNGS, RUNGS[1:]):
        assert set(low.sees) <= set(high.sees) and low.summary and high.summary


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
        checked = moves_near_the_stones(number, 4, time_limit=0.03)
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
def test_games_vary_by_seed_and_repeat_for_the_same_seed(number: int) -> None:
    spec = f"level:{number}"
    first = game_against(spec, 1)
    assert game_against(spec, 1) == first
    assert any(game_against(spec, seed) != first for seed in (2, 3, 4))


# -- 3x3: a ladder of mistakes, exactly -------------------------------------------------------
@functools.lru_cache(maxsize=None)
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
                known[key] = {rules.move(c): p
                              for c, p in policy(game, STYLES[number], solver).items()}
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
    assert exact_score(1, "perfect") < 0.3      # perfect wins most of its games
    assert exact_score(10, "perfect") == pytest.approx(0.5, abs=1e-12)  # hard: all draws
