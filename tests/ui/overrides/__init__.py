"""The whole of tictactoe.ui: every Qt override spelt as Qt spells it, and called by Qt."""
