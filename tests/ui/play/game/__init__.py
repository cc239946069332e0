"""A game in the window driven like a player (ui/play/controller.py, turns.py, states.py,
replay_flow.py): clicks on the board, the menu and game-over buttons, the move list and replay."""
