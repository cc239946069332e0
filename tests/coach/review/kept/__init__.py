"""A review kept and carried on (coach/kept.py, records' "review" field): saved == new, a stopped
review carried on whole, the statistics' accuracies, the window's Cancel and Continue."""
