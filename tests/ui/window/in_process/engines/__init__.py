"""What the engines say in the window (ui/window/analyst.py, knowledge.py): hints and the live
analysis panel against the exact solver, the engine's knowledge a position, external engines."""
