"""The Gomocup ``pbrain`` protocol, both ways (no Qt).

* :mod:`tictactoe.pbrain.protocol`: the wire format (parse and format lines; no processes);
* :mod:`tictactoe.pbrain.process`: an engine's subprocess, its reader threads, deadlines;
* :mod:`tictactoe.pbrain.player`: any pbrain engine as a Player (spec ``pbrain:PATH``);
* :mod:`tictactoe.pbrain.brain`: our own engine behind the protocol (``tictactoe brain``,
  ``pbrain-tictactoe``).

This package sits beside ``players/`` (an external engine is a player; the brain
drives one): it imports ``players``, ``ai`` and ``game``, and ``players`` reaches it
only lazily, to build a ``pbrain:`` player.
"""
