"""The game as a value (game.py, notation.py, swap.py): every rule on every board against an
independent statement of it (test_game_reference.py), the end as one value (Outcome), the
cells' names, swap and swap2."""
