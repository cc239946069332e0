"""The pattern search's own workings (ai/large.py, large_*.py, alphabeta.py): legal moves
everywhere, every k's wins and blocks, cancellation, phases, tables, alpha-beta, memory."""
