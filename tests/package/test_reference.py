"""The reference's Python example (docs/reference.md) runs as written: every ``>>>`` line is
a doctest."""

from __future__ import annotations

import doctest
from pathlib import Path

REFERENCE = Path(__file__).parents[2] / "docs" / "reference.md"
EXAMPLES = 20  # the reference's ">>>" examples today; fewer means one was lost


def test_the_reference_examples_run_and_give_what_they_show() -> None:
    result = doctest.testfile(
        str(REFERENCE), module_relative=False, encoding="utf-8", optionflags=doctest.REPORT_NDIFF
    )
    assert result.failed == 0, f"{result.failed} of the reference's examples failed (see stdout)"
    assert result.attempted >= EXAMPLES
