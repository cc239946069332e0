"""The review's verdicts (coach/review.py, assess.py, scores.py): its arithmetic and facts on a
large board, its worker's manners, `tictactoe review`, and the missed wins by fours."""
