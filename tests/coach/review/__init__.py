"""The review (coach/review.py, assess.py, kept.py, scores.py), cut into rooms: `verdicts/` its
arithmetic, facts and missed fours, `same/` the same review every time, `kept/` a kept review."""
