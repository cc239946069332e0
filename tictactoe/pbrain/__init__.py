"""The Gomocup ``pbrain`` protocol's wire and process pieces (no Qt, no players).

* :mod:`tictactoe.pbrain.protocol`: the wire format (parse and format lines; no processes);
* :mod:`tictactoe.pbrain.process`: an engine's subprocess, its reader threads, deadlines;
* :mod:`tictactoe.pbrain.clock`: the time a brain may spend on a move.

Both ways build on them from above: :mod:`tictactoe.players.external` makes any pbrain
engine a Player (spec ``pbrain:PATH``), and :mod:`tictactoe.commands.brain_server` puts
our own engine behind the protocol (``tictactoe brain``, ``pbrain-tictactoe``).  This
package imports only the rules, so both can.
"""
