"""The window itself (ui/window/main_window.py, file_actions.py): its fields, players and size,
Open and Save, the board under every modal dialog, and bad input on the GUI side."""
