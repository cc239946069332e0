"""Proven results: the value of a board or a position, when it can be proven.

For the GUI's menu ("6x5, 4 in a row: the first player wins") and game screen
("X can force a win in 9"), for ``tictactoe.ai.analyze`` on boards the exact
solver does not try, and for ``tictactoe bench`` (section ``proofs``).  No Qt.

The calls (all thread-safe; run them off the GUI thread)::

    prove(game, *, time_limit=5.0, cancel=None, cache=None) -> ProvenValue | None
    prove_board(rules, *, time_limit=5.0, cancel=None, cache=None) -> ProvenValue | None
    known(game, cache) -> ProvenValue | None          # a cache lookup, never searches
    board_label(rules, value) -> str                  # "6x5, 4 in a row: the first player wins"
    default_cache() -> ProofCache                     # the process-wide cache

* ``prove`` returns the value of the side to move's position once proven
  and checked, or None when no proof was found within ``time_limit`` seconds
  (``None``: no limit) or when ``cancel.is_set()`` became true (anything with
  ``is_set()``, e.g. a ``threading.Event``; the call returns within a few
  milliseconds).  What it cannot prove quickly (15x15 and most big boards)
  costs the whole ``time_limit``, so give the menu a small one (a second or
  two) and cancel it when the player moves on.  A finished game raises
  ValueError.
* ``ProvenValue``: ``result`` ("win"/"draw"/"loss" for ``to_move``),
  ``winner`` ("X"/"O"/None), ``plies`` (exact plies to the win, both sides'
  moves counted, when known), ``at_most`` (a proven bound on them),
  ``label()`` ("a draw with perfect play", "the first player wins", "X can
  force a win in 9", "X can force a win in at most 13"), ``method``,
  ``positions`` (size of the checked proof), ``seconds``, and
  ``to_dict()``/``ProvenValue.from_dict()``.
* ``ProofCache``: ``get(rules, x_bits, o_bits)``, ``put(...)``, keyed up to the
  board's symmetries; ``to_dict()`` is a plain JSON-able dict the GUI may
  store wherever it likes, ``ProofCache.from_dict(d)`` / ``update_from(d)``
  read it back (anything else raises ValueError and loads nothing).  Pass a
  cache to ``prove`` and a board proven once is answered at once afterwards.

Example (the menu's background thread)::

    from threading import Event
    from tictactoe.ai.proof import board_label, default_cache, prove_board
    from tictactoe.game import Rules

    stop = Event()                       # set it when the player picks another board
    rules = Rules(6, 5, 4)
    value = prove_board(rules, time_limit=2.0, cancel=stop, cache=default_cache())
    if value is not None:
        text = board_label(rules, value)   # "6x5, 4 in a row: the first player wins"

How a proof is found and checked: :mod:`tictactoe.ai.proof.api` (the order of
the searches), :mod:`~tictactoe.ai.proof.dfpn` (proof-number search),
:mod:`~tictactoe.ai.proof.pairing` (pairing strategies, Erdős–Selfridge),
:mod:`~tictactoe.ai.proof.moves` (domination, forks),
:mod:`~tictactoe.ai.proof.check` (the checker every answer goes through).
"""

from __future__ import annotations

from functools import lru_cache

from tictactoe.ai.proof.api import forget, known, prove, prove_bits, prove_board
from tictactoe.ai.proof.values import ProofCache, ProvenValue, board_label


@lru_cache(maxsize=1)
def default_cache() -> ProofCache:
    """The process-wide proof cache (the engine's ``analyze`` uses it too)."""
    return ProofCache()


__all__ = [
    "ProofCache",
    "ProvenValue",
    "board_label",
    "default_cache",
    "forget",
    "known",
    "prove",
    "prove_bits",
    "prove_board",
]
