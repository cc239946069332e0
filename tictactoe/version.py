"""The version of the package: one place, read by the command line, the records and the brain."""

__version__ = "0.1.0"
