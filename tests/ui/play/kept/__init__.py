"""What a person's games leave behind, in the window (ui/play/keeper.py, help.py, series.py):
the game kept and resumed, the statistics, the rating, and the help that leaves a game unrated."""
