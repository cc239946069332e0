"""The coach in the window: the Review screen and the Puzzles screen (see ``coach_screens``)."""
