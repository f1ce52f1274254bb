"""Fair claims: the rest is claimed only when the claimant is sure from what it
knows (its own hand, the cards played, the meld shown, the voids shown), never
from the hidden cards of others, the partner's included; people and computer
players claim by the same rule; and looking for a claim after a move costs the
size of one hand, not of the game played so far."""

from __future__ import annotations

import random
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Phase, State, new_game, preset
from pinochle_desktop.ui.play.claim import claim_line, sweeps_with_every_hand_known
from pinochle_desktop.ui.play.config import GameConfig, SeatConfig

from ..conftest import WindowFactory, sensible
from .test_claim_classic import play_line


def partnership_end(seed: int, cards_left: int = 3) -> State:
    """A partnership hand played at random until each hand holds ``cards_left`` cards."""
    rng = random.Random(seed)
    state = new_game(preset("partnership"), seed=seed)
    while True:
        if state.phase == Phase.PLAY and max(len(h) for h in state.hands) <= cards_left:
            return state
        if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            state.apply("continue")
            continue
        legal = list(state.legal_actions())
        state.apply(sensible(legal) if state.phase != Phase.PLAY else rng.choice(legal))


def codes(state: State) -> list[list[str]]:
    return [[c.code for c in hand] for hand in state.hands]


def seats(person: bool = True) -> list[SeatConfig]:
    first = SeatConfig("You", None) if person else SeatConfig("South", "random")
    return [first, SeatConfig("West", "random"), SeatConfig("North", "random"),
            SeatConfig("East", "random")]


def load_paused(window: Any, state: State, person: bool = True) -> list[str]:
    """Load ``state`` with nobody moving but by a claim; return the list the
    controller's messages and the table's status lines are collected in."""
    c = window.controller
    said: list[str] = []
    c.message.connect(said.append)
    window.table.status.connect(said.append)
    c.set_paused(True)
    c.load(state.clone(), GameConfig(variant="partnership", seats=seats(person)))
    return said


def test_no_claim_while_the_partner_to_lead_holds_the_winners_unseen(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    """Spades trump, three tricks left, North (your partner) to lead. You hold QC AC
    9D; North holds KS TC JC (the KS shown in meld); between you, your side holds
    every winner. But you cannot see North's TC and JC: for all you know North
    may lead a heart or diamond that East or West takes. Nothing is offered."""
    state = partnership_end(32)
    assert codes(state) == [["QC", "AC", "9D"], ["AH", "JH", "KH"], ["KS", "TC", "JC"],
                            ["TC", "KC", "QH"]]
    assert state.current_player == 2 and not state.trick
    assert sweeps_with_every_hand_known(state, 0)
    assert claim_line(state, [0]) is None
    window = make_window("partnership", seed=3)
    said = load_paused(window, state)
    c = window.controller
    assert c.claim is None
    assert not window.table.claim_button.isVisible() and not window.menus.claim_action.isEnabled()
    assert not [text for text in said if "whatever the others play" in text]
    now = c.state
    assert now is not None and codes(now) == codes(state), "nothing was played"


@pytest.mark.parametrize("seed", [3, 11])
def test_a_claim_sure_from_your_own_hand_is_offered(
        qtbot: QtBot, make_window: WindowFactory, seed: int) -> None:
    """Seed 11: you lead JS JS TD, every higher trump gone. Seed 3: North leads, and
    whatever North may hold and lead, your KH QS TS take the three tricks."""
    state = partnership_end(seed)
    line = claim_line(state, [0])
    assert line is not None and line.seat == 0 and line.side == 0 and line.tricks == 3
    expected = state.clone()
    play_line(expected, line)
    window = make_window("partnership", seed=3)
    load_paused(window, state)
    c = window.controller
    assert c.claim is not None and c.claim.seat == 0
    assert window.table.claim_button.isVisible() and window.menus.claim_action.isEnabled()
    assert c.claim_rest()
    now = c.state
    assert now is not None and now.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    assert now.history[-1].scores == expected.history[-1].scores


@pytest.mark.parametrize(("seed", "claims"), [(6, False), (13, False), (7, True)])
def test_computer_players_claim_only_when_sure_from_their_own_cards(
        qtbot: QtBot, make_window: WindowFactory, seed: int, claims: bool) -> None:
    """Seeds 6 and 13: East and West's side takes every trick with every hand known,
    but neither can be sure of it from its own cards: no claim, nothing played.
    Seed 7: West is sure, and claims at once."""
    state = partnership_end(seed)
    assert sweeps_with_every_hand_known(state, 1)
    window = make_window("partnership", seed=3)
    said = load_paused(window, state)
    c = window.controller
    now = c.state
    assert now is not None
    claimed = [text for text in said if "claims the rest" in text]
    if claims:
        assert claimed and claimed[0].startswith("West claims the rest")
        assert now.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    else:
        assert not claimed and codes(now) == codes(state), "nothing was played"


def _size(root: object) -> int:
    """How much the claim check was handed: every reference followed through
    containers and the program's own objects (each object opened once; types not)."""
    seen: set[int] = set()
    todo = [root]
    size = 0
    while todo:
        obj = todo.pop()
        size += 1
        if id(obj) in seen or isinstance(obj, type):
            continue
        seen.add(id(obj))
        if isinstance(obj, dict):
            todo.extend(obj.keys())
            todo.extend(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            todo.extend(obj)
        elif type(obj).__module__.startswith("pinochle_desktop"):
            todo.extend(vars(obj).values() if hasattr(obj, "__dict__") else ())
            for cls in type(obj).__mro__:
                for name in getattr(cls, "__slots__", ()):
                    if hasattr(obj, name):
                        todo.append(getattr(obj, name))
    return size


def test_the_claim_check_after_a_move_does_not_copy_the_game_so_far(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    """The same position early in a game and after 70,000 earlier moves: the claim
    check is handed the same objects, a hand's worth, not the game so far."""
    window = make_window("partnership", seed=3)
    c = window.controller
    c.set_paused(True)
    handed: list[int] = []
    tasks = c._thinker.tasks
    run = tasks.run

    def counting_run(fn: Any, *args: Any, **kwargs: Any) -> Any:
        if kwargs.get("lane") == "claims":
            handed.append(_size(args))
        return run(fn, *args, **kwargs)

    tasks.run = counting_run  # type: ignore[method-assign]
    short = partnership_end(11)
    long = short.clone()
    long.log.extend([(seat, action) for seat, action in long.log[:1] * 70_000])
    long.events.extend(long.events[:1] * 70_000)

    for state in (short, long):
        c.load(state, GameConfig(variant="partnership", seats=seats()))
        assert c.claim is not None
    assert len(handed) == 2 and handed[0] == handed[1] < 10_000
