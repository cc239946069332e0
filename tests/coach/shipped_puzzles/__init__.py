"""The freestyle puzzles the package ships (coach/puzzles.tsv through coach/puzzle_store.py):
the set, a sample proven again, no second answer by the threat search."""
