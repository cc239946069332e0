"""`tictactoe ladder` (commands/ladder*.py): measure, fit, write the table, print the ladder,
place a player; its files read with limits, hostile ones refused in one line."""
