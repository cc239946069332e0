"""The words' tests' fixtures."""

from __future__ import annotations

import pytest


@pytest.fixture
def in_language(qtbot, request):
    """The catalogue of ``request.param`` installed as the app installs it; taken out after."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from tictactoe.ui.settings import language

    before = QLocale()
    installed = language.install(request.param)
    yield request.param
    for translator in installed:
        QCoreApplication.instance().removeTranslator(translator)
    QLocale.setDefault(before)
