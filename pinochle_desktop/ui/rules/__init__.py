"""House rules: the option catalogue, the dialog, and the rules in words."""
