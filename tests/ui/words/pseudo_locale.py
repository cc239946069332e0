"""A pseudo-locale, made from the words of the installed package, never committed: every
message accented and 40% longer than its English, placeholders, accelerators and markup
kept, so that a screen shows at a glance what a longer language would cut off.

    python tests/ui/words/pseudo_locale.py OUT_DIR      (writes OUT_DIR/pseudo.ts and pseudo.qm)
    python tests/ui/words/pseudo_locale.py OUT_DIR --play [PLAY ARGS...]   (the window in it)

``test_translations_fit.py`` installs the .qm with a QTranslator and measures the screens;
``--play`` starts the app (``tictactoe play``) with it, for a look.

The words come from ``pyside6-lupdate`` run over the installed ``tictactoe`` (the same
reading ``packaging/translations.sh`` makes), compiled by ``pyside6-lrelease``.  A
sentence marked below ``ui/`` keeps ``str.format``'s ``{}``; its pseudo-translation, as a
real one, says Qt's ``%1``, ``%2``... (``%n`` the count).
"""

from __future__ import annotations

import math
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import tictactoe
from tictactoe.ui.words.translation import qt_places

GROWTH = 1.4  # a translation 40% longer than the English
ACCENTS = str.maketrans("aeiouycnAEIOUYCN", "áéîõüýçñÅÉÎÕÜÝÇÑ")
# What a translation must keep as it is: placeholders, an accelerator's "&", markup and
# entities, and the file patterns of a file dialog's filter.
PLACES = re.compile(r"%[1-9n]")
KEPT = re.compile(r"%[1-9n]|&(?:amp;|lt;|gt;|nbsp;)?|<[^>]*>|\*\.\w+|\(\*\)")


def tool(name: str) -> str:
    """A PySide6 tool (``pyside6-lupdate``) beside this interpreter, else on the PATH."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise FileNotFoundError(f"{name} is neither beside {sys.executable} nor on the PATH")
    return found


def template(out: Path) -> Path:
    """A catalogue of every message of the installed ``tictactoe``, untranslated."""
    package = Path(tictactoe.__file__).parent
    subprocess.run(
        [
            tool("pyside6-lupdate"),
            "-silent",
            "-extensions",
            "py",
            "-locations",
            "none",
            "-no-obsolete",
            str(package),
            "-ts",
            str(out),
        ],
        check=True,
        capture_output=True,
        timeout=120,
    )
    return out


def qt_source(source: str, numerus: bool) -> str:
    """A message's source with Qt's places: a sentence marked below ``ui/`` is written
    with ``str.format``'s ``{}`` (see ``tictactoe/problems.py``), the window's own with
    ``%1``, ``%2``..."""
    if PLACES.search(source) or "{" not in source:
        return source
    return qt_places(source, numerus)


def pseudo(text: str) -> str:
    """``text`` accented and 40% longer: each word's vowels drawn out, then dots to make up
    the length; what must be kept (:data:`KEPT`) is left as it is."""
    parts, last = [], 0
    for kept in KEPT.finditer(text):
        parts.append(_stretch(text[last : kept.start()]))
        parts.append(kept.group(0))
        last = kept.end()
    parts.append(_stretch(text[last:]))
    said = "".join(parts)
    short = math.ceil(len(text) * GROWTH) - len(said)
    return said + "·" * max(0, short)


def _stretch(words: str) -> str:
    out = []
    for i, char in enumerate(words.translate(ACCENTS)):
        out.append(char)
        if char in "áéîõüÅÉÎÕÜ" and i % 2 == 0:
            out.append(char)  # a longer word, as German or Russian ones are
    return "".join(out)


def build(folder: Path) -> Path:
    """``folder/pseudo.ts`` and its compiled ``folder/pseudo.qm``; returns the .qm."""
    folder.mkdir(parents=True, exist_ok=True)
    ts = template(folder / "pseudo.ts")
    tree = ET.parse(ts)
    tree.getroot().set("language", "en")
    for message in tree.getroot().iter("message"):
        numerus = message.get("numerus") == "yes"
        source = qt_source(message.findtext("source") or "", numerus)
        node = message.find("translation")
        node.attrib.pop("type", None)
        for child in list(node):
            node.remove(child)
        if numerus:  # English has two forms: one, other
            node.text = None
            for _ in range(2):
                ET.SubElement(node, "numerusform").text = pseudo(source)
        else:
            node.text = pseudo(source)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    qm = folder / "pseudo.qm"
    subprocess.run(
        [tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    return qm


def play(qm: Path, args: list[str]) -> int:
    """``tictactoe play ARGS`` with the pseudo-locale installed first."""
    from PySide6.QtCore import QTranslator

    from tictactoe.cli import main
    from tictactoe.ui.window.app import application

    app = application()
    translator = QTranslator(app)
    if not translator.load(str(qm)):
        raise SystemExit(f"cannot load {qm}")
    app.installTranslator(translator)
    return main(["play", *args])


if __name__ == "__main__":
    built = build(Path(sys.argv[1]))
    if sys.argv[2:3] == ["--play"]:
        sys.exit(play(built, sys.argv[3:]))
    print(built)
