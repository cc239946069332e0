"""The app started as a process of its own (ui/window/app.py, interrupts.py, the autosave):
quitting, signals, SIGKILL and resuming, two windows on one data folder, 200% scale."""
