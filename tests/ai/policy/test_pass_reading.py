"""Reading the pass: sound for players who pass by the lists, and it does tell."""

from __future__ import annotations

from collections import Counter
from typing import Any, cast

import pytest

from pinochle_desktop.ai.knowledge.holdings import analyse
from pinochle_desktop.ai.policy.pass_reading import PassReading
from pinochle_desktop.ai.policy.passing import choose_pass
from pinochle_desktop.ai.registry import make_player
from pinochle_desktop.engine.phase import Phase
from pinochle_desktop.engine.states.game import new_game
from pinochle_desktop.sim import build_rules


def _card_decisions(pass_count: int, seed: int) -> list[tuple[Any, list[list[int]]]]:
    """(observation, true hands) at each card decision of a seat that was passed
    cards, in a hand where every pass is made by Pro's lists."""
    rules = build_rules("partnership", [f"pass_count={pass_count}",
                                        "must_open_with_meld=false"])
    state = new_game(rules, seed=seed)
    players = [make_player("standard", seed * 10 + s) for s in range(rules.num_players)]
    out = []
    start = len(state.history)
    while len(state.history) == start and not state.is_terminal:
        seat = state.current_player
        if seat is None:
            state.apply(state.legal_actions()[0])
            continue
        obs = state.observation(seat)
        if obs.phase == Phase.PASS:
            action = choose_pass(obs, "pro")
        else:
            action = players[seat].choose(obs)
            if obs.phase == Phase.PLAY and PassReading(obs).active:
                out.append((obs, [list(h) for h in cast(Any, state).hands]))
        state.apply(action)
    return out


@pytest.mark.parametrize("pass_count", [3, 4])
def test_the_passer_s_real_cards_are_never_barred(pass_count: int) -> None:
    read = barred_somewhere = 0
    for seed in range(12):
        for obs, truth in _card_decisions(pass_count, seed):
            reading = PassReading(obs)
            passer = reading.passer
            assert passer is not None
            know = analyse(obs)
            tight = reading.tighten(know)
            mask = tight.allowed[passer]
            hidden = Counter(truth[passer])
            hidden.subtract(Counter(know.known.get(passer, [])))
            for card, copies in hidden.items():
                if copies > 0:
                    assert mask >> int(card) & 1, (seed, obs.seat, passer, int(card))
            read += 1
            if mask != know.allowed[passer]:
                barred_somewhere += 1
    assert read
    # the reading tells something in a good share of these positions
    assert barred_somewhere >= read // 4, (barred_somewhere, read)
