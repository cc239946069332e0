"""The pattern search's curated tactics (tictactoe.bench.positions): each position found in
budget, each claim (a VCF, a win, a block, a threat's defences) checked with the rules alone."""
