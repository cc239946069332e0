"""The plain search (tictactoe.ai.plain) keeps to its time: it stops at its share of the
budget and looks at the clock often enough that a move ends within its time, on a clock
that advances with the nodes searched (a node of the plain search takes 40-85 us on 15x15
near the end of a caro game; polled every 256 nodes and stopped at the whole budget, such
moves ran up to 18 ms past their second)."""

from __future__ import annotations

import types
from typing import Any

import pytest

from tictactoe.ai import plain
from tictactoe.ai.types import TIME_SHARE, Limit, NeverCancel
from tictactoe.game import Game, Rules
from tictactoe.variants import Variant

NODE_S = 100e-6  # the clock's seconds a node: slower than any node measured


@pytest.fixture
def node_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """plain's clock reads the nodes of its latest search, NODE_S a node."""
    searches: list[plain._Search] = []
    real_init = plain._Search.__init__

    def init(self: plain._Search, *args: Any, **kwargs: Any) -> None:
        real_init(self, *args, **kwargs)
        searches.append(self)

    def perf_counter() -> float:
        return 1000.0 + (searches[-1].nodes * NODE_S if searches else 0.0)

    monkeypatch.setattr(plain._Search, "__init__", init)
    monkeypatch.setattr(plain, "time", types.SimpleNamespace(perf_counter=perf_counter))


@pytest.mark.parametrize("variant", [Variant.STANDARD, Variant.CARO, Variant.RENJU])
def test_a_timed_plain_search_ends_within_its_time(node_clock: None, variant: Variant) -> None:
    game = Game.for_rules(Rules(7, 7, 5, variant))  # far from solved within 10,000 nodes
    analysis = plain.search(game, Limit(time=1.0), NeverCancel())
    assert not analysis.exact and analysis.depth < 49
    # it used its share of the second and stopped within a poll of it, not past the second
    assert TIME_SHARE <= analysis.time_s <= TIME_SHARE + (plain.CHECK_EVERY + 1) * NODE_S
    assert analysis.time_s < 1.0
