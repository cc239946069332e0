"""What the players agree on, in the window (ui/play/opening_flow.py, draw_offer.py): swap and
swap2 negotiated in every pairing, and a draw offered and answered."""
