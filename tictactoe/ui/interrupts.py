"""Ctrl+C and SIGTERM quit the window cleanly (the game kept), and Qt's multimedia
chatter stays off the terminal unless ``--verbose``.

Why Ctrl+C did nothing before: Python runs a signal handler only when the main
thread next executes Python code, and Qt's event loop sleeps in C++ until an
event arrives.  ``signal.set_wakeup_fd`` makes the C-level handler write a byte
to a socket pair; a QSocketNotifier on the other end wakes the loop, and its
slot closes the window from the event loop (never from the Python handler, which
may run in the middle of any code of the GUI thread).
"""
from __future__ import annotations

import signal
import socket
import sys
from typing import Callable

from PySide6.QtCore import QObject, QSocketNotifier, QtMsgType, qInstallMessageHandler

QUIT_SIGNALS = tuple(s for s in (getattr(signal, "SIGINT", None), getattr(signal, "SIGTERM", None))
                     if s is not None)


class SignalWaker(QObject):
    """Runs ``on_signal(signum)`` on the GUI thread for SIGINT/SIGTERM while Qt waits."""

    def __init__(self, on_signal: Callable[[int], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.on_signal = on_signal
        self.received: int | None = None
        self._acted = False
        self._read, self._write = socket.socketpair()
        self._read.setblocking(False)
        self._write.setblocking(False)
        self._old_fd = signal.set_wakeup_fd(self._write.fileno(), warn_on_full_buffer=False)
        self._old_handlers = {s: signal.signal(s, self._handle) for s in QUIT_SIGNALS}
        self._notifier = QSocketNotifier(self._read.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)

    def _handle(self, signum: int, frame: object) -> None:
        # Python runs this between any two bytecodes of the GUI thread: in the middle
        # of starting a search, say.  Closing the window from here ran its shutdown
        # inside that code (it joined a search thread not started yet: a traceback
        # at quit).  So only note the signal; the notifier acts on it (_drain).
        self.received = signum

    def _drain(self) -> None:
        """The event loop's turn: the wakeup bytes are read, and the first signal acted on."""
        seen = b""
        try:
            while chunk := self._read.recv(512):
                seen += chunk
        except (BlockingIOError, InterruptedError):
            pass
        if self.received is None:   # its Python handler has not run yet: the byte says which
            self.received = next((s for s in seen if s in QUIT_SIGNALS), None)
        if self.received is not None and not self._acted:
            self._acted = True
            self.on_signal(self.received)

    def close(self) -> None:
        """Give the signals back to Python's defaults (or whatever was there before)."""
        self._notifier.setEnabled(False)
        signal.set_wakeup_fd(self._old_fd)
        for signum, handler in self._old_handlers.items():
            signal.signal(signum, handler)
        self._read.close()
        self._write.close()


# Messages of Qt's multimedia stack: the pipewire/VA-API probes, "PulseAudioService:
# pa_context_connect() failed" and "QSoundEffect: playback of this format is not
# supported" where there is no sound server.  The beep falls back silently there.
QUIET_CATEGORIES = ("qt.multimedia",)
QUIET_PREFIXES = ("PulseAudioService", "QSoundEffect", "pa_context")


def quiet_multimedia() -> None:
    """Drop Qt's multimedia warnings; every other message goes to stderr as before."""

    def handler(kind: QtMsgType, context, message: str) -> None:
        category = getattr(context, "category", "") or ""
        if category.startswith(QUIET_CATEGORIES) or message.startswith(QUIET_PREFIXES):
            return
        prefix = f"{category}: " if category and category != "default" else ""
        try:
            sys.stderr.write(f"{prefix}{message}\n")
        except (OSError, ValueError):
            pass

    qInstallMessageHandler(handler)
