#!/usr/bin/env bash
# The bundle beside the wheel: the size on disk of each (the bundle's folder and its .tar.gz;
# the wheel installed with what it needs: every file pip recorded for tictactoe-mnk, for its
# requirements and for theirs, the Python it runs on not counted) and the start to
# the first painted menu (offscreen, throw-away settings: tictactoe.bench.gui's
# startup_seconds), median of RUNS runs, the two in turn, each after an unmeasured one.
#
#   packaging/measure_bundle.sh OUT WHEEL_VENV [RUNS]
#     OUT         where packaging/build_bundle.sh wrote the bundle and its .tar.gz
#     WHEEL_VENV  a venv with the wheel installed (pip install dist/tictactoe_mnk-*.whl)
#     RUNS        5 by default
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: packaging/measure_bundle.sh OUT WHEEL_VENV [RUNS]" >&2; exit 2; }
out=$1 venv=$2 runs=${3:-5}
fail() { echo "measure_bundle: $1" >&2; exit 2; }
[ -x "$out/tictactoe/tictactoe" ] || fail "no bundle in $out"
[ -x "$venv/bin/tictactoe" ] || fail "no installed tictactoe in $venv"
archive=$(ls "$out"/tictactoe-mnk-*.tar.gz)
"$venv/bin/python" -I - "$out/tictactoe" "$archive" "$venv/bin/tictactoe" "$runs" <<'EOF'
import re
import statistics
import sys
from importlib.metadata import distribution
from pathlib import Path

from tictactoe.bench.gui import startup_seconds

folder, archive, script, runs = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3], int(sys.argv[4])


def installed_bytes(name: str, seen: set[str]) -> int:
    """The bytes of every file pip recorded for ``name`` and its requirements (no extras)."""
    dist = distribution(name)
    if dist.metadata["Name"] in seen:
        return 0
    seen.add(dist.metadata["Name"])
    paths = [Path(f.locate()) for f in dist.files or ()]
    total = sum(path.stat().st_size for path in paths if path.is_file())
    for requirement in dist.requires or ():
        if "extra ==" not in requirement:
            total += installed_bytes(re.match(r"[A-Za-z0-9._-]+", requirement).group(0), seen)
    return total


def mb(n: int) -> str:
    return f"{n / 1e6:.0f} MB"


bundle_bytes = sum(p.stat().st_size for p in folder.rglob("*")
                   if p.is_file() and not p.is_symlink())   # (PyInstaller links some libraries)
seen: set[str] = set()
wheel_bytes = installed_bytes("tictactoe-mnk", seen)
print(f"bundle: {mb(bundle_bytes)} on disk, {mb(archive.stat().st_size)} as {archive.name}")
print(f"wheel installed: {mb(wheel_bytes)} on disk ({', '.join(sorted(seen))}; no Python)")
commands = {"bundle": [str(folder / "tictactoe")], "wheel": [script]}
times: dict[str, list[float]] = {name: [] for name in commands}
for _ in range(runs):   # in turn, so that a change of the machine's load falls on both alike
    for name, command in commands.items():
        times[name] += startup_seconds(1, command)
for name, seconds in times.items():
    print(f"start to the first painted menu, {name}: median {statistics.median(seconds):.2f} s "
          f"of {runs} ({', '.join(f'{s:.2f}' for s in seconds)})")
EOF
