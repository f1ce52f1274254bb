"""Trick play: the trick kernel, the legal cards, and the fast model search plays out on."""
