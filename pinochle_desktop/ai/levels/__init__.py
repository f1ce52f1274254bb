"""The computer levels: Random, Easy, Standard, Pro and Expert."""
