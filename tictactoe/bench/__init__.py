"""Benchmarks of the engine and the desktop app, and the positions they (and the tests) use.

``tictactoe bench`` (see :mod:`tictactoe.commands.bench`) runs the figures, ``tictactoe ladder``
measures the ladder's ratings; nothing below the commands imports this package.  Modules, one job
each:

- ``sections``: the list of the report's sections, and the report they make
- ``exact``: figures of the exact solver (solves, 3x3 moves, hints)
- ``positions``: curated large-board positions (tactics, VCF wins, quiet middle games)
- ``tactical``: the tactical set, 16 positions where the opponent already had a forced win
- ``large``: speed and strength figures of the large-board search
- ``proof``: the largest empty boards proven within the time limit
- ``elo_fit``, ``ladder_plan``, ``ladder_results``: the ladder's rating benchmark (``tictactoe
  ladder measure``): the maximum-likelihood Elo fit, what each class plays, the results file
- ``gui``, ``gui_analysis``: start-up, event-loop stall and autosave figures of the app,
  each probe in its own offscreen subprocess (``probe``: what the probes share)

``python -m tictactoe.bench.large``, ``.proof`` and ``.gui`` print their figures alone.
"""
