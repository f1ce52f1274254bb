"""A compact, fast model of the trick-play phase, for search and random playouts.

Why it exists: the computer players judge a move by playing the rest of the
hand out many times over sampled deals (Monte-Carlo playouts) and, near the
end, by solving the remaining tricks exactly. ``AuctionState`` is built for
clarity, events and saving, and is far too slow for hundreds of thousands of
playouts a second. This module keeps only what trick play needs:

* a hand is a 24-bit *presence mask* (bit ``c`` set when card id ``c`` is
  held at least once) plus a flat count list (``counts[seat * 24 + c]``), so
  every deck works: 2, 4 or 6 copies of each card (48, 80, 96, 120 cards);
* legal moves are a few mask operations on precomputed tables (suit masks,
  "higher cards of the same suit", "cards that beat X with trump T");
* :func:`random_playout` runs a whole hand in one tight loop on local copies,
  with a specialised path for the default rules (``head_rule`` "always" with
  ``must_trump``).

The rules are the trick kernel's (:mod:`.trick`): :func:`legal` is
:func:`.trick.legal_mask`, and the card tables are the kernel's. Two speed
copies remain, each cross-checked against the kernel by the test suite on
random deals of every deck size and rule: :func:`play` keeps the trick's
winner and best card in the position's own fields (the solver's make/unmake
loop), and the playout loops ``_loop_always`` / ``_loop_general`` decide
follow / trump / head inline on local variables (a call per card would cost
about half the playout speed; see ``bench/engine_speed.py``).

Typical use::

    pos = from_hands(rules, hands, trump, order, leader=bidder, first_lead=True)
    for card in legal_cards(pos):
        trial = pos.copy()
        play(trial, card)
        total = random_playout(trial, rng)   # trick points per side

Points are trick points only (counters plus the last-trick bonus); cards a
bidder buried are not included.

The model lives in three modules, whose names are re-exported here (where the
search code and tests import them): :mod:`.fast_position` (the card-id tables,
:class:`PlayConfig`, :class:`FastPosition`, :func:`from_hands`,
:func:`from_state`), :mod:`.fast_moves` (:func:`legal`, :func:`play`,
:func:`unplay`) and :mod:`.fast_playout` (:func:`random_playout`,
:func:`playout`).
"""

from __future__ import annotations

from .fast_moves import Undo, final_points, legal, legal_cards, play, trick_winner_seat, unplay
from .fast_playout import playout, random_playout
from .fast_position import (
    ALL_MASK,
    FastPosition,
    PlayConfig,
    cards_mask,
    from_hands,
    from_state,
    mask_cards,
    play_config,
    suit_index,
    trick_value,
)
from .trick import (
    ABOVE,
    BEATS,
    BIT,
    HEAD_CODES,
    SUIT_MASK,
    SUIT_MASK_OF,
    Trick,
    head_code,
    legal_mask,
)

__all__ = [
    "ABOVE",
    "ALL_MASK",
    "BEATS",
    "BIT",
    "HEAD_CODES",
    "SUIT_MASK",
    "SUIT_MASK_OF",
    "FastPosition",
    "PlayConfig",
    "Trick",
    "Undo",
    "cards_mask",
    "final_points",
    "from_hands",
    "from_state",
    "head_code",
    "legal",
    "legal_cards",
    "legal_mask",
    "mask_cards",
    "play",
    "play_config",
    "playout",
    "random_playout",
    "suit_index",
    "trick_value",
    "trick_winner_seat",
    "unplay",
]
