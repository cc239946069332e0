"""The difficulty ladder (players/ladder.py, mistakes.py, ratings.py): its specs and how its rungs
play, what each rung always sees, and the ratings table shipped."""
