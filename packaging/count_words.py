"""Count the words of the window: translatable calls, and user-visible string literals in
``tictactoe/ui/`` that do not go through translation (issue 41).

    python3 packaging/count_words.py [--list]

A literal counts as user-visible when it holds a word (two letters in a row) and either a
space or a capital first letter, and it is not a docstring, not an argument of a call that
takes a name rather than words (object names, settings keys, signals, style sheets, ...), and
not inside a translation call or marker.  An f-string counts once.  A heuristic: ``--list``
prints each one with its place, to read.
"""
from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "tictactoe" / "ui"
MARKERS = ("tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP")
NOT_WORDS = {   # calls whose string arguments are names, keys or code, never shown as words
    "setObjectName", "value", "setValue", "contains", "remove", "Property", "Signal",
    "getattr", "setattr", "hasattr", "startswith", "endswith", "split", "join", "get",
    "setStyleSheet", "setProperty", "property", "findChild", "findChildren", "resource_path",
    "QColor", "fromString", "QKeySequence", "format", "strftime", "strptime", "getLogger",
    "Thread", "environ", "setenv", "getenv", "open", "mkdtemp", "colour", "replace",
    "emit", "print", "debug", "info", "warning", "error", "exception", "Path", "isinstance",
    "field", "Words", "setDesktopFileName", "setOrganizationName", "setApplicationName", "rstrip",
    "lstrip", "strip", "encode", "decode", "re.compile", "compile", "match", "search", "sub",
}
WORD = re.compile(r"[^\W\d_]{2}")


def _call_name(node: ast.Call) -> str:
    func = node.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _looks_shown(text: str) -> bool:
    return bool(WORD.search(text)) and (" " in text.strip() or text[:1].isupper())


def scan(path: Path) -> tuple[int, list[tuple[int, str]]]:
    """(translatable calls, [(line, literal)] not translated) in one file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstrings(tree)
    calls = 0
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = _call_name(node)
            inside = [id(n) for arg in node.args + [k.value for k in node.keywords]
                      for n in ast.walk(arg)]
            if name in MARKERS:
                calls += 1
                skip.update(inside)
            elif name in NOT_WORDS:
                skip.update(inside)
        elif isinstance(node, ast.Subscript):
            skip.update(id(n) for n in ast.walk(node.slice))
        elif isinstance(node, ast.JoinedStr):
            skip.update(id(n) for n in ast.walk(node) if n is not node)
    found = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
        elif isinstance(node, ast.JoinedStr):
            text = "".join(v.value for v in node.values
                           if isinstance(v, ast.Constant) and isinstance(v.value, str))
        else:
            continue
        if _looks_shown(text):
            found.append((node.lineno, text))
    return calls, sorted(found)


def main(argv: list[str]) -> int:
    calls = shown = 0
    for path in sorted(ROOT.rglob("*.py")):
        n, found = scan(path)
        calls += n
        shown += len(found)
        if "--list" in argv:
            for line, text in found:
                print(f"{path.relative_to(ROOT.parent.parent)}:{line}: {text!r}")
    print(f"translatable calls and markers: {calls}")
    print(f"user-visible literals not translated: {shown}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
