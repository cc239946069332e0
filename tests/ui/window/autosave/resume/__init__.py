"""The unfinished game kept through SIGKILL, SIGTERM and Ctrl+C, then resumed by a second
process (ui/play/keeper.py, storage's autosave); a hint kept through a kill leaves it unrated."""
