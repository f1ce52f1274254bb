"""How far better knowledge of the hidden cards could lift the Expert: the same
player, shown every card.

The Expert's searches sample the deals they cannot see. Here that draw is
replaced by the true deal, so the search decides with perfect information:
in the card play (``--sees play``, the default: auction, trump and every
other decision unchanged), in the auction and trump choice (``--sees bids``,
whose simulations then all play out the true deal), or both. With the
Expert's own search settings, what the cheating player gains over the real
one is what knowing the hidden cards is worth there; a deeper exact solve
(``endgame=N``) adds what search depth is worth on top. It cheats, so it
lives here, never in the shipped players.

Other arguments are ``pinochle-sim``'s, e.g.::

    PYTHONPATH=. .venv/bin/python bench/card_play_ceiling.py --variant partnership \
        --players 'expert/workers=0/endgame=24,pro,expert/workers=0/endgame=24,pro' \
        --duplicate --deals 100 --seed 9601 --json --per-deal

Every Expert seat sees the true deal (``workers=0`` is required: the deal is
handed over in-process). The card search then looks at that one deal (the
declare step still samples: it is not card play), solved exactly from
``endgame=N`` cards left (24 in partnership stays within a few seconds).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any, cast

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pinochle_desktop import sim  # noqa: E402
from pinochle_desktop.ai.base import SeededPlayer  # noqa: E402
from pinochle_desktop.ai.knowledge.holdings import Knowledge  # noqa: E402
from pinochle_desktop.ai.levels import expert  # noqa: E402
from pinochle_desktop.ai.search import expert as expert_search  # noqa: E402
from pinochle_desktop.engine.cards import Card  # noqa: E402
from pinochle_desktop.engine.observation import Observation  # noqa: E402
from pinochle_desktop.engine.states.base import BaseState  # noqa: E402

#: the hands of the game being simulated, as they are at the current decision
_TRUE: list[list[Card]] = []
_WIDOW: list[Card] = []


def _step(self: sim.Runner, state: BaseState, players: list[SeededPlayer]) -> None:
    seen = cast(Any, state)  # the auction-game state: hands and widow
    _TRUE[:] = [list(h) for h in seen.hands]
    _WIDOW[:] = list(seen.widow)
    _original_step(self, state, players)


def _one_deal(obs: Observation, seed: int, samples: int, *rest: Any, **options: Any) -> Any:
    """The card search on one deal: every sample would be the true deal."""
    return _original_play_values(obs, seed, 1, *rest, **options)


def _true_auction_deal(
    obs: Observation, unseen: list[Card], order: list[int], widowed: bool, rng: random.Random
) -> tuple[list[list[Card]], list[Card]]:
    hands = [[] if s == obs.seat else list(h) for s, h in enumerate(_TRUE)]
    return hands, (list(_WIDOW) if widowed else [])


def _true_deal(
    self: expert_search.BidderShape, know: Knowledge, obs: Observation, rng: random.Random
) -> list[list[Card]]:
    return [list(h) for h in _TRUE]


_original_step = sim.Runner._step
_original_play_values = expert.play_values


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(add_help=False)
    parser.add_argument("--sees", choices=("play", "bids", "both"), default="play")
    parser.add_argument("--players", default="")
    ours, _ = parser.parse_known_args(argv)
    if "--sees" in argv:  # the rest is pinochle-sim's
        at = argv.index("--sees")
        argv = argv[:at] + argv[at + 2 :]
    argv = [a for a in argv if not a.startswith("--sees=")]
    kinds = [k.strip() for k in ours.players.split(",")]
    if any(k.startswith("expert") and "workers=0" not in k.split("/") for k in kinds):
        print("card_play_ceiling: give every expert seat workers=0", file=sys.stderr)
        return 2
    sees = ours.sees
    sim.Runner._step = _step  # type: ignore[method-assign]
    if sees in ("play", "both"):
        expert_search.BidderShape.draw = _true_deal  # type: ignore[method-assign]
        expert.play_values = _one_deal  # type: ignore[assignment]
    if sees in ("bids", "both"):
        expert_search.auction_deal = _true_auction_deal
    return sim.main(argv)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
