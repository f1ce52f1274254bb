"""The panels that float over the table: bidding, trump, passing, calling, the hand's end."""
