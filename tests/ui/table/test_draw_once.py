"""Each change is drawn once: a card play moves that card and closes one hand, and the
table after every event is the table a fresh drawing of the position gives."""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Phase
from pinochle_desktop.engine.rules.presets import PRESETS
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.play.config import GameConfig
from pinochle_desktop.ui.play.game_table import GameTable
from pinochle_desktop.ui.play.thinker import SyncThinker
from pinochle_desktop.ui.preferences import Preferences
from pinochle_desktop.ui.table.card_item import CardItem
from pinochle_desktop.ui.table.scene import TableScene

from ..conftest import WindowFactory, sensible


def _card(item: CardItem) -> tuple[Any, ...]:
    """A card as a player would see it once it has arrived."""
    return (item.final_code(), round(item.home.x(), 2), round(item.home.y(), 2),
            round(item.home_rotation, 2), round(item.width, 2), item.zValue())


def picture(scene: TableScene) -> dict[str, Any]:
    """Everything the table shows of the game: every zone's cards where they are going,
    the captions, the plates and the info panel."""
    piles = [*scene.hand_piles.values(), *scene.meld_piles.values(), scene.widow_pile,
             scene.stock_pile]
    out: dict[str, Any] = {pile.name: [_card(item) for item in pile.cards] for pile in piles}
    out["trick"] = [(seat, _card(item)) for seat, item in scene.trick]
    out["up card"] = _card(scene.up_card) if scene.up_card is not None else None
    out["meld captions"] = {seat: (label.lines, label.total, label.pos().toTuple())
                            for seat, label in scene.meld_labels.items()}
    out["stock caption"] = scene.stock_label.text
    out["plates"] = [(p.status, p.detail, p.active, p.dealer, p.sitting_out)
                     for p in scene.plates]
    out["info"] = scene.info.values
    return out


def fresh_picture(table: GameTable) -> dict[str, Any]:
    """The table drawn from nothing for the position now, at the same size and fit."""
    scene = TableScene(table.scene.renderer)
    scene.set_speed(0)
    table.set_up_scene(scene)
    scene.set_fit(table.scene.fit, table.scene.arrangement)
    obs = table.controller.observation()
    scene.sync(obs, table.details(obs))
    shown = picture(scene)
    scene.clear_cards()
    return shown


def _to_my_card_turn(window: MainWindow, qtbot: QtBot) -> None:
    c = window.controller
    for _ in range(300):
        qtbot.waitUntil(c.is_human_turn, timeout=2000)
        state = c.state
        assert state is not None
        if state.phase == Phase.PLAY and state.observation(c.viewer).trick:
            return
        if state.phase == Phase.PLAY:
            c.submit(c.legal_actions()[0])
            continue
        c.submit(sensible(state.legal_actions()))
    raise AssertionError("never reached the person's turn to follow to a trick")


def test_a_card_played_moves_only_its_own_hand(qtbot: QtBot, make_window: WindowFactory,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window("partnership", seed=5)
    c = window.controller
    _to_my_card_turn(window, qtbot)
    scene = window.table.scene
    reconciled: list[object] = []
    placed: list[str] = []
    real_reconcile = scene._reconcile
    real_place = scene.place_pile

    def reconcile(pile: Any, *args: Any, **kwargs: Any) -> None:
        reconciled.append(getattr(pile, "name", pile))
        real_reconcile(pile, *args, **kwargs)

    def place(pile: Any, *args: Any, **kwargs: Any) -> None:
        placed.append(pile.name)
        real_place(pile, *args, **kwargs)

    monkeypatch.setattr(scene, "_reconcile", reconcile)
    monkeypatch.setattr(scene, "place_pile", place)
    before = picture(scene)
    code = c.legal_actions()[0].card.code
    assert c.submit(c.legal_actions()[0])
    seat = c.human_seat
    assert reconciled == [], "a card play rebuilt zones no event changed"
    assert set(placed) <= {f"hand {seat}"}, f"piles moved besides the player's hand: {placed}"
    after = picture(scene)
    untouched = [name for name in before if name not in (f"hand {seat}", "trick", "plates",
                                                          "info")]
    assert {name: after[name] for name in untouched} == {
        name: before[name] for name in untouched}
    assert any(item.code == code for _seat, item in scene.trick)


@pytest.mark.parametrize("variant", list(PRESETS))
def test_after_every_event_the_table_equals_a_fresh_drawing(
        qtbot: QtBot, prefs: Preferences, variant: str) -> None:
    seed = 3 + len(variant)
    config = GameConfig.standard(variant, level="random", seed=seed, autoplay=True)
    window = MainWindow(SyncThinker(), prefs, config)
    qtbot.addWidget(window)
    window.apply_speed("instant")
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    c = window.controller
    qtbot.waitUntil(lambda: c.state is not None, timeout=2000)
    table = window.table
    differences: list[str] = []
    checked = [0]

    def compare() -> None:
        if c.state is None or not table.scene.plates:
            return
        checked[0] += 1
        now, fresh = picture(table.scene), fresh_picture(table)
        for name in fresh:
            if now[name] != fresh[name] and len(differences) < 5:
                differences.append(f"after move {len(c.state.log)}, {name}: "
                                   f"{now[name]} != {fresh[name]}")

    c.state_changed.connect(compare)  # after the table's own refresh
    try:
        qtbot.waitUntil(lambda: c.state is not None and (len(c.state.history) >= 1
                                                         or c.state.is_terminal),
                        timeout=60_000)
    finally:
        c.state_changed.disconnect(compare)
        c.stop()
    assert checked[0] > 20
    assert differences == []


def test_an_animated_deal_makes_a_seats_cards_a_frame(qtbot: QtBot,
                                                      make_window: WindowFactory) -> None:
    """A deal shown moving makes the viewer's hand at once and each other seat's cards a
    frame later; once dealt, the table is the one a fresh drawing gives."""
    window = make_window("partnership", seed=5)
    table = window.table
    scene = table.scene
    scene.set_speed(1.0)
    obs = table.controller.observation()
    scene.on_dealt(0)
    scene.sync(obs, table.details(obs))
    made_at_once = len(scene.all_cards())
    assert made_at_once == len(obs.hand), "the first frame of the deal made every card"
    qtbot.waitUntil(lambda: [len(pile) for pile in scene.hand_piles.values()] == list(
        obs.hand_sizes), timeout=5000)
    scene.set_speed(0)
    scene.place_all(animate=False)
    now, fresh = picture(scene), fresh_picture(table)
    hands = [pile.name for pile in scene.hand_piles.values()]
    assert {name: now[name] for name in hands} == {name: fresh[name] for name in hands}
