"""The app on a real X server (a private Xvfb, with and without openbox): the main window,
its popups, and AT-SPI as a screen reader reads it."""
