"""Rules of thumb: the published Standard and Pro policies for bids, passes and cards."""
