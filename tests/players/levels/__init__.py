"""The difficulty levels (players/levels.py): never losing on 3x3, perfect against random, and
every player playing every rule legally (renju's forbidden points)."""
