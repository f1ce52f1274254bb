"""Five-handed on the table: the call chooser, the called card and partner in the info
panel (secret until it plays the card), and a hand summary that names the team."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Action, BaseState, Phase, RuleSet, preset
from pinochle_desktop.engine.cards import Card, Rank, parse_card
from pinochle_desktop.engine.states.auction import AuctionState
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.panels.action import ActionPanel, PanelContext
from pinochle_desktop.ui.panels.call import CallPanel
from pinochle_desktop.ui.panels.summary import (
    SummaryPanel,
    summary_note,
    summary_rows,
    summary_title,
)
from pinochle_desktop.ui.play.presenter import Seating, info_values, plate_text
from tests.engine.helpers import act, game_with

from ..conftest import WindowFactory, sensible

FIVE = preset("five_handed")
NAMES = ["You", "West", "North-West", "North-East", "East"]
SEATING = Seating(NAMES, ["", "Standard", "Standard", "Standard", "Standard"], "Five-handed")
AH = parse_card("AH")


def auction(state: BaseState | None) -> AuctionState:
    assert isinstance(state, AuctionState)
    return state


def called_by_seat_0(fixed: dict[int, str], rules: RuleSet = FIVE) -> AuctionState:
    """Seat 0 buys the contract at 500, names hearts and calls the ace of hearts."""
    state = auction(game_with(rules, fixed, dealer=4))
    act(state, "bid 500", "pass", "pass", "pass", "pass", "trump H", "call AH")
    if state.phase == Phase.DECLARE:
        act(state, "play_hand")
    return state


def play_until(state: AuctionState, done: Callable[[AuctionState], bool],
               eager: int | None = None,
               check: Callable[[AuctionState], None] | None = None) -> None:
    """First legal cards (``eager`` plays the ace of hearts at once) until ``done``."""
    while not done(state):
        assert state.phase == Phase.PLAY
        legal = state.legal_actions()
        ace = Action.play(AH)
        state.apply(ace if state.current_player == eager and ace in legal else legal[0])
        if check is not None:
            check(state)


def call_texts(state: BaseState) -> list[str]:
    return [info_values(state.observation(s), SEATING).call_text for s in range(5)]


def partner_chips(state: BaseState, viewer: int) -> list[int]:
    obs = state.observation(viewer)
    return [s for s in range(5) if plate_text(obs, SEATING, s, None).status == "Partner"]


# -- the call chooser ------------------------------------------------------------------------


def _action_panel(qtbot: QtBot, state: BaseState) -> ActionPanel:
    frame = ActionPanel()
    qtbot.addWidget(frame)
    frame.present(PanelContext(obs=state.observation(0), names=NAMES, side_names=NAMES,
                               is_turn=True))
    return frame


def test_the_call_chooser_offers_trump_big_and_other_suits_by_suit(qtbot: QtBot) -> None:
    state = game_with(FIVE, {0: "AH AH KH"}, dealer=4)
    act(state, "bid 500", "pass", "pass", "pass", "pass", "trump H")
    assert state.phase == Phase.CALL
    frame = _action_panel(qtbot, state)
    panel = frame.current
    assert isinstance(panel, CallPanel)
    assert panel.title.text() == "Call your partner"
    assert "play alone" in panel.note.text()
    # the trump suit's five cards (the double deck has no nines), readable labels
    assert [b.text() for b in panel.buttons.values()] == ["A♥", "10♥", "K♥", "Q♥", "J♥"]
    assert "you hold 2 of 4" in panel.buttons["AH"].toolTip()
    with qtbot.waitSignal(frame.chosen) as blocker:
        qtbot.mouseClick(panel.buttons["AH"], Qt.MouseButton.LeftButton)
    assert blocker.args == [Action.parse("call AH")]
    # the bidder calls a card in the trump suit (seed 002): no other suit is offered
    assert not panel.suit_buttons and not panel.rank_buttons


def test_with_call_any_card_other_suits_are_offered_by_suit(qtbot: QtBot) -> None:
    state = game_with(dataclasses.replace(FIVE, call_any_card=True), {0: "AH AH KH"}, dealer=4)
    act(state, "bid 500", "pass", "pass", "pass", "pass", "trump H")
    frame = _action_panel(qtbot, state)
    panel = frame.current
    assert isinstance(panel, CallPanel)
    # another suit: pick clubs, then the king
    assert set(panel.suit_buttons) == {"S", "D", "C"}
    qtbot.mouseClick(panel.suit_buttons["C"], Qt.MouseButton.LeftButton)
    assert [b.text() for b in panel.rank_buttons.values()] == ["A♣", "10♣", "K♣", "Q♣", "J♣"]
    with qtbot.waitSignal(panel.chosen) as blocker:
        qtbot.mouseClick(panel.rank_buttons[Rank.KING], Qt.MouseButton.LeftButton)
    assert blocker.args == [Action.call(parse_card("KC"))]


def test_a_deck_with_nines_offers_the_nine_too(qtbot: QtBot) -> None:
    state = game_with(FIVE, {}, dealer=4)
    act(state, "bid 500", "pass", "pass", "pass", "pass", "trump S")
    obs = state.observation(0)
    with_nines = dataclasses.replace(obs, rules=dataclasses.replace(
        obs.rules, deck="double_with_nines"))
    panel = CallPanel(with_nines)
    qtbot.addWidget(panel)
    assert list(panel.buttons) == ["AS", "TS", "KS", "QS", "JS", "9S"]


# -- the partner on the table ---------------------------------------------------------------


def test_the_partner_stays_secret_until_it_plays_the_called_card() -> None:
    state = called_by_seat_0({2: "AH AH", 4: "AH AH"})
    assert call_texts(state) == ["Called A♥  ·  partner secret"] * 5

    def nothing_told(s: AuctionState) -> None:
        if not s.partner_shown:
            assert call_texts(s) == ["Called A♥  ·  partner secret"] * 5
            assert all(partner_chips(s, v) == [] for v in range(5))

    play_until(state, lambda s: s.partner_shown, eager=4, check=nothing_told)
    assert call_texts(state) == ["Called A♥  ·  partner: East"] * 5
    assert all(partner_chips(state, v) == [4] for v in range(5))


def test_first_holder_clockwise_is_not_told_before_it_plays() -> None:
    rules = dataclasses.replace(FIVE, partner_rule="first_clockwise")
    state = called_by_seat_0({2: "AH AH", 4: "AH AH"}, rules)
    assert state.partner == 2  # fixed by the engine at the call, but not public
    assert call_texts(state) == ["Called A♥  ·  partner secret"] * 5
    assert partner_chips(state, 0) == []


def test_the_bidder_holding_every_copy_sees_it_plays_alone() -> None:
    state = called_by_seat_0({0: "AH AH AH AH"})
    texts = call_texts(state)
    assert texts[0] == "Called A♥  ·  you play alone"
    assert texts[1:] == ["Called A♥  ·  partner secret"] * 4
    play_until(state, lambda s: len(s.tricks) >= 3)  # still alone with copies played
    assert call_texts(state)[0] == "Called A♥  ·  you play alone"

    def others_learn_it_last(s: AuctionState) -> None:
        """The others learn it only when the bidder has played every copy."""
        played = [c for _, trick, _ in s.tricks for seat, c in trick if seat == 0]
        played += [c for seat, c in s.trick if seat == 0]
        alone = "You play alone" if played.count(AH) == 4 else "partner secret"
        assert call_texts(s)[1:] == [f"Called A♥  ·  {alone}"] * 4

    play_until(state, lambda s: s.phase != Phase.PLAY, check=others_learn_it_last)
    assert call_texts(state)[1:] == ["Called A♥  ·  You play alone"] * 4


# -- the hand summary -----------------------------------------------------------------------


def test_the_summary_names_the_bidder_and_partner() -> None:
    state = called_by_seat_0({2: "AH AH", 4: "AH AH"})
    play_until(state, lambda s: s.phase != Phase.PLAY, eager=4)
    summary = state.history[-1]
    title = summary_title(summary, NAMES)
    assert title in ("You and East made the bid of 500", "You and East were set: −500")
    note = summary_note(summary, NAMES)
    team = summary.meld_saved[0] + summary.points[0]
    assert note.startswith("You called A♥ and East held it: together meld ")
    assert f"= {team}, needing 500" in note
    rows = summary_rows(summary, NAMES)
    assert [r[0] for r in rows] == ["You (bidder)", "West", "North-West", "North-East",
                                    "East (partner)"]


def test_the_summary_of_a_lone_bidder(qtbot: QtBot) -> None:
    state = called_by_seat_0({0: "AH AH AH AH"})
    play_until(state, lambda s: s.phase != Phase.PLAY)
    summary = state.history[-1]
    assert summary.hand_sides[0] == [0]
    assert summary_title(summary, NAMES) in ("You (alone) made the bid of 500",
                                             "You (alone) were set: −500")
    assert summary_note(summary, NAMES).startswith("You called A♥ and played alone: meld ")
    assert [r[0] for r in summary_rows(summary, NAMES)][:2] == ["You (bidder)", "West"]
    panel = SummaryPanel(summary, NAMES, NAMES)
    qtbot.addWidget(panel)
    headers = [panel.table.model().headerData(c, Qt.Orientation.Horizontal) for c in range(5)]
    assert headers == ["Player", "Meld", "Counters", "This hand", "Score"]
    assert panel.title.text() == summary_title(summary, NAMES)


# -- a whole hand through the window --------------------------------------------------------


def drive(qtbot: QtBot, window: MainWindow,
          done: Callable[[AuctionState], bool]) -> AuctionState:
    """The person bids the least it may (so it buys the hand) and otherwise plays
    sensibly until ``done``; the computers answer through the controller."""
    c = window.controller
    for _ in range(400):
        qtbot.waitUntil(lambda: c.is_human_turn() or done(auction(c.state)), timeout=5000)
        state = auction(c.state)
        if done(state):
            return state
        legal = c.legal_actions()
        bids = [a for a in legal if a.kind == "bid"]
        plays = [a for a in legal if a.kind == "play"]
        assert c.submit(bids[0] if bids else plays[0] if plays else sensible(legal))
    raise AssertionError("never got there")


def test_a_person_calls_plays_and_reads_the_team_summary(qtbot: QtBot,
                                                         make_window: WindowFactory) -> None:
    window = make_window("five_handed", seed=4, level="standard")
    c = window.controller
    names = window.table.seating().names
    said: list[str] = []
    c.message.connect(said.append)
    state = drive(qtbot, window, lambda s: s.phase == Phase.CALL)
    assert state.current_player == 0, "the person bought the hand"
    panel = window.table.panel.current
    assert isinstance(panel, CallPanel) and window.table.panel.isVisible()
    trump = state.trump
    assert trump is not None
    ace = Card.of(Rank.ACE, trump)
    with qtbot.waitSignal(c.state_changed):
        qtbot.mouseClick(panel.buttons[ace.code], Qt.MouseButton.LeftButton)
    assert state.called == ace
    assert any(m.startswith(f"You called {ace.label}: its holder is the partner") for m in said)
    info = window.table.scene.info
    assert state.hands[0].count(ace) < 4
    assert info.values.call_text == f"Called {ace.label}  ·  partner secret"
    assert all(plate.status != "Partner" for plate in window.table.scene.plates)
    state = drive(qtbot, window, lambda s: s.partner_shown or s.phase == Phase.HAND_OVER)
    assert state.partner_shown and state.partner is not None  # this deal's partner plays it
    partner = names[state.partner]
    assert info.values.call_text == f"Called {ace.label}  ·  partner: {partner}"
    assert window.table.scene.plates[state.partner].status == "Partner"
    assert f"{partner} played {ace.label}: {partner} is your partner." in said
    state = drive(qtbot, window, lambda s: s.phase in (Phase.HAND_OVER, Phase.GAME_OVER))
    qtbot.waitUntil(lambda: isinstance(window.table.panel.current, SummaryPanel), timeout=2000)
    summary_panel = window.table.panel.current
    assert isinstance(summary_panel, SummaryPanel)
    team = state.history[-1].hand_sides[0]
    expected = "You (alone)" if team == [0] else f"You and {names[team[1]]}"
    assert summary_panel.title.text().startswith(expected)


def test_the_hint_names_the_call(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("five_handed", seed=4, level="standard")
    c = window.controller
    drive(qtbot, window, lambda s: s.phase == Phase.CALL)
    with qtbot.waitSignal(c.hint_ready, timeout=10000) as blocker:
        c.request_hint()
    action, reason = blocker.args
    assert action.startswith("call ") and reason.startswith("Call ")
