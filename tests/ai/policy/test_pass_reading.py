"""Reading the pass: sound for players who pass by the lists, and it does tell."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from pinochle_desktop.ai.knowledge.holdings import analyse
from pinochle_desktop.ai.policy.pass_reading import PassReading
from pinochle_desktop.ai.policy.passing import choose_pass
from pinochle_desktop.ai.registry import make_player
from pinochle_desktop.engine.actions import Action
from pinochle_desktop.engine.observation import Observation
from pinochle_desktop.engine.phase import Phase
from pinochle_desktop.engine.states.game import new_game
from pinochle_desktop.sim import Position, build_rules, hand_positions


def _card_decisions(pass_count: int, seed: int) -> list[Position]:
    """(observation, true hands) at each card decision of a seat that was passed
    cards, in a hand where every pass is made by Pro's lists."""
    rules = build_rules("partnership", [f"pass_count={pass_count}",
                                        "must_open_with_meld=false"])
    players = [make_player("standard", seed * 10 + s) for s in range(rules.num_players)]

    def choose(obs: Observation) -> Action:
        if obs.phase == Phase.PASS:
            return choose_pass(obs, "pro")
        return players[obs.seat].choose(obs)

    return hand_positions(new_game(rules, seed=seed), choose,
                          lambda obs: obs.phase == Phase.PLAY and PassReading(obs).active)


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


def test_the_expert_s_card_search_reads_the_pass_when_asked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With ``read_pass``, no deal the card search plays out gives the passer a
    card its list ranks ahead of one it passed; without it, some do."""
    from pinochle_desktop.ai.search import expert as search

    drawn: list[list[list[Any]]] = []
    real = search.position_for

    def spy(obs: Any, hands: list[list[Any]]) -> Any:
        drawn.append([list(h) for h in hands])
        return real(obs, hands)

    monkeypatch.setattr(search, "position_for", spy)
    checked = 0
    for seed in range(8):
        for obs, _truth in _card_decisions(3, seed):
            reading = PassReading(obs)
            barred = set(reading.barred())
            passer = reading.passer
            know = analyse(obs)
            if passer is None or reading.tighten(know).allowed == know.allowed:
                continue
            shown = Counter(int(c) for c in know.known.get(passer, []))
            for read, expect_clean in ((True, True), (False, False)):
                drawn.clear()
                search.play_values(obs, seed=seed, samples=24, read_pass=read)
                dealt = set()
                for hands in drawn:
                    unknown = Counter(int(c) for c in hands[passer])
                    unknown.subtract(shown)
                    dealt |= {c for c, n in unknown.items() if n > 0}
                if expect_clean:
                    assert not barred.intersection(dealt), (seed, obs.seat)
                elif barred.intersection(dealt):
                    checked += 1
            break
    assert checked >= 3
