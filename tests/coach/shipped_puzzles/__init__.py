"""The puzzles the package ships (coach/puzzles.tsv through coach/puzzle_store.py): the
set, a sample proven again, and the renju problems under their rule."""
