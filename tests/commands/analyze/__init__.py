"""The commands that judge and measure (commands/analyze.py, review_judge.py, bench.py):
`tictactoe analyze`, `review-judge` against a judging engine, `bench`'s sections."""
