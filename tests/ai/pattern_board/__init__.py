"""The pattern board of the Python search (ai/evaluate.py), its line tables (ai/patterns.py),
its threat searches (ai/threats.py) and the VCF's window board (ai/windows.py)."""
