"""The review held to the exact solver (coach/review.py, coach/verdicts.py): the corpus' six
games on 5x5 between random players, the longest reviews, in two files side by side."""
