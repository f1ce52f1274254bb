"""The card table: card art, card items, piles, layout and the scene they make."""
