"""The Qt desktop application (PySide6).  Only the command line (``commands/``) and the
benchmarks (``bench/``) import it.

Its rooms, by what each part shows or runs:

- ``window/``: the application and its window: ``app`` (builds and runs the
  QApplication), ``main_window`` (the screens in a QStackedWidget; ``window_files``:
  Open, Save, Add engine; ``files``: opening on a thread; ``window_kept``: the kept games
  on the menu, Resume, the question before one is replaced; ``looks``: the theme, the
  screens' style sheet, Settings), ``analyst`` (which of the engine's readings runs, and
  for what, shown on the board and the side panel; ``knowledge``: what it has said, per
  position),
  ``interrupts`` (Ctrl+C and SIGTERM through every dialog), ``settings`` (kept in QSettings),
  ``settings_dialog`` (the Settings dialog: theme, board style, renju's marks, language),
  ``language`` (the language's catalogues, installed before the window is built),
  ``rules_dialog`` (the rules page), ``about_dialog`` (the About box), ``screenshots``,
  ``accessibility`` (the factory of the board's and the Buttons' accessibility interfaces)
- ``play/``: the game's state machine, no widgets: :class:`GameController` (menu,
  playing, set-up, game over, replay), a thin one over ``turns`` (the one owner of a move),
  with its parts mixed in (``machine``: what they use of it): ``setup_flow`` (setting up
  a position), ``replay_flow`` (the position on view, the replay, Play from here),
  ``end_flow`` (draws, resignation, the result) and ``opening_flow`` (below);
  ``computer_turn`` (the AI's search, its delay, the one staleness check),
  ``draw_offer`` (when a draw may be offered; the computer's reading of an offer),
  ``opening_desk`` and ``opening_flow`` (a swap opening's negotiation, and the controller's
  part in it; ``opening_words``, its sentences),
  ``help`` (the help taken in the game, and its words),
  ``review`` (the position on view; pause and step), ``series`` (the series, its scorecard and the match), ``keeper``
  (the autosave and the statistics, through :mod:`tictactoe.storage`), ``match_desk``
  (the match, each game's players and what is kept of them), ``seats`` (``Lineup``),
  ``adaptive`` (the rung Adaptive plays), ``rating_text`` (the words for ratings),
  ``change`` (what the controller publishes), ``words`` (the game screen's sentences),
  ``player_words`` (the players' English names marked for translation), ``problem_words``
  (what went wrong below ``ui/`` in words: a refusal, a game file's fault, an engine's
  forfeit, ...; its tables ``file_words``, ``engine_words``, ``storage_words``),
  ``setup_board``, ``history``, ``states``
- ``screens/``: ``menu_screen`` (``player_chooser``, ``engines``, ``kept_games``: Resume
  and the other unfinished games, ``board_choice``: the presets, a board as typed,
  ``rule_chooser``: the rule and the opening),
  ``game_screen`` (``side_panel``, ``move_list``, ``play_from_dialog``, ``opening_bar``),
  ``game_over_screen``, ``statistics_screen`` (``rating_chart``: the person's rating;
  ``accuracy_chart``: the accuracy of the reviewed games, the puzzle rating)
- ``coach/``: the coach's screens: ``rooms`` (where the window meets them),
  ``review_screen`` and ``review_desk`` (a game's review: ``eval_graph``, ``drill`` and
  ``drill_desk`` for "learn from your mistakes", ``review_job`` on the worker,
  ``review_words``), ``jobs`` (a screen's jobs on the shared worker),
  ``puzzle_screen`` and ``puzzle_desk`` (``puzzle_book``: which puzzle next,
  ``puzzle_words``)
- ``board/``: ``board_view`` (one widget painting every cell with the Button look),
  ``go_board`` (the same board as stones on a Go board's points), ``scene`` (what a repaint
  draws where), ``board_overlay`` (hint map, best line), ``board_value``, ``marks``,
  ``board_access`` (the board as a screen reader sees it: a table of named cells)
- ``analysis/``: the analysis column's widgets, ``analysis_panel`` and ``eval_bar``
- ``workers/``: ``analysis_runner`` (the analyses off the GUI thread, on
  :mod:`tictactoe.players.worker`), ``interpreter`` (the GIL interval, the AI modules
  imported while the menu shows), ``gui_gc`` (the collector on the GUI thread)
- ``widgets/``: ``button`` (the Button of Spencer's TicTacToe 2017), ``widgets``
  (the thinking indicator, a titled panel, the screens' style sheet), ``shortcuts`` (the
  table of keys, named in tooltips), ``tooltips`` (every tooltip, wrapped and shown beside
  its widget), ``words`` (the translation contexts, ``fill``, wrapping), ``reading_words``
  (the engine's readings and verdicts in words), ``questions`` (a yes-or-no message box),
  ``unread_words`` (why a file is not read at all), ``theme`` (the theme files: the one
  place colours are read), ``appearance`` (the theme in use and the board's style, kept by
  the application), ``faces`` (the painted faces and the words on them), ``sound``, ``accessible`` (the
  Button as a push button, announcements, labels whose new text is read out)
"""
