"""Pinochle Desktop: offline pinochle against computer players."""

__version__ = "0.1.0"
