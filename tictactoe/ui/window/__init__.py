"""The application and its window: start, the screens' stack and the window's parts (files,
kept games, the analyst), signals, the app's own screenshots."""
