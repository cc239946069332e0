"""The structure of an SGF collection: the nodes of the first game's main line.

SGF is a tree: ``(`` opens a game tree, ``;`` a node, ``PROP[value][value]`` a
property of the node; sub-trees (variations) follow the nodes of their tree.
:func:`main_line` checks the whole text strictly (every ``(`` closed, every
value closed with ``]``, nodes before sub-trees, property names of letters, no
property twice in a node) and returns the first game's main line: the first
branch at every fork.  It is a loop, not a recursion, so deeply nested
variations cannot overflow the stack.  What the properties mean is
:mod:`tictactoe.records.sgf`'s business.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from tictactoe.problems import Problem
from tictactoe.records.errors import Fault, GameFileError, line

_BLANKS = re.compile(r"[ \t\r\n\f\ufeff]*")
_IDENT = re.compile(r"[A-Za-z]+")
_PLAIN = re.compile(r"[^\\\]]*")  # a value's text up to an escape or its closing bracket


@dataclass
class Node:
    """One node: its line, and each property's line and values (escapes resolved)."""

    line: int
    props: dict[str, tuple[int, list[str]]] = field(default_factory=dict)


def main_line(text: str) -> list[Node]:
    """The nodes of the first game's main line (the root first); the whole text is checked."""
    return _Parser(text).main_line()


class _Parser:
    """Collection -> the nodes of the first game's main line (checked all the way)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.line = 1

    def error(self, fault: Fault, *args: object, at: int | None = None) -> GameFileError:
        return GameFileError(line(self.line if at is None else at), Problem(fault, args))

    def skip_blanks(self) -> str:
        end = _BLANKS.match(self.text, self.pos).end()  # type: ignore[union-attr]  # matches ''
        if end > self.pos:
            self.line += self.text.count("\n", self.pos, end)
            self.pos = end
        return self.text[self.pos : self.pos + 1]

    def main_line(self) -> list[Node]:
        nodes: list[Node] = []
        # per open tree: [on the main line, has a node, has a sub-tree]
        stack: list[list[bool]] = []
        games = 0
        while True:
            ch = self.skip_blanks()
            if not ch:
                break
            if ch == "(":
                if stack:
                    parent = stack[-1]
                    if not parent[1]:
                        raise self.error(Fault.VARIATION_FIRST)
                    on_main = parent[0] and not parent[2]
                    parent[2] = True
                else:
                    on_main = games == 0
                    games += 1
                stack.append([on_main, False, False])
                self.pos += 1
            elif ch == ")":
                if not stack:
                    raise self.error(Fault.CLOSES_NOTHING)
                if not stack[-1][1]:
                    raise self.error(Fault.EMPTY_TREE)
                stack.pop()
                self.pos += 1
            elif ch == ";":
                if not stack:
                    raise self.error(Fault.NODE_OUTSIDE)
                tree = stack[-1]
                if tree[2]:
                    raise self.error(Fault.NODE_AFTER_VARIATION)
                tree[1] = True
                node = Node(self.line)
                self.pos += 1
                self.properties(node)
                if tree[0]:
                    nodes.append(node)
            elif not stack:
                if games:
                    raise self.error(Fault.AFTER_LAST_TREE, ch)
                raise self.error(Fault.NOT_SGF)
            else:
                raise self.error(Fault.OUT_OF_PLACE, ch)
        if stack:
            raise self.error(Fault.UNCLOSED_TREE)
        if not games:
            raise self.error(Fault.NOT_SGF)
        return nodes

    def properties(self, node: Node) -> None:
        text = self.text
        while True:
            found = _IDENT.match(text, self.pos) if self.skip_blanks() else None
            if found is None:
                return
            line = self.line
            self.pos = found.end()
            written = found.group()
            ident = "".join(c for c in written if c.isupper())  # FF[3] lower-case letters
            if not ident:
                raise self.error(Fault.NO_UPPER_CASE, written[:20])
            values = []
            while self.skip_blanks() == "[":
                values.append(self.value())
            if not values:
                raise self.error(Fault.NO_VALUE, ident[:20], at=line)
            if ident in node.props:
                raise self.error(Fault.PROPERTY_TWICE, ident[:20], at=line)
            node.props[ident] = (line, values)

    def value(self) -> str:
        """The text of ``[...]`` at ``pos``: escapes resolved, soft line breaks dropped."""
        text, n = self.text, len(self.text)
        start_line = self.line
        pos = self.pos + 1
        out = []
        while True:
            plain = _PLAIN.match(text, pos).group()  # type: ignore[union-attr]  # matches ''
            out.append(plain)
            self.line += plain.count("\n")
            pos += len(plain)
            if pos >= n:
                break
            if text[pos] == "]":
                self.pos = pos + 1
                return "".join(out)
            pos += 1  # a backslash: the next character is taken as it is
            if pos >= n:
                break
            ch = text[pos]
            pos += 1
            if ch == "\n":  # a soft line break
                self.line += 1
            elif ch == "\r":
                if text[pos : pos + 1] == "\n":
                    self.line += 1
                    pos += 1
            else:
                out.append(ch)
        raise self.error(Fault.UNCLOSED_VALUE, at=start_line)
