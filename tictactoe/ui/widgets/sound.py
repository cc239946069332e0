"""The warning beep: our own wav (resources/warning_beep.wav, made by packaging/make_beep.py),
played with QtMultimedia's QSoundEffect.  Where QtMultimedia or an audio device is
missing the game goes on, falling back to the system beep.  QtMultimedia is
imported on the first beep, so it costs nothing at start-up.
"""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QObject, QUrl
from PySide6.QtWidgets import QApplication

BEEP_NAME = "warning_beep.wav"


def resource_path(name: str) -> str:
    """The file system path of a packaged resource (the wheel ships them as files)."""
    return str(resources.files("tictactoe.resources").joinpath(name))


class Sound(QObject):
    def __init__(
        self, parent: QObject | None = None, *, muted: bool = False, enabled: bool = True
    ) -> None:
        super().__init__(parent)
        self._muted = muted
        self._enabled = enabled  # False in tests: never touch the audio system
        self._effect = None
        self._failed = False
        self.plays = 0  # how many beeps were asked for and not muted

    @property
    def muted(self) -> bool:
        return self._muted

    def set_muted(self, muted: bool) -> None:
        self._muted = bool(muted)

    def _load(self):
        if self._effect is not None or self._failed:
            return self._effect
        try:
            from PySide6.QtMultimedia import QSoundEffect

            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(resource_path(BEEP_NAME)))
            effect.setVolume(0.6)
            self._effect = effect
        except Exception:
            self._failed = True
        return self._effect

    def warning(self) -> None:
        """Play the warning beep (or the system beep), unless muted."""
        if self._muted:
            return
        self.plays += 1
        if not self._enabled:
            return
        effect = self._load()
        if effect is not None and effect.status() != effect.Status.Error:
            effect.play()
        else:
            QApplication.beep()
