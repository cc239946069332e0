"""The game's state machine, no widgets: the GameController and the objects it owns
(turns, the computer's turn, review and hints, the match and its series, the keeper of
the player's games, seats, set-up).  Its words are in ``ui/words``."""
