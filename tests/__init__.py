"""The tests, laid out like the package: ``tests/ai`` tests ``tictactoe/ai``, ``tests/ui/play``
tests ``tictactoe/ui/play``, and so on; the tests of the package's top-level modules (the
rules, notation, swap, the command line's core) sit here.  A folder too large to run alone
in 30 s is cut into rooms by idea (``tests/ai/exact``, ``tests/coach/review``,
``tests/ui/window/process``, ...: docs/packaging.md).  Each folder is a package, so two test
files may share a name, and helpers are imported by their full name
(``from tests.ui.ui_helpers import make_window``)."""
