"""Fixtures of the window's tests on a real X server: the private X server itself."""

from __future__ import annotations

import os
import select
import subprocess

import pytest

from tests.ui.window.x_server.x11 import START_S, need, stop


@pytest.fixture
def display():
    """A private Xvfb (1280x900, 24 bits); Xvfb picks a free display number itself."""
    xvfb = need("Xvfb")
    read, write = os.pipe()
    server = subprocess.Popen(
        [xvfb, "-displayfd", str(write), "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        ready, _, _ = select.select([read], [], [], START_S)
        number = os.read(read, 64).decode().strip() if ready else ""
        if not number:
            pytest.fail(f"Xvfb did not start within {START_S:.0f} s")
        yield f":{number}"
    finally:
        os.close(read)
        stop(server)
