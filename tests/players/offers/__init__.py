"""The computer's part in what the players agree on (players/swap_engine.py, draw_offer.py):
swap and swap2 decisions and proposals; a draw by agreement: the answer, the files, the rating."""
