"""Playing a game: the controller between engine and window, the thinker, hints, autosave."""
