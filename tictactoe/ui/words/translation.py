"""The words of the window go through Qt's translation system, one context per screen or
widget; and tooltips are wrapped to a readable width.

Every screen or widget names its context once, as a module-level constant of the same
name (``Menu = Words("Menu")``), and says each sentence as ``Menu.tr("Play")``, with the
count of a plural form as ``n`` (``Menu.tr("%n game(s)", None, games)``) and other
arguments as ``%1``, ``%2`` filled in by :func:`fill` (a translation may reorder them).
English is the words' own language: its plurals are written "%n game(s)" and said by
:meth:`Words.tr` itself when no catalogue has the message (so English needs no catalogue,
and a test or a tool that installs none still reads "1 game", "2 games").  Why not
``QCoreApplication.translate(context, text, None, count)`` everywhere: Qt's Python
lupdate reads a fourth argument that is a plain name as a string encoding, so the message
lost its plural forms (read in qttools' ``lupdate/python.cpp``, ``parseTranslate``;
tried with PySide6 6.11.3), and ``self.tr`` takes its context from the class, which a
subclass changes.  ``X.tr("...")`` is read by lupdate with ``X`` as the context, so the
constant's name and its context must be the same (``tests/ui/words/test_translations.py`` checks).

Fixed sets of the window's own words (the rules' names, the formats' titles) are marked
where ``ui/`` lists them, ``QT_TRANSLATE_NOOP("RuleNames", "renju")``, and translated with
:meth:`Words.tr` of that context when shown.

A sentence of the layers below (a problem's kind, a player's label) is marked where it is
written (``tictactoe/sentences.py``), as a
:class:`~tictactoe.sentences.Sentence` with its context, and keeps ``str.format``'s ``{}``
(the command line formats it); its translations in the catalogues use ``%1``, ``%2``...
(``%n`` the count of a plural form).  :func:`translated` says one in the language chosen
with Qt's places: the translation, or the English with its ``{}`` made ``%1``, ``%2``....
"""

from __future__ import annotations

import functools
import re
import string
import textwrap
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

TOOLTIP_WIDTH = 60  # characters a tooltip line holds at most


@dataclass(frozen=True)
class Words:
    """The words of one context (a screen, a widget, a table of names)."""

    context: str

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """``text`` in the language chosen (itself when there is no translation); ``%n``
        in it becomes ``n``, in the plural form ``n`` asks for."""
        said = QCoreApplication.translate(self.context, text, disambiguation, n)
        if n >= 0 and said == text.replace("%n", str(n)):  # no catalogue: the English
            said = _ENGLISH_PLURAL.sub(lambda m: _english(m, n), said)
        return said


_PLACE = re.compile(r"%([1-9])")
_ENGLISH_PLURAL = re.compile(r"y\((ies)\)|\((s|es)\)")  # game(s), loss(es), inaccuracy(ies)


def _english(plural: re.Match, n: int) -> str:
    if plural.group(1):  # "inaccuracy(ies)"
        return "y" if n == 1 else "ies"
    return "" if n == 1 else plural.group(2)


def fill(text: str, *args: object) -> str:
    """``text`` with ``%1``, ``%2``... replaced by ``args`` in one pass (as QString.arg
    does: an argument that holds "%2" stays as it is), so a translation may put them in
    any order."""
    return _PLACE.sub(
        lambda m: str(args[int(m.group(1)) - 1]) if int(m.group(1)) <= len(args) else m.group(0),
        text,
    )


def qt_places(text: str, plural: bool = False) -> str:
    """``text`` written for ``str.format`` (``{}``, ``{!r}``, ``{.phrase}``, ``{{``) with
    Qt's places instead: ``%1``, ``%2``... in order, the first ``%n`` when ``plural``."""
    out, number = [], 0
    for literal, field, _, _ in string.Formatter().parse(text):
        out.append(literal)
        if field is not None:
            number += 1
            out.append("%n" if plural and number == 1 else f"%{number}")
    return "".join(out)


def translated(sentence: str, count: int = -1) -> str:
    """A sentence marked below ``ui/`` (a :class:`~tictactoe.sentences.Sentence`) in the
    language chosen, its arguments as ``%1``, ``%2``... for :func:`fill` (a plural one's
    ``count`` already said, in its form); unmarked text as its English."""
    context = getattr(sentence, "context", None)
    plural = bool(getattr(sentence, "plural", False))
    if context is not None:
        said = QCoreApplication.translate(context, sentence, None, count if plural else -1)
        if said != sentence:
            return said
    return qt_places(sentence)


@functools.lru_cache(maxsize=512)
def wrapped(text: str, width: int = TOOLTIP_WIDTH) -> str:
    """``text`` with every line wrapped at ``width`` characters (its own line breaks kept)."""
    return "\n".join(
        textwrap.fill(line, width) if line.strip() else line for line in text.splitlines()
    )
