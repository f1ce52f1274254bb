"""What a seat knows and infers: unseen cards, voids, bids and meld read, deals sampled."""
