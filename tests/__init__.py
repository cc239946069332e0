"""The tests, laid out like the package: ``tests/ai`` tests ``tictactoe/ai``, ``tests/ui/play``
tests ``tictactoe/ui/play``, and so on; the tests of the package's top-level modules are in rooms
named for their subject (``tests/game``, ``tests/variants``, ``tests/package``).  A room is a
folder that holds tests and no other room, and runs alone in under 30 s; a folder that would not
is cut into rooms by idea (``tests/ai/proof/pairing``, ``tests/coach/review/same``,
``tests/ui/window/process``, ...: docs/packaging.md).  Each folder is a package, so two test
files may share a name, and helpers are imported by their full name
(``from tests.ui.ui_helpers import make_window``)."""
