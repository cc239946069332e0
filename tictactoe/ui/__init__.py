"""The Qt desktop application (PySide6).  Nothing outside this package imports it.

Modules, one job each:

- ``theme``: colours and the shared face painter used by buttons and board cells
- ``button``: the :class:`Button` widget (menu buttons), from Spencer's TicTacToe 2017
- ``board_view``: :class:`BoardView`, one widget painting every cell with the Button look
- ``marks``: vector X and O drawing
- ``series``: the series of games and its scorecard (no Qt)
- ``catalogue``: the players offered in the menu, with their settings
- ``ai_runner``: AI moves off the GUI thread, tagged with a generation
- ``controller``: :class:`GameController`, the state machine (menu, playing, set-up, game over)
- ``keeper``: :class:`GameKeeper`, what the controller calls to keep games: the autosave
  (on the storage writer thread) and the statistics, through :mod:`tictactoe.storage`
- ``menu_screen``, ``game_screen``, ``game_over_screen``, ``statistics_screen``: the screens
- ``main_window``: the QMainWindow holding the screens in a QStackedWidget
- ``shortcuts``: the table of keyboard shortcuts (bound by the window, named in tooltips)
- ``sound``, ``settings``, ``files``: warning beep, QSettings, open (on a thread) and save
- ``interrupts``: Ctrl+C / SIGTERM quit cleanly; Qt's multimedia warnings kept quiet
- ``app``: builds the QApplication and runs it
"""
from __future__ import annotations
