"""The screens and what they hold: the menu (its player chooser, external engines), the game
screen (side panel, move list), game over, statistics."""
