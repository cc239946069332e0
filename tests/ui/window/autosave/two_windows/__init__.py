"""Two windows on one data folder: every unfinished game and series kept until its player ends
it, whichever window quits first (storage's autosave slots)."""
