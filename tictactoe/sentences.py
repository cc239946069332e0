"""English marked for translation where it is written (issue 51: one sentence once).  No Qt,
no imports of ours.

Below ``ui/`` nothing is translated, but every sentence the window may show is written
once, where its meaning lives (a problem's kind, a player's description), and marked there
for Qt's ``pyside6-lupdate``, which reads the whole package (``packaging/translations.sh``):
with :func:`QT_TRANSLATE_NOOP` or, when its first argument is a count that chooses a
plural form, :func:`translate`.  They are plain functions named as lupdate reads them
(lupdate reads the call, not the import), which return the English as a :class:`Sentence`
that knows its translation context.  The English keeps ``str.format``'s ``{}`` (the
command line formats it); the catalogues' translations use Qt's ``%1``, ``%2``... (``%n``:
the count), and ``ui/`` converts when it shows one (``ui/words/translation.py``).  A
:class:`Phrase` is English made of a marked sentence and its arguments, so that the window
can say it again in another language.
"""

from __future__ import annotations

from typing import Any


class Sentence(str):
    """English marked for translation: the text itself (``str.format``'s ``{}`` for its
    arguments), with the ``context`` the catalogues file it under and whether it has
    ``plural`` forms (then its first argument is the count)."""

    context: str
    plural: bool

    def __new__(cls, text: str, context: str, plural: bool = False) -> Sentence:
        sentence = super().__new__(cls, text)
        sentence.context = context
        sentence.plural = plural
        return sentence

    def __reduce__(self) -> tuple[Any, ...]:
        return (Sentence, (str(self), self.context, self.plural))


def QT_TRANSLATE_NOOP(context: str, text: str) -> Sentence:  # the name lupdate reads
    """``text``, marked for translation in ``context``: lupdate reads the call, the window
    translates the sentence when it shows it."""
    return Sentence(text, context)


def translate(context: str, text: str, disambiguation: None, n: int) -> Sentence:
    """``text`` marked for translation in ``context`` with plural forms, its first argument
    the count: written ``translate("Storage", "{} moves", None, 1)``, as lupdate reads a
    message with plural forms (it reads this call as Qt's ``QCoreApplication.translate``;
    ``disambiguation`` and ``n`` are there for it alone)."""
    return Sentence(text, context, plural=True)


class Phrase(str):
    """English made of a marked ``sentence`` filled with ``args`` (``str()`` is the English,
    as ``sentence.format(*args)`` says it); an argument may be a Sentence or a Phrase again."""

    sentence: Sentence
    args: tuple[Any, ...]

    def __new__(cls, sentence: Sentence, *args: Any) -> Phrase:
        phrase = super().__new__(cls, sentence.format(*args))
        phrase.sentence = sentence
        phrase.args = args
        return phrase

    def __reduce__(self) -> tuple[Any, ...]:
        return (Phrase, (self.sentence, *self.args))
