"""The one list of the file formats (tictactoe/storage/formats.py) and docs/architecture.md
agree, and each listed version is the number its module writes (issue 49)."""

from __future__ import annotations

import json
from pathlib import Path

from tictactoe.storage.formats import FORMATS, PROOFS_VERSION

ARCHITECTURE = Path(__file__).parents[2] / "docs" / "architecture.md"


def test_every_format_is_in_the_architecture_table_with_its_version() -> None:
    rows = {
        cells[1].strip().strip("`"): cells[3].strip()
        for cells in (line.split("|") for line in ARCHITECTURE.read_text().splitlines())
        if len(cells) >= 6 and cells[1].strip().startswith("`")
    }
    assert {f.name: str(f.version) for f in FORMATS}.items() <= rows.items()


def test_the_proof_tables_version_is_the_caches(tmp_path) -> None:
    from tictactoe.ai.proof import ProofCache
    from tictactoe.storage.proofs import ProofTable

    assert ProofCache().to_dict()["version"] == PROOFS_VERSION
    cache = ProofCache()
    from tictactoe.ai.proof import prove_board
    from tictactoe.game import Rules

    prove_board(Rules(3, 3, 3), cache=cache)
    ProofTable(tmp_path).save(cache)
    assert json.loads((tmp_path / "proofs.json").read_text())["version"] == PROOFS_VERSION


def test_my_puzzles_names_its_version_in_its_first_line(tmp_path) -> None:
    from tictactoe.storage.own_puzzles import HEADER, VERSION

    assert HEADER.startswith("#") and f"version {VERSION}" in HEADER


def test_the_settings_name_their_version(tmp_path) -> None:
    from PySide6.QtCore import QSettings

    from tictactoe.storage.formats import SETTINGS_VERSION
    from tictactoe.ui.play.series import MatchSettings
    from tictactoe.ui.settings.store import SettingsStore

    store = SettingsStore(QSettings(str(tmp_path / "t.conf"), QSettings.Format.IniFormat))
    store.save_match(MatchSettings())
    store.sync()
    assert int(store.q.value("format/version")) == SETTINGS_VERSION == 2
