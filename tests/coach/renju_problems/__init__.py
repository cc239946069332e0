"""The renju problems the package ships (coach/puzzle_rule.py, puzzle_find.py's rule checks):
the rule decides each, its forbidden point named by the rule module, a sample proven again."""
