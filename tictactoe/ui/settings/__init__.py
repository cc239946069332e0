"""The player's settings: kept between runs (QSettings), the Settings dialog, the language
installed from them, and the window's looks (theme, board style, style sheet) applied from
them."""
