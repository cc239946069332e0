"""A private X server for the tests that need a real one (the rooms ``window/``, ``popups/``
and ``atspi/``): the programs they need, skipped without them on a developer's machine and
failed under CI (``CI=true``), whose apt line installs them."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest

START_S = 30.0  # for Xvfb to say which display it took
APT_HINT = "apt-get install xvfb openbox libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1"


def need(program: str) -> str:
    path = shutil.which(program)
    if path is None:
        reason = f"{program} is not installed ({APT_HINT})"
        if os.environ.get("CI") == "true":
            pytest.fail(f"{reason}: CI must run this test")
        pytest.skip(reason)
    return path


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)
