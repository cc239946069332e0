"""The Qt desktop application (PySide6).  Only the command line (``commands/``) and the
benchmarks (``bench/``) import it.

Its rooms, by what each does; a room imports only the rooms listed after it (an
import-linter contract, ``ui-rooms``, checks it):

- ``window/``: the application and its window: ``app`` (builds and runs the
  QApplication), ``main_window`` (the screens in a QStackedWidget) and its parts:
  ``file_actions`` (Open, Save, Add engine; ``files``: opening on a thread),
  ``kept_actions`` (the kept games on the menu, Resume, the question before one is
  replaced), ``analyst`` (which of the engine's readings runs, and for what, shown on the
  board and the side panel; ``knowledge``: what it has said, per position),
  ``first_rating`` (the question before a first rated game), ``rules_dialog`` (the rules
  page), ``interrupts`` (Ctrl+C and SIGTERM through every dialog), ``screenshots``,
  ``accessibility`` (the factory of the board's and the Buttons' accessibility interfaces)
- ``coach/``: the coach's screens: ``coach_screens`` (where the window meets them),
  ``review_screen`` and ``review_desk`` (a game's review: ``eval_graph``, ``drill`` and
  ``drill_desk`` for "learn from your mistakes", ``review_job`` on the worker),
  ``jobs`` (a screen's jobs on the shared worker), ``puzzle_screen`` and ``puzzle_desk``
  (``puzzle_book``: which puzzle next)
- ``screens/``: ``menu_screen`` (``player_chooser``, ``engines``, ``kept_games``: Resume
  and the other unfinished games, ``board_choice``: the presets, a board as typed,
  ``rule_chooser``: the rule and the opening),
  ``game_screen`` (``side_panel``, ``move_list``, ``play_from_dialog``, ``opening_bar``),
  ``game_over_screen``, ``statistics_screen`` (``rating_chart``: the person's rating;
  ``accuracy_chart``: the accuracy of the reviewed games, the puzzle rating)
- ``settings/``: the player's settings: ``store`` (kept in QSettings), ``settings_dialog``
  (the Settings dialog: theme, board style, renju's marks, language), ``language`` (the
  language's catalogues, installed before the window is built), ``looks`` (the window's
  part that applies the theme and the board style, sets the screens' style sheet and
  opens the dialog), ``about_dialog`` (the About box, opened from Settings)
- ``analysis/``: the analysis column's widgets, ``analysis_panel`` and ``eval_bar``
- ``play/``: the game's state machine, no widgets: :class:`GameController` (menu,
  playing, set-up, game over, replay), a thin one over ``turns`` (the one owner of a move),
  with its parts mixed in (``machine``: what they use of it): ``setup_flow`` (setting up
  a position), ``replay_flow`` (the position on view, the replay, Play from here),
  ``end_flow`` (draws, resignation, the result) and ``opening_flow`` (below);
  ``computer_turn`` (the AI's search, its delay, the one staleness check),
  ``draw_offer`` (when a draw may be offered; the computer's reading of an offer),
  ``opening_desk`` and ``opening_flow`` (a swap opening's negotiation, and the controller's
  part in it), ``help`` (the help taken in the game), ``on_view`` (the position on
  view; pause and step), ``series`` (the series, its scorecard and the match), ``keeper`` (the
  autosave and the statistics, through :mod:`tictactoe.storage`), ``match_desk`` (the
  match, each game's players and what is kept of them), ``seats`` (``Lineup``),
  ``adaptive`` (the rung Adaptive plays), ``change`` (what the controller publishes),
  ``setup_board``, ``history``, ``states``
- ``board/``: ``board_view`` (one widget painting every cell with the Button look),
  ``go_board`` (the same board as stones on a Go board's points), ``board_state`` (what
  the board shows: data, set by the controller), ``scene`` (what a repaint draws where),
  ``board_overlay`` (hint map, best line), ``board_value``, ``marks``, ``board_access``
  (the board as a screen reader sees it: a table of named cells)
- ``workers/``: ``analysis_runner`` (the analyses off the GUI thread, on
  :mod:`tictactoe.players.worker`), ``interpreter`` (the GIL interval, the AI modules
  imported while the menu shows), ``gui_gc`` (the collector on the GUI thread)
- ``widgets/``: ``button`` (the Button of Spencer's TicTacToe 2017), ``widgets``
  (the thinking indicator, a titled panel, the screens' style sheet), ``shortcuts`` (the
  table of keys, named in tooltips), ``tooltips`` (every tooltip, wrapped and shown beside
  its widget), ``questions`` (a yes-or-no message box), ``theme`` (the theme files: the
  one place colours are read), ``appearance`` (the theme in use and the board's style,
  kept by the application), ``faces`` (the painted faces and the words on them),
  ``sound``, ``accessible`` (the Button as a push button, announcements, labels whose new
  text is read out)
- ``words/``: the words, no widgets: ``translation`` (the translation contexts, ``fill``,
  wrapping), ``game_words`` (the game screen's sentences), ``player_words`` (the players'
  English names, marked where players/ writes them; the rules' names, a board's label),
  ``problem_words`` (what went wrong below ``ui/`` in words: a refusal, a game file's
  fault, an engine's forfeit, an impossible position, ...: the English marked where it is
  written, translated here; ``unread_words`` a file not read), ``reading_words`` (the engine's
  readings and verdicts), ``rating_words`` (ratings), ``help_words`` (the help taken),
  ``opening_words`` (a swap opening), ``review_words`` and ``puzzle_words`` (the coach's
  screens), ``about_words`` (the game's name and version, the About box's text)
"""
