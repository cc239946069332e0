"""Proven values, their words, and the cache that remembers them.

A :class:`ProvenValue` is what a proof established about a position: the
result for the side to move and, for a win, how soon.  It says so in plain
words (:meth:`ProvenValue.label`, :func:`board_label`) and travels as a small
JSON-able dict (:meth:`ProvenValue.to_dict`).

A :class:`ProofCache` maps positions to proven values.  Keys are canonical
under the board's symmetries, so a position proven once is known in all its
mirror images.  It lives in memory and turns into a plain dict
(:meth:`ProofCache.to_dict`) that a caller can store as JSON and hand back to
:meth:`ProofCache.from_dict`; a dict that is not such a table raises
:class:`ValueError` and loads nothing.
"""

from __future__ import annotations

import threading
from dataclasses import asdict, dataclass

from tictactoe.ai.readings import FIRST_WINS, FORCES_WIN, PERFECT_DRAW, SECOND_WINS
from tictactoe.ai.symmetry import symmetries
from tictactoe.game import Rules, Variant

RESULTS = ("win", "draw", "loss")
CACHE_FORMAT = "tictactoe-proofs"
CACHE_VERSION = 1
DEFAULT_CACHE_CAP = 10_000


@dataclass(frozen=True)
class ProvenValue:
    """A proven result of a position, for the side to move.

    ``result``: "win", "draw" or "loss" for ``to_move`` ("X" or "O").
    ``plies``: for a win or a loss, the exact number of plies (both sides'
    moves, the winning move included) to the win with best play by both, when
    it was computed; else None.  ``at_most``: for a win or a loss, a bound the
    checked strategy guarantees (plies).  ``empty_board``: the position is the
    empty board (the words then say "first player").  ``method``: how it was
    proven.  ``positions``: positions the checked proof walked (0 when the
    exact solver proved it).  ``seconds``: what the proof took.  ``move``:
    where known, a move ``(x, y)`` of the side to move that keeps the result
    (the first move of the checked winning strategy, or a holding reply).
    """

    result: str
    to_move: str
    plies: int | None = None
    at_most: int | None = None
    empty_board: bool = False
    method: str = ""
    positions: int = 0
    seconds: float = 0.0
    move: tuple[int, int] | None = None

    def __post_init__(self) -> None:
        if self.result not in RESULTS:
            raise ValueError(f"result must be one of {RESULTS}, not {self.result!r}")
        if self.to_move not in ("X", "O"):
            raise ValueError(f"to_move must be 'X' or 'O', not {self.to_move!r}")
        for name in ("plies", "at_most"):
            value = getattr(self, name)
            if value is not None and (
                isinstance(value, bool) or not isinstance(value, int) or value < 1
            ):
                raise ValueError(f"{name} must be a positive whole number or None")
        if self.move is not None:
            move = self.move
            if not (
                isinstance(move, tuple)
                and len(move) == 2
                and all(isinstance(c, int) and not isinstance(c, bool) and c >= 0 for c in move)
            ):
                raise ValueError(f"move must be a pair of cell coordinates, not {move!r}")

    @property
    def winner(self) -> str | None:
        """ "X", "O", or None for a draw."""
        if self.result == "draw":
            return None
        other = "O" if self.to_move == "X" else "X"
        return self.to_move if self.result == "win" else other

    @property
    def distance(self) -> int | None:
        """Plies to the win: exact when known, else the bound (None for a draw)."""
        return self.plies if self.plies is not None else self.at_most

    def label(self) -> str:
        """Plain words: "a draw with perfect play", "the first player wins" (empty
        board), "X can force a win in 9" (plies, exact), "X can force a win in
        at most 13" (a bound only)."""
        winner = self.winner
        if winner is None:
            return str(PERFECT_DRAW)
        if self.empty_board:
            return str(FIRST_WINS) if winner == "X" else str(SECOND_WINS)
        if self.plies is not None:
            return f"{winner} can force a win in {self.plies}"
        if self.at_most is not None:
            return f"{winner} can force a win in at most {self.at_most}"
        return FORCES_WIN.format(winner)

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> ProvenValue:
        if not isinstance(data, dict):
            raise ValueError("a proven value must be a dict")
        known = {
            "result",
            "to_move",
            "plies",
            "at_most",
            "empty_board",
            "method",
            "positions",
            "seconds",
            "move",
        }
        extra = set(data) - known
        if extra:
            raise ValueError(f"unknown fields in a proven value: {sorted(extra)}")
        data = dict(data)
        if isinstance(data.get("move"), list):
            data["move"] = tuple(data["move"])
        try:
            value = cls(**data)
        except TypeError as error:
            raise ValueError(f"a proven value is incomplete: {error}") from None
        if (
            not isinstance(value.empty_board, bool)
            or not isinstance(value.method, str)
            or not isinstance(value.positions, int)
            or not isinstance(value.seconds, (int, float))
        ):
            raise ValueError("a proven value has a field of the wrong type")
        return value


def board_label(rules: Rules, value: ProvenValue) -> str:
    """ "6x5, 4 in a row: the first player wins"; "3x3: a draw with perfect play"
    (k is left out when the board is square with k equal to its side)."""
    name = f"{rules.width}x{rules.height}"
    if not (rules.width == rules.height == rules.k):
        name += f", {rules.k} in a row"
    return f"{name}: {value.label()}"


def position_key(rules: Rules, x_bits: int, o_bits: int) -> str:
    """The cache key: the board, k, the variant (none for freestyle: the keys of the
    tables written before there were variants) and the position's smallest symmetric
    image: "7x7k5/1a2", "15x15k5-renju/..."."""
    keys = symmetries(rules.width, rules.height).keys(x_bits, o_bits)
    variant = "" if rules.freestyle else f"-{rules.variant.value}"
    return f"{rules.width}x{rules.height}k{rules.k}{variant}/{min(keys):x}"


class ProofCache:
    """Proven values by position (see the module doc).  Thread-safe; holds at most
    ``cap`` entries (when full, the oldest half is dropped)."""

    def __init__(self, cap: int = DEFAULT_CACHE_CAP) -> None:
        self.cap = cap
        self._entries: dict[str, ProvenValue] = {}
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, rules: Rules, x_bits: int, o_bits: int) -> ProvenValue | None:
        return self._entries.get(position_key(rules, x_bits, o_bits))

    def put(self, rules: Rules, x_bits: int, o_bits: int, value: ProvenValue) -> None:
        key = position_key(rules, x_bits, o_bits)
        with self._lock:
            if key not in self._entries and len(self._entries) >= self.cap:
                for old in list(self._entries)[: self.cap // 2]:
                    del self._entries[old]
            self._entries[key] = value

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()

    def to_dict(self) -> dict:
        """A plain, JSON-able dict of the whole table."""
        with self._lock:
            entries = {k: v.to_dict() for k, v in self._entries.items()}
        return {"format": CACHE_FORMAT, "version": CACHE_VERSION, "entries": entries}

    def update_from(self, data: object) -> int:
        """Add the entries of a dict made by :meth:`to_dict`; returns how many.  A
        dict that is not such a table raises ValueError and adds nothing."""
        if not isinstance(data, dict) or data.get("format") != CACHE_FORMAT:
            raise ValueError(f"not a proof table (format {CACHE_FORMAT!r} expected)")
        if data.get("version") != CACHE_VERSION:
            raise ValueError(f"unknown proof table version {data.get('version')!r}")
        entries = data.get("entries")
        if not isinstance(entries, dict):
            raise ValueError("a proof table needs a dict of entries")
        parsed = {}
        for key, raw in entries.items():
            if not isinstance(key, str) or not _valid_key(key):
                raise ValueError(f"not a position key: {key!r}")
            parsed[key] = ProvenValue.from_dict(raw)
        with self._lock:
            self._entries.update(parsed)
        return len(parsed)

    @classmethod
    def from_dict(cls, data: object, cap: int = DEFAULT_CACHE_CAP) -> ProofCache:
        cache = cls(cap)
        cache.update_from(data)
        return cache


def _valid_key(key: str) -> bool:
    """ "WxHkK/hex" with a valid board and a position that fits on it."""
    head, _, tail = key.partition("/")
    try:
        head, _, variant = head.partition("-")
        size, _, k = head.partition("k")
        width, _, height = size.partition("x")
        rules = Rules(int(width), int(height), int(k), Variant(variant or "freestyle"))
        value = int(tail, 16)
    except ValueError:
        return False
    n = rules.cells
    x_bits, o_bits = value & ((1 << n) - 1), value >> n
    return (
        value >= 0
        and o_bits >> n == 0
        and not x_bits & o_bits
        and 0 <= x_bits.bit_count() - o_bits.bit_count() <= 1
    )
