"""The puzzles made from games (coach/puzzle*.py, coach/own_games.py): the text form,
finding and proving again, judging, `tictactoe puzzles make`, the person's own games."""
