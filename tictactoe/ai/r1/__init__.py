"""The first-round large-board engine, frozen: a reference to measure the engine against.

``large.py``, ``threats.py`` and ``evaluate.py`` here are the large search of
``main`` at commit f08d0c4 (before issue 15), unchanged but for their imports.
The hidden player spec ``hard-r1`` plays with it (``tictactoe match hard
hard-r1 ...``), so any later engine can be compared with the same reference;
the current engine also uses it for k other than 4 and 5.  Do not improve it.
"""
