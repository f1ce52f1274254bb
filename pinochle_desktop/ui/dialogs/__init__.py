"""The smaller dialogs: new game, preferences, resume, and the crash report."""
