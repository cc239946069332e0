#!/usr/bin/env bash
# The engine without its compiled core (issue 47: "the wheel installs where there is no
# compiler, and the tests pass with it and without it").
#
# 1. From the sdist, with no C compiler to be found (CC=false), the wheel still builds
#    (the core is an optional extension), holds no compiled module, installs, and plays
#    five in a row in Python (`tictactoe analyze` on 15x15; engine_name() says "Python").
# 2. The tests of the engine's face that the core answers where it is built (wins by fours,
#    renju's tactics, every rule's analysis) run again on the installed wheel with the core
#    switched off (TICTACTOE_PURE=1); the Python search's own tests run so in the suite.
#
#   WHEEL_VENV=DIR packaging/test_without_core.sh    (the venv test_wheel.sh left)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-python3}
venv=${WHEEL_VENV:?the venv test_wheel.sh made (WHEEL_VENV)}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
say() { echo "test_without_core: $* (${SECONDS}s)"; }
fail() { echo "test_without_core: $*" >&2; exit 1; }

mkdir "$tmp/src" "$tmp/dist"
tar -C "$root" --exclude=.git --exclude='.venv*' --exclude=build --exclude=dist \
    --exclude='*.egg-info' --exclude=__pycache__ --exclude='*.so' -cf - . | tar -C "$tmp/src" -xf -
"$python" -m venv "$tmp/build"
"$tmp/build/bin/python" -m pip install -q setuptools wheel
(cd "$tmp/src" && CC=false LDSHARED=false "$tmp/build/bin/python" -m pip wheel -q --no-deps \
    --no-build-isolation -w "$tmp/dist" . >"$tmp/build.log" 2>&1) \
  || { cat "$tmp/build.log" >&2; fail "the wheel did not build without a compiler"; }
wheel=$(ls "$tmp"/dist/tictactoe_mnk-*.whl)
case "$wheel" in *-none-any.whl) ;; *) fail "not a pure wheel: $(basename "$wheel")";; esac
"$python" -c 'import sys, zipfile
names = [n for n in zipfile.ZipFile(sys.argv[1]).namelist() if n.endswith((".so", ".pyd"))]
sys.exit(f"test_without_core: compiled modules in the pure wheel: {names}" if names else 0)' "$wheel"
say "built $(basename "$wheel") with no compiler"
"$python" -m venv --system-site-packages "$tmp/pure"
# the dependencies come from the test venv (same pins): only this wheel is new
echo "$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')" \
  > "$("$tmp/pure/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')/deps.pth"
# --ignore-installed: the test venv's tictactoe (with its core) is visible through deps.pth
"$tmp/pure/bin/python" -m pip install -q --no-deps --ignore-installed "$wheel"
name=$(cd "$tmp" && "$tmp/pure/bin/python" -c 'from tictactoe.ai import engine_name; print(engine_name())')
[ "$name" = Python ] || fail "the pure wheel plays with: $name"
(cd "$tmp" && "$tmp/pure/bin/tictactoe" analyze --board 15x15 --moves "7,7 8,8 6,8" --time 0.5 >/dev/null) \
  || fail "the pure wheel could not analyse a 15x15 position"
say "the pure wheel installs and plays in Python"

mkdir -p "$tmp/run"
tar -C "$root" --exclude=__pycache__ -cf - tests | tar -C "$tmp/run" -xf -
cp "$root/pyproject.toml" "$tmp/run/"
(cd "$tmp/run" && TICTACTOE_PURE=1 TICTACTOE_TEST_INSTALLED=1 "$venv/bin/python" -m pytest -q \
    -p no:cacheprovider tests/ai/threats/test_ai_forced.py tests/ai/rules/test_renju_tactics.py \
    tests/ai/exact/test_variants_analyze.py "$@")
say "the engine's face passes its tests with the core switched off"
