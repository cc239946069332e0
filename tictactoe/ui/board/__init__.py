"""The board: one widget painting every cell, its overlays (hint map, best line), the marks."""
