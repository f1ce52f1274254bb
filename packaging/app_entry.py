"""The frozen app's entry script (``packaging/pinochle-desktop.spec`` builds from it).

PyInstaller runs its entry script as ``__main__`` outside any package, so it
cannot be ``pinochle_desktop/__main__.py`` itself (that one imports relatively).
:func:`~pinochle_desktop.__main__.main` calls ``multiprocessing.freeze_support()``
first: a worker process of the frozen app is the same executable started again,
and must turn into a worker there instead of opening a second window.
"""

from pinochle_desktop.__main__ import main

if __name__ == "__main__":
    raise SystemExit(main())
