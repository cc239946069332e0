"""The source systems' AIs (players/classic.py, forecaster.py, lookahead.py, heuristic13.py):
Theme05lab05, TRYST'98, the lookahead article and TICTACTO.PAS, as their documents say."""
