"""The threat search from the engine's face (ai/forced.py): wins by fours, winning fours,
exact values."""
