"""Small widgets and the look shared by all: the Button, the thinking indicator, the table of
shortcuts, tooltips, the theme, sound.  Their words are in ``ui/words``."""
