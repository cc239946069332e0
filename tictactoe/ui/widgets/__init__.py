"""Small widgets and the look shared by all: the Button, the thinking indicator, the table of shortcuts,
the theme, sound."""
