"""The language of the window: the system's by default, or the one chosen in Settings
(kept in QSettings), installed as Qt translators before the window is built.

A new choice is used from the next start: every screen builds its words once, and a
game half played keeps the words it has (the Settings dialog says so).  The catalogues
are ``resources/translations/tictactoe_LANG.qm``, built from their ``.ts`` sources by
``packaging/translations.sh``; Qt's own words (its dialogs' buttons) come from the
``qtbase`` catalogue PySide6 ships, where it has one.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from tictactoe.ui.widgets.sound import resource_path

SYSTEM = ""  # the setting's value: follow the system's language
SOURCE = "en"  # the language the words are written in


@dataclass(frozen=True)
class Language:
    code: str  # a QLocale name: "ru", "zh_CN"
    name: str  # its own name for itself, as its speakers write it


LANGUAGES = (
    Language("en", "English"),
    Language("zh_CN", "简体中文"),
    Language("ru", "Русский"),
    Language("vi", "Tiếng Việt"),
)
CODES = frozenset(language.code for language in LANGUAGES)


def locale_of(choice: str) -> QLocale:
    """The locale whose words the window shows for a setting's ``choice``."""
    return QLocale(choice) if choice in CODES else QLocale.system()


def install(choice: str) -> tuple[QTranslator, ...]:
    """Install the translators of ``choice`` (``SYSTEM``: the system's first language we
    have) into the application, which owns them; returns them (a test takes them out
    again).  English, or a system language we have no words in, installs none."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("the language is installed into the application: make it first")
    locale = locale_of(choice)
    if choice in CODES:
        QLocale.setDefault(locale)  # dates and numbers as the language chosen writes them
    translators = []
    ours = QTranslator(app)
    if choice != SOURCE and ours.load(locale, "tictactoe", "_", resource_path("translations")):
        translators.append(ours)
        qt = QTranslator(app)
        if qt.load(
            locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        ):
            translators.append(qt)
    for translator in translators:
        app.installTranslator(translator)
    return tuple(translators)
