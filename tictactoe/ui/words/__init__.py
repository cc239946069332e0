"""The window's words: the translation helpers and every module that says something in
the language chosen (no widgets, no state), below every room that shows them."""
