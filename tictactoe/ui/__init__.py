"""The Qt desktop application (PySide6).  Nothing outside this package imports it.

Modules, one job each:

- ``theme``: colours and the shared face painter used by buttons and board cells
- ``button``: the :class:`Button` widget (menu buttons), from Spencer's TicTacToe 2017
- ``board_view``: :class:`BoardView`, one widget painting every cell with the Button look
- ``marks``: vector X and O drawing
- ``series``: the series of games and its scorecard, and the ``Match`` (series and session)
  the controller keeps (no Qt)
- ``catalogue``: the players offered in the menu, with their settings
- ``ai_runner``: AI moves off the GUI thread, tagged with a generation
- ``controller``: :class:`GameController`, the state machine (menu, playing, set-up, game
  over, replay), a thin one over the objects it owns: ``turns`` (the game in play: clicks,
  the computer's move, Undo and Redo, pause and step), ``computer_turn`` (the AI's search
  and its delay), ``review`` (the position on view; the hint counters), ``seats`` (the
  players built, checked, let go) and ``setup_board`` (a position set up by hand)
- ``keeper``: :class:`GameKeeper`, what the controller calls to keep games: the autosave
  (on the storage writer thread) and the statistics, through :mod:`tictactoe.storage`
- ``menu_screen``, ``game_screen``, ``game_over_screen``, ``statistics_screen``: the screens
  (``player_chooser``: one side's player on the menu)
- ``main_window``: the QMainWindow holding the screens in a QStackedWidget
  (``window_files``: its Open, Save and Add engine)
- ``shortcuts``: the table of keyboard shortcuts (bound by the window, named in tooltips)
- ``sound``, ``settings``, ``files``: warning beep, QSettings, open (on a thread) and save
- ``interrupts``: Ctrl+C / SIGTERM quit cleanly; Qt's multimedia warnings kept quiet
- ``app``: builds the QApplication and runs it
"""
from __future__ import annotations
