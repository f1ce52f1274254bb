"""The auction for stakes' ledger (units per player and the kitty) through saves, the
hand history and the rule-set store."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

from pinochle_desktop.engine import Phase, State, new_game, preset
from pinochle_desktop.engine.rules.consistency import apply_change
from pinochle_desktop.storage.handrecord import hand_record_from_state
from pinochle_desktop.storage.history import HistoryDB
from pinochle_desktop.storage.rulesets import RuleSetStore
from pinochle_desktop.storage.savegame import SaveMeta, load_game, save_game
from pinochle_desktop.storage.seats import SeatInfo

from .conftest import UserDirs
from .drive import random_action

STAKES = preset("auction_stakes")


def seats(n: int) -> list[SeatInfo]:
    return [SeatInfo("Me")] + [SeatInfo(f"CPU {i}", "standard") for i in range(1, n)]


def play(state: State, rng: random.Random, hands: int) -> None:
    while len(state.history) < hands and not state.is_terminal:
        state.apply(random_action(state, rng))


def test_a_saved_stakes_game_loads_with_its_units_and_kitty(tmp_path: Path) -> None:
    for seed in range(4):
        state = new_game(STAKES, seed=seed)
        rng = random.Random(seed)
        play(state, rng, 6)
        path = tmp_path / f"stakes{seed}.pinochle"
        save_game(path, state, SaveMeta(seats(4), game_id="s"), durable=False)
        loaded, _ = load_game(path)
        assert loaded.scores == state.scores and loaded.kitty == state.kitty
        assert [h.to_dict() for h in loaded.history] == [h.to_dict() for h in state.history]
        assert sum(loaded.scores) + loaded.kitty == 0


def test_the_history_keeps_each_hands_settlement_and_replays_it(user_dirs: UserDirs) -> None:
    with HistoryDB() as db:
        state = new_game(STAKES, seed=7)
        rng = random.Random(7)
        who = seats(state.num_players)
        while not state.is_terminal:
            state.apply(random_action(state, rng))
            if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
                record = hand_record_from_state(state, 0, "g", seats=who)
                db.record_hand(record, state.to_dict())
                if state.is_terminal:
                    db.record_game_result("g", winner_side=state.winner, scores=state.scores)
        rows = db.list_hands(game_id="g", limit=1000)
        assert len(rows) == len(state.history)
        for row in rows:
            rec = db.get_hand(row.id)
            summary = state.history[rec.hand_number]
            assert rec.summary == summary.to_dict()
            assert rec.summary["settlement"] in (
                "made", "claimed", "conceded_to", "single_bete", "double_bete", "thrown_in")
            start, actions = db.replay(row.id)
            for action in actions:
                start.apply(action)
            assert start.history[-1].to_dict() == rec.summary
        assert db.stats().hands_played == len(rows)
        last = db.get_hand(max(rows, key=lambda r: r.id).id)
        assert last.summary["kitty"] == state.kitty


def test_house_rules_keep_the_stakes_options(user_dirs: UserDirs) -> None:
    rules = apply_change(STAKES, "stakes_bands", ((300, 1), (400, 3), (500, 6)))
    rules = dataclasses.replace(rules, stakes_spades_double=True, kitty_payout="game_end",
                                stakes_rounds=2)
    assert rules.validate() == []
    store = RuleSetStore()
    store.set_house_rules(rules)
    store.save("Brooklyn", rules)
    again = RuleSetStore()
    assert again.house_rules("auction_stakes") == rules
    assert again.get("Brooklyn") == rules
