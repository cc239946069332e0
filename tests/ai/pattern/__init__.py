"""The pattern search in Python (ai/large.py, large_*.py, patterns.py, windows.py,
alphabeta.py, threats.py) and its memory."""
