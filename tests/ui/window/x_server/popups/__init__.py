"""Popups on a real X server, bare and under openbox: the level list, a question, the Open
dialog and a tooltip render their contents (their pixels read off the root window)."""
