"""The board and the Buttons as a screen reader on Linux gets them, over AT-SPI (D-Bus), from
the app in a real window (ui/window/accessibility.py)."""
