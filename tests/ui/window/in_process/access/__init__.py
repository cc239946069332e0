"""The window for every person (ui/window/accessibility.py): as a screen reader sees it, with the
keyboard alone, every dialog readable (its labels' contrast)."""
