"""The challenge's Expert plays exactly what ``pinochle-sim`` plays for the same deal and seats."""

from __future__ import annotations

import json

import pytest

from pinochle_desktop import sim
from pinochle_desktop.ai import challenge
from pinochle_desktop.ai.registry import quick_kind
from pinochle_desktop.engine import preset
from pinochle_desktop.engine.rules.presets import PRESET_NAMES

#: the Expert in this process with a small budget, as the level tests run it
EXPERT = quick_kind("expert")
#: the computer players around the person: every level below the Expert in turn
OTHERS = ("standard", "easy", "pro")


def sim_hand(variant: str, kinds: list[str], series: int, deal: int,
             capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    argv = ["--variant", variant, "--players", ",".join(kinds), "--seed", str(series),
            "--first", str(deal), "--deals", "1", "--json", "--per-deal"]
    assert sim.main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    (hand,) = data["hands"]
    return {"points": hand["points"], "contract": hand["contract"], "trump": hand["trump"],
            "made": hand["made"], "bidder": hand["bidder"],
            "deal_points": [side["deal_points"][0] for side in data["sides"]]}


@pytest.mark.parametrize("variant", PRESET_NAMES)
def test_the_experts_replay_is_what_the_simulator_plays(
        variant: str, capsys: pytest.CaptureFixture[str]) -> None:
    rules = preset(variant)
    series, deal = 4242, 3
    seat = 1 % rules.num_players
    kinds = [OTHERS[s % len(OTHERS)] for s in range(rules.num_players)]
    kinds = challenge.with_expert(kinds, seat, EXPERT)
    ours = challenge.play_deal(rules, series, deal, kinds, seat)
    theirs = sim_hand(variant, kinds, series, deal, capsys)
    assert list(ours.deltas) == theirs["points"] == theirs["deal_points"]
    assert ours.contract == theirs["contract"]
    assert ours.trump == theirs["trump"]
    assert ours.made == theirs["made"]
    assert ours.bidder == theirs["bidder"]


def test_the_same_line_has_no_parting_and_another_player_parts_at_its_first_choice() -> None:
    rules = preset("partnership")
    series, deal, seat = 7, 0, 0
    kinds = ["standard", "easy", "standard", "easy"]
    first = challenge.play_deal(rules, series, deal, kinds, seat)
    again = challenge.play_deal(rules, series, deal, kinds, seat)
    start = challenge.deal_state(rules, series, deal)
    assert first == again
    assert challenge.parting(start, first.actions, again.actions) is None
    other = challenge.play_deal(rules, series, deal, challenge.with_expert(kinds, seat, "random"),
                                seat)
    where = challenge.parting(start, first.actions, other.actions)
    assert where is not None
    assert where.seat == seat
    assert first.actions[:where.index] == other.actions[:where.index]
    assert where.first == first.actions[where.index][1]
    assert where.second == other.actions[where.index][1]
    assert where.first != where.second


def test_a_finished_game_on_the_table_gives_the_same_outcome_as_the_replay() -> None:
    """The person's own result is read from the game on the table: played by the
    same players it is the replay's."""
    rules = preset("three_handed")
    kinds = ["pro", "easy", "standard"]
    state = challenge.deal_state(rules, 11, 2)
    players = challenge.table_players(kinds, 11, 2)
    played = challenge.play_out(state, players, 2)
    assert challenge.hand_outcome(state, 2) == played
    assert played == challenge.play_deal(rules, 11, 2, kinds, 2)
    assert played.net == played.deltas[played.side] - sum(
        d for i, d in enumerate(played.deltas) if i != played.side) / 2
