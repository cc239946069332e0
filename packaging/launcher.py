"""Entry script of the PyInstaller bundle: the same as the ``tictactoe`` command.

``freeze_support`` first: in the bundle, multiprocessing starts its helpers (the
forkserver, the resource tracker, ``tictactoe match --jobs 2``'s workers) by running
this same executable with their own arguments; PyInstaller's hook makes
``freeze_support`` run them and exit.  Without it those arguments reached the
command line's parser, and ``match --jobs 2`` failed ("invalid choice: 'from
multiprocessing.resource_tracker import main;main(7)'").
"""

import multiprocessing

from tictactoe.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    raise SystemExit(main())
