"""The prover (ai/proof/): df-pn proofs, pairings, its face, against the exact solver
and brute force."""
