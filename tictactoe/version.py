"""The version of the package: one place, read by the command line, the About box, the
records, the brain and the wheel's metadata (pyproject.toml takes it from here).

A release's number changes with every release (semantic versioning: the minor number while
the major one is 0); CHANGELOG.md is headed by the same numbers.  The player's files name the
version that wrote them (:mod:`tictactoe.storage.formats`), so a bug report can tell."""

__version__ = "0.2.0"
