"""The window driven in the test's own process, as a player would (ui/window/main_window.py,
file_actions.py, analyst.py, accessibility.py, knowledge.py, ...): offscreen, with qtbot."""
