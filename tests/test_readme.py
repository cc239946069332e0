"""The README's Python example runs as written: every ``>>>`` line is a doctest."""

from __future__ import annotations

import doctest
from pathlib import Path

README = Path(__file__).parents[1] / "README.md"
EXAMPLES = 20  # the README's ">>>" examples today; fewer means one was lost


def test_the_readme_examples_run_and_give_what_they_show() -> None:
    result = doctest.testfile(
        str(README), module_relative=False, encoding="utf-8", optionflags=doctest.REPORT_NDIFF
    )
    assert result.failed == 0, f"{result.failed} of the README's examples failed (see stdout)"
    assert result.attempted >= EXAMPLES
