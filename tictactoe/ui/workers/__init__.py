"""The threads: the AI's move and the analyses off the GUI thread, and the collector on it."""
