"""The compiled core (ai/csrc/, ai/core.py) against the Python pattern search it twins."""
