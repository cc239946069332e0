"""Ctrl+C and SIGTERM end the game at once with the unfinished game kept, whatever is on the
screen, a modal dialog too (ui/window/interrupts.py)."""
