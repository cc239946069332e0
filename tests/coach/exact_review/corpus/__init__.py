"""The review held to the exact solver (coach/review.py, coach/verdicts.py): the corpus' games
on 3x3 and 4x4, and those on 5x5 between ladder players."""
