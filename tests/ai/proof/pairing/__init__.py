"""The pairing search (ai/proof/pairing.py) against plain answers: minimal covers by brute
force, pairings window by window, a brute-force maker-breaker solver."""
