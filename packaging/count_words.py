"""Count the words of the window: translatable calls, and user-visible string literals in
``tictactoe/ui/`` that do not go through translation (issue 41); and, below ``ui/``, the
raise sites of the errors the window shows, by whether they carry English or a kind.

    python3 packaging/count_words.py [--list] [--package DIR]

A literal counts as user-visible when it holds a word (two letters in a row) and either a
space or a capital first letter, and it is not a docstring, not an argument of a call that
takes a name rather than words (object names, settings keys, signals, style sheets, ...), and
not inside a translation call or marker.  An f-string counts once.  A heuristic: ``--list``
prints each one with its place, to read.

A raise site below ``ui/`` (``raise E(...)`` of an error in ``SHOWN_ERRORS``, or a helper
that builds one) carries English when its first argument is text (a literal, an f-string,
``str(...)``), a kind when an argument names one (``Problem(...)``, ``Fault.X``, a caught
error's ``.problem``).  ``--package`` counts another checkout's ``tictactoe/`` (an older
commit's, for a before and after).
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "tictactoe" / "ui"
MARKERS = ("tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP")
NOT_WORDS = {  # calls whose string arguments are names, keys or code, never shown as words
    "setObjectName",
    "value",
    "setValue",
    "contains",
    "remove",
    "Property",
    "Signal",
    "getattr",
    "setattr",
    "hasattr",
    "startswith",
    "endswith",
    "split",
    "join",
    "get",
    "setStyleSheet",
    "setProperty",
    "property",
    "findChild",
    "findChildren",
    "resource_path",
    "QColor",
    "fromString",
    "QKeySequence",
    "format",
    "strftime",
    "strptime",
    "getLogger",
    "Thread",
    "environ",
    "setenv",
    "getenv",
    "open",
    "mkdtemp",
    "colour",
    "replace",
    "emit",
    "print",
    "debug",
    "info",
    "warning",
    "error",
    "exception",
    "Path",
    "isinstance",
    "field",
    "Words",
    "setDesktopFileName",
    "setOrganizationName",
    "setApplicationName",
    "rstrip",
    "lstrip",
    "strip",
    "encode",
    "decode",
    "re.compile",
    "compile",
    "match",
    "search",
    "sub",
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
            inside = [
                id(n) for arg in node.args + [k.value for k in node.keywords] for n in ast.walk(arg)
            ]
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
            text = "".join(
                v.value
                for v in node.values
                if isinstance(v, ast.Constant) and isinstance(v.value, str)
            )
        else:
            continue
        if _looks_shown(text):
            found.append((node.lineno, text))
    return calls, sorted(found)


# The errors below ui/ whose words reach the window (records, storage, engines, rules, files).
SHOWN_ERRORS = {
    "GameFileError",
    "AutosaveError",
    "UnreadableFile",
    "FileTooLarge",
    "RulesError",
    "ImpossiblePosition",
    "IllegalMoveError",
    "Forfeit",
    "EngineRefused",
    "EngineDied",
    "ProtocolError",
    "SwapAnswerError",
    "OpeningRefused",
    "NotationError",
    "PuzzleError",
    "PuzzleFileError",
    "Damaged",
    "AttemptsError",
}
BELOW_UI_SKIPS = ("ui", "commands", "bench")


def _is_text(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.Call) and _call_name(node) == "str":
        return True
    return isinstance(node, ast.BinOp) and (_is_text(node.left) or _is_text(node.right))


def _carries_kind(call: ast.Call, kinds: set[str]) -> bool:
    for arg in [*call.args, *(k.value for k in call.keywords)]:
        for node in ast.walk(arg):
            if isinstance(node, ast.Call) and _call_name(node) == "Problem":
                return True
            if isinstance(node, ast.Attribute) and (
                node.attr == "problem"
                or (isinstance(node.value, ast.Name) and node.value.id in kinds)
            ):
                return True
    return False


def raise_sites(package: Path) -> dict[str, tuple[int, int]]:
    """By error: (raise sites carrying English text, raise sites carrying a kind)."""
    trees = [
        ast.parse(p.read_text(encoding="utf-8"))
        for p in sorted(package.rglob("*.py"))
        if p.relative_to(package).parts[0] not in BELOW_UI_SKIPS
    ]
    kinds = {
        node.name
        for tree in trees
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
        and any(getattr(base, "id", "") == "Kind" for base in node.bases)
    }
    found: dict[str, list[int]] = {}
    for tree in trees:
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
                continue
            call = node.exc
            name = _call_name(call)
            if name not in SHOWN_ERRORS and (not call.args or _call_name(call) == "str"):
                continue
            counts = found.setdefault(name, [0, 0])
            if _carries_kind(call, kinds):
                counts[1] += 1
            elif any(_is_text(arg) for arg in call.args[:2]):  # GameFileError(where, reason)
                counts[0] += 1
    return {
        name: (english, kind)
        for name, (english, kind) in sorted(found.items())
        if name in SHOWN_ERRORS or name.startswith(("_refuse", "error"))
    }


def main(argv: list[str]) -> int:
    package = Path(argv[argv.index("--package") + 1]) if "--package" in argv else ROOT.parent
    ui = package / "ui"
    calls = shown = 0
    for path in sorted(ui.rglob("*.py")):
        n, found = scan(path)
        calls += n
        shown += len(found)
        if "--list" in argv:
            for line, text in found:
                print(f"{path.relative_to(package.parent)}:{line}: {text!r}")
    print(f"translatable calls and markers: {calls}")
    print(f"user-visible literals not translated: {shown}")
    sites = raise_sites(package)
    english = sum(e for e, _ in sites.values())
    kind = sum(k for _, k in sites.values())
    print(
        f"raise sites below ui/ of the errors the window shows: {english} with English text, "
        f"{kind} with a kind"
    )
    for name, (e, k) in sites.items():
        print(f"  {name}: {e} English, {k} kind")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
