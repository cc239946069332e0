"""The review held to the exact solver (coach/review.py, coach/verdicts.py): every verdict
of a corpus of games on 3x3, 4x4 and 5x5 against values computed on their own."""
