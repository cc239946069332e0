"""The package as a whole: the command line's core (cli.py) without Qt, one version, the
reference's examples run as written, each sentence written once, the habits no linter checks."""
