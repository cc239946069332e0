"""The game's state machine, no widgets: the GameController and the objects it owns
(turns, the computer's turn, review and hints, the match and its series, the keeper of
the player's games, the catalogue of players, seats, set-up)."""
