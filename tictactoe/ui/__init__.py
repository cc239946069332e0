"""The Qt desktop application (PySide6).  Nothing outside this package imports it.

Modules, one job each:

- ``theme``: colours and the shared face painter used by buttons and board cells
- ``button``: the :class:`Button` widget (menu buttons), seed 003
- ``board_view``: :class:`BoardView`, one widget painting every cell with the Button look
- ``marks``: vector X and O drawing
- ``series``: the series of games and its scorecard (no Qt)
- ``catalogue``: the players offered in the menu, with their settings
- ``ai_runner``: AI moves off the GUI thread, tagged with a generation
- ``controller``: :class:`GameController`, the state machine (menu, playing, set-up, game over)
- ``menu_screen``, ``game_screen``, ``game_over_screen``: the screens
- ``main_window``: the QMainWindow holding the screens in a QStackedWidget
- ``sound``, ``settings``, ``files``: warning beep, QSettings, open/save
- ``app``: builds the QApplication and runs it; ``bench``: startup and stall figures
"""
from __future__ import annotations
