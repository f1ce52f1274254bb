"""The game states: dealing, the phase machines of every variant, scoring and checks."""
