"""The prover and its face (ai/proof/dfpn.py, api.py, values.py): proofs against the exact
solver and brute force, the theorems it relies on, the cache, cancellation, analyze's use."""
