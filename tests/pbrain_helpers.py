"""Fake pbrain engines for the tests: real subprocesses with a chosen fault."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

FAKE = Path(__file__).parent / "pbrain_fakes" / "fake_engine.py"
FAKE_EVALS = Path(__file__).parent / "pbrain_fakes" / "fake_evals.py"


def fake_engine(
    directory: Path, fault: str = "good", delay: float | None = None, name: str | None = None
) -> str:
    """Write an executable that runs the fake engine with ``fault``; return its path.

    The file sits in a folder whose name holds a space and a colon, as a user's may."""
    args = f"{fault} {delay}" if delay is not None else fault
    return _executable(directory, FAKE, name or f"pbrain-{fault}", args)


def fake_evals(directory: Path, fault: str = "good", at: int = 1) -> str:
    """An executable running the fake engine that says its evaluations
    (pbrain_fakes/fake_evals.py), with ``fault`` at its ``at``-th move; its path."""
    return _executable(directory, FAKE_EVALS, f"pbrain-evals-{fault}", f"{fault} {at}")


def _executable(directory: Path, script: Path, name: str, args: str) -> str:
    folder = directory / "my engines:v2"
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_text(f"#!/bin/sh\nexec '{sys.executable}' '{script}' {args}\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return str(path)


def is_gone(pid: int) -> bool:
    """True when ``pid`` is no process at all (reaped: not even a zombie)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False
