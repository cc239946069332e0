"""The exact solver (ai/solver.py, solver_base.py, exact.py) and the proven values of
`analyze` under every variant, against brute force."""
