"""`tictactoe match` (commands/match*.py): scores, seeds, openings, figures, forfeits, swap and
swap2, and `--rule` on the command line (analyze, match, play's checks)."""
