"""The application and its window: start, the screens' stack, the analyst, files, signals,
settings,
the app's own screenshots."""
