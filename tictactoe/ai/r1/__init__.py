"""The frozen reference engine: a large-board search kept unchanged to measure the engine against.

``large.py``, ``threats.py`` and ``evaluate.py`` here are the large search of
``main`` at commit f08d0c4, unchanged but for their imports.
The hidden player spec ``hard-r1`` plays with it (``tictactoe match hard
hard-r1 ...``), so any version of the engine can be compared with the same reference;
the current engine also uses it for k other than 4 and 5.  Do not improve it.
"""
