"""The Qt desktop application (PySide6).  Only the command line (``commands/``) and the
benchmarks (``bench/``) import it.

Its rooms, by what each part shows or runs:

- ``window/``: the application and its window: ``app`` (builds and runs the
  QApplication), ``main_window`` (the screens in a QStackedWidget; ``window_files``:
  Open, Save, Add engine; ``files``: opening on a thread), ``analyst`` (which of the
  engine's readings runs, and for what, shown on the board and the side panel),
  ``interrupts`` (Ctrl+C and SIGTERM through every dialog), ``settings``, ``screenshots``
- ``play/``: the game's state machine, no widgets: :class:`GameController` (menu,
  playing, set-up, game over, replay), a thin one over ``turns`` (the one owner of a move),
  ``computer_turn`` (the AI's search, its delay, the one staleness check),
  ``review`` (the position on view; the hint counters), ``series`` (the series, its scorecard and the match), ``keeper``
  (the autosave and the statistics, through :mod:`tictactoe.storage`), ``seats``,
  ``adaptive`` (the rung Adaptive plays), ``rating_text`` (the words for ratings),
  ``change`` (what the controller publishes), ``words`` (the game screen's sentences),
  ``setup_board``, ``history``, ``states``
- ``screens/``: ``menu_screen`` (``player_chooser``, ``engines``),
  ``game_screen`` (``side_panel``, ``move_list``, ``play_from_dialog``),
  ``game_over_screen``, ``statistics_screen`` (``rating_chart``: the person's rating)
- ``board/``: ``board_view`` (one widget painting every cell with the Button look),
  ``board_overlay`` (hint map, best line), ``board_value``, ``marks``
- ``analysis/``: the analysis column's widgets, ``analysis_panel`` and ``eval_bar``
- ``workers/``: ``analysis_runner`` (the analyses off the GUI thread, on
  :mod:`tictactoe.players.worker`), ``interpreter`` (the GIL interval, the AI modules
  imported while the menu shows), ``gui_gc`` (the collector on the GUI thread)
- ``widgets/``: ``button`` (the Button of Spencer's TicTacToe 2017), ``widgets``
  (the thinking indicator, a titled panel), ``shortcuts`` (the table of keys, named in
  tooltips), ``theme``, ``sound``
"""
