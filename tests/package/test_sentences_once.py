"""One sentence once (issue 51, target 1): an English sentence of four words or more is
written in one module of the package, and every other module that says it takes it from
there.

Read from the source (``ast``): every string literal but a docstring, split into sentences
(at ``.``, ``!``, ``?``, ``:``, ``;`` before a space, and at line ends), placeholders
(``{}``, ``{name}``, ``%1``, ``%s``) read as one, case and spacing ignored.  SQL is not
English and a name without spaces is not a sentence.

A sentence the window translates is marked where it is written (``tictactoe/sentences.py``)
and ``ui/`` translates that one, so ``ui/words/`` is read as every other module: on
2026-11-29 313 sentences were written in two modules, 305 of them with a copy in
``ui/words/``, the window's translation templates of the files', the engine's and the
players' messages; none is now.  ``KNOWN`` would list one still written twice, with
whose work it waits for; the test fails on a new one and on a listed one that is gone
(then strike it off), so the list only shrinks.
"""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from pathlib import Path

import tictactoe

PACKAGE = Path(tictactoe.__file__).parent
PLACE = re.compile(r"\{[^{}]*\}|%\d+|%[sdrn]")
BREAK = re.compile(r"(?<=[.!?:;])\s+|\n+")
WORD = re.compile(r"[a-z][a-z'-]*")  # a placeholder is not a word
SQL = re.compile(r"(select|insert|update|delete|create|pragma|alter) ", re.IGNORECASE)

# Sentence: the modules that write it (none now: the list is kept so that a sentence
# that must wait for someone's work can be named here, with why).
KNOWN: dict[str, tuple[str, ...]] = {}


def sentences(source: str) -> set[str]:
    """The sentences of four words or more in a module's string literals (not its
    docstrings), placeholders as ``{}``, lower case, single spaces."""
    tree = ast.parse(source)
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    texts = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) not in docstrings:
                texts.append(node.value)
        elif isinstance(node, ast.JoinedStr):
            texts.append(
                "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
            )
    found = set()
    for text in texts:
        for part in BREAK.split(PLACE.sub("{}", text)):
            said = " ".join(part.split()).strip(" .:;").lower()
            if len(WORD.findall(said)) >= 4 and " " in said and not SQL.match(said):
                found.add(said)
    return found


def written_twice(modules: dict[str, str]) -> dict[str, tuple[str, ...]]:
    """Each sentence said in two or more of ``modules`` (name: source), with their names."""
    where: dict[str, set[str]] = defaultdict(set)
    for name, source in modules.items():
        for said in sentences(source):
            where[said].add(name)
    return {said: tuple(sorted(names)) for said, names in where.items() if len(names) > 1}


def test_no_sentence_is_written_in_two_modules():
    modules = {
        path.relative_to(PACKAGE).as_posix(): path.read_text(encoding="utf-8")
        for path in sorted(PACKAGE.rglob("*.py"))
    }
    assert len(modules) > 200  # the package, not an empty folder
    twice = written_twice(modules)
    new = {said: names for said, names in twice.items() if said not in KNOWN}
    assert new == {}, "write it once, where its meaning lives, and import it"
    assert {said: names for said, names in twice.items() if said in KNOWN} == KNOWN, (
        "a listed sentence is written once now (or elsewhere): strike it off KNOWN"
    )


def test_the_check_finds_a_copy_and_ignores_docstrings_sql_and_names():
    one = '''"""Says: the window closed before the move."""\nA = "the window closed {} times"\n'''
    two = 'B = f"it said: the window closed {n} times"\nC = "select key, value from about"\n'
    three = 'D = "select key, value from about"\nE = "the window closed before the move"\n'
    four = 'F = "io.github.tictactoe_mnk.TicTacToe"\nG = "io.github.tictactoe_mnk.TicTacToe"\n'
    assert written_twice({"one": one, "two": two, "three": three, "four": four}) == {
        "the window closed {} times": ("one", "two")
    }
