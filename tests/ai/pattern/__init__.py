"""The pattern search in Python (ai/large.py, large_*.py, alphabeta.py): its tactics, its legal
moves, cancellation, phases, tables and memory."""
