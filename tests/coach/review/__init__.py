"""The review (coach/review.py, assess.py, kept.py, scores.py): its arithmetic and facts,
the same review every time, a kept review, the missed wins by fours, the window's job."""
