"""The app started as a process of its own (ui/window/app.py): quitting mid-search, the smoke
start, the play command's options, the pinned PySide6, the window at 200% scale."""
