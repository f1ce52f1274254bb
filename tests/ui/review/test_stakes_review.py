"""The review of a stakes hand: the moves in the words of the table (an opponent defends),
the settlement in units, and the units and the kitty beside the replayed table."""

from __future__ import annotations

from pinochle_desktop.engine import Action, Phase, new_game, preset
from pinochle_desktop.storage import HandSummary
from pinochle_desktop.ui.review.hand_replay import HandReplay, snapshot
from pinochle_desktop.ui.review.history_models import HandListModel

NAMES = ["You", "West", "North", "East"]


def test_a_stakes_hand_replays_in_units() -> None:
    state = new_game(preset("auction_stakes"), seed=10)
    start = state.clone()
    actions: list[Action] = []
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        legal = state.legal_actions()
        # everyone passes to the forced opener, who plays; the opponents defend
        action = next((a for a in legal if a.kind in ("pass", "see_widow", "play_hand")),
                      legal[0])
        actions.append(action)
        state.apply(action)
    result = state.history[-1]
    replay = HandReplay(start, actions, NAMES)
    texts = [step.text for step in replay.steps]
    assert any(t.endswith(": Defend: play it out") for t in texts)
    last = texts[-1]
    bidder = NAMES[result.bidder]
    assert f"{bidder} made" in last or "(double bete)" in last, last
    info = snapshot(replay, len(replay) - 1).info
    units = [line for line in info if line.startswith("Units:")]
    assert units and f"kitty {result.kitty} unit" in units[0]
    assert f"{bidder} {result.scores[result.bidder]:+d}" in units[0]


def test_the_hand_list_shows_units_for_stakes() -> None:
    def hand(variant: str) -> HandSummary:
        return HandSummary(id=1, game_id="g", hand_number=0, played_at="2026-01-01 10:00:00",
                           variant=variant, level="standard", human_seat=0, dealer=1,
                           bidder=0, contract=350, trump="S", made=True, my_contract=True,
                           our_contract=True, human_meld=200, human_delta=12,
                           scores=[12, -4, -4, -4])

    assert HandListModel._text(hand("auction_stakes"), 7) == "+12 units"
    assert HandListModel._text(hand("three_handed"), 7) == "+12"
