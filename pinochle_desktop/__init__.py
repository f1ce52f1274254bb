"""Pinochle Desktop: offline pinochle against computer players."""

from . import _moved

__version__ = "0.1.0"

# old module paths (before the packages took their present shape) still import
_moved.install()
