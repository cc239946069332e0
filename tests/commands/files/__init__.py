"""The commands that write files for a person (commands/convert.py, screenshots.py,
desktop.py): `convert` between formats, `screenshots DIR`, the desktop entry and its undo."""
