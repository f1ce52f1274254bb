"""The rule set: every house-rule option, the presets, and how options hang together."""
