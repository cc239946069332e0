"""The main window on a real X server (ui/window/main_window.py), bare and under openbox: it
opens where it was closed, and it has the focus back after a dialog."""
