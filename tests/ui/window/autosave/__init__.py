"""The unfinished game kept for real, in the app started as a process of its own: Ctrl+C and
SIGTERM on any screen, SIGKILL mid-game and mid-hint, then resumed; two windows on one data
folder (ui/window/interrupts.py, ui/play/keeper.py, storage's autosave)."""
