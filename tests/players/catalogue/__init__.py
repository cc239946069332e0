"""The catalogue that builds the players (players/catalogue.py, specs.py): spec strings, a new AI
as one entry (tests/players/new_player.py), the command line's players and their checks."""
