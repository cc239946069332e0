"""The screen reader's side of ``test_ui_atspi.py``: reads the app over AT-SPI, the D-Bus
protocol Orca reads Linux desktop apps with.  Runs on the system's Python (python3-dbus
and python3-gi: the venv has neither), inside a private D-Bus session.

    /usr/bin/python3 atspi_client.py GO_FILE -- APP_COMMAND...

It asks the session for the accessibility bus (D-Bus starts the AT-SPI bus and registry
on demand), registers for the events a screen reader listens to, starts APP_COMMAND, finds
the app's board (a table named "Board, ..."), its cell at index 112 and the Resign button,
prints what it found as one JSON line, creates GO_FILE (the app then presses its keys),
listens until the app exits, and prints what it heard and the app's exit status as a
second JSON line.  Standard library, dbus and GLib only.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import dbus
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

ACCESSIBLE = "org.a11y.atspi.Accessible"
PROPERTIES = "org.freedesktop.DBus.Properties"
ROOT = ("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root")
EVENTS = ("object:announcement", "object:state-changed:focused", "focus:")
FIND_S = 40.0  # for the app's window to appear on the bus
APP_S = 90.0  # for the app to press its keys and close
DEPTH = 16  # the window's tree is shallower


def connect() -> dbus.bus.BusConnection:
    DBusGMainLoop(set_as_default=True)
    session = dbus.SessionBus()
    address = session.get_object("org.a11y.Bus", "/org/a11y/bus").GetAddress(
        dbus_interface="org.a11y.Bus"
    )
    return dbus.bus.BusConnection(address)


class Reader:
    def __init__(self, bus: dbus.bus.BusConnection) -> None:
        self.bus = bus
        self.heard: list[dict] = []

    def node(self, ref):
        return self.bus.get_object(str(ref[0]), str(ref[1]))

    def prop(self, ref, name: str):
        return self.node(ref).Get(ACCESSIBLE, name, dbus_interface=PROPERTIES)

    def name(self, ref) -> str:
        return str(self.prop(ref, "Name"))

    def role(self, ref) -> str:
        return str(self.node(ref).GetRoleName(dbus_interface=ACCESSIBLE))

    def children(self, ref) -> list:
        return list(self.node(ref).GetChildren(dbus_interface=ACCESSIBLE))

    def find(self, ref, want, depth: int = 0):
        """The first node under ``ref`` whose (role, name) ``want`` accepts."""
        try:
            if want(self.role(ref), self.name(ref)):
                return ref
            kids = self.children(ref) if depth < DEPTH else []
        except dbus.DBusException:
            return None
        for kid in kids:
            found = self.find(kid, want, depth + 1)
            if found is not None:
                return found
        return None

    def listen(self) -> None:
        registry = self.bus.get_object("org.a11y.atspi.Registry", "/org/a11y/atspi/registry")
        for event in EVENTS:
            registry.RegisterEvent(
                event, dbus.Array([], signature="s"), "", dbus_interface="org.a11y.atspi.Registry"
            )
        for interface in ("org.a11y.atspi.Event.Object", "org.a11y.atspi.Event.Focus"):
            self.bus.add_signal_receiver(
                self._heard,
                dbus_interface=interface,
                member_keyword="member",
                path_keyword="path",
                sender_keyword="sender",
            )

    def _heard(self, detail, one, _two, data, _props=None, *, member, path, sender) -> None:
        try:
            about = self.name((sender, path))
        except dbus.DBusException:
            about = ""
        self.heard.append(
            {
                "event": str(member),
                "detail": str(detail),
                "on": int(one),
                "about": about,
                "data": str(data) if isinstance(data, str) else "",
            }
        )


def main(go: Path, command: list[str]) -> int:
    reader = Reader(connect())
    reader.listen()
    app = subprocess.Popen(command)
    deadline = time.monotonic() + FIND_S
    board = None
    while board is None and time.monotonic() < deadline and app.poll() is None:
        board = reader.find(ROOT, lambda role, name: name.startswith("Board,"))
        time.sleep(0.2)
    found: dict = {"board": None}
    if board is not None:
        cell = reader.node(board).GetChildAtIndex(112, dbus_interface=ACCESSIBLE)
        resign = reader.find(ROOT, lambda role, name: name == "Resign")
        found = {
            "board": reader.name(board),
            "board_role": reader.role(board),
            "children": int(reader.prop(board, "ChildCount")),
            "cell": reader.name(cell),
            "cell_role": reader.role(cell),
            "resign_role": reader.role(resign) if resign else None,
            "resign_description": str(reader.prop(resign, "Description")) if resign else None,
        }
    print(json.dumps(found), flush=True)
    go.touch()
    loop = GLib.MainLoop()
    started = time.monotonic()

    def ended() -> bool:
        if app.poll() is not None or time.monotonic() - started > APP_S:
            loop.quit()
            return False
        return True

    GLib.timeout_add(100, ended)
    loop.run()
    if app.poll() is None:
        app.kill()
    print(json.dumps({"heard": reader.heard, "exit": app.wait()}), flush=True)
    return 0


if __name__ == "__main__":
    split = sys.argv.index("--")
    sys.exit(main(Path(sys.argv[1]), sys.argv[split + 1 :]))
