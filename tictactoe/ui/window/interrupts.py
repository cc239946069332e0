"""Ctrl+C and SIGTERM quit the window cleanly (the game kept), and Qt's multimedia
chatter stays off the terminal unless ``--verbose``.

Why Ctrl+C did nothing before: Python runs a signal handler only when the main
thread next executes Python code, and Qt's event loop sleeps in C++ until an
event arrives.  ``signal.set_wakeup_fd`` makes the C-level handler write a byte
to a socket pair; a QSocketNotifier on the other end wakes the loop and calls
into Python, where the real handler runs and closes the window.

The notifier fires in every event loop of the GUI thread, the nested ones of a
modal dialog (``QMessageBox.question``, ``QFileDialog``, ``QDialog.exec``) too.
What the signal does runs there, at a safe point of the loop rather than in the
middle of whatever Python code the signal interrupted (Python runs its handler
between any two bytecodes: once, under load, between a search thread's
registration and its start, whose shutdown then joined a thread not started):
``quit_now`` rejects the modal dialogs (their callers see a "no" or a cancel,
and keep the game), closes the window (which writes the autosave) and ends every
event loop.
"""

from __future__ import annotations

import signal
import socket
import sys
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QDialog, QWidget

QUIT_SIGNALS = tuple(
    s for s in (getattr(signal, "SIGINT", None), getattr(signal, "SIGTERM", None)) if s is not None
)


class SignalWaker(QObject):
    """Runs ``on_signal(signum)`` once, from the GUI thread's event loop (a nested one
    too), for the first SIGINT/SIGTERM."""

    def __init__(self, on_signal: Callable[[int], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.on_signal = on_signal
        self.received: int | None = None
        self.handled = False  # on_signal has run
        self._read, self._write = socket.socketpair()
        self._read.setblocking(False)
        self._write.setblocking(False)
        self._old_fd = signal.set_wakeup_fd(self._write.fileno(), warn_on_full_buffer=False)
        self._old_handlers = {s: signal.signal(s, self._handle) for s in QUIT_SIGNALS}
        self._notifier = QSocketNotifier(self._read.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)

    def _handle(self, signum: int, frame: object) -> None:
        if self.received is None:
            self.received = signum  # acted on in _drain, which the wake-up byte calls

    def _drain(self) -> None:
        """The event loop's turn: the wakeup bytes are read, and the first signal acted on."""
        seen = b""
        try:
            while chunk := self._read.recv(512):
                seen += chunk
        except (BlockingIOError, InterruptedError):
            pass
        if self.received is None:  # its Python handler has not run yet: the byte says which
            self.received = next((s for s in seen if s in QUIT_SIGNALS), None)
        if self.received is not None and not self.handled:
            self.handled = True
            self.on_signal(self.received)

    def close(self) -> None:
        """Give the signals back to Python's defaults (or whatever was there before)."""
        self._notifier.setEnabled(False)
        signal.set_wakeup_fd(self._old_fd)
        for signum, handler in self._old_handlers.items():
            signal.signal(signum, handler)
        self._read.close()
        self._write.close()


def close_modal_dialogs() -> int:
    """Reject every modal dialog, the innermost first (their nested loops end as the
    stack unwinds); how many there were."""
    closed: list[QWidget] = []
    while (widget := QApplication.activeModalWidget()) is not None and widget not in closed:
        closed.append(widget)
        if isinstance(widget, QDialog):
            widget.reject()
        else:
            widget.close()
    return len(closed)


def quit_now(window: QWidget) -> None:
    """What SIGINT and SIGTERM do: no dialog waits for an answer, the window closes
    (the unfinished game is kept) and every event loop ends, a nested one too."""
    close_modal_dialogs()
    window.close()
    QApplication.quit()


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
