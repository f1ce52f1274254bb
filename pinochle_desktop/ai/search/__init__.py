"""Search: playouts, the rollout policy, the Expert's evaluation and its worker processes."""
