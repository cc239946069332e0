"""Shared test set-up.  Qt runs on its offscreen platform: no display needed."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
