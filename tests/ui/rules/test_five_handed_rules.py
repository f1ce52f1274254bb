"""Five-handed's called partner in House Rules and in the rules summary."""

from __future__ import annotations

import dataclasses

from pinochle_desktop.engine import preset
from pinochle_desktop.ui.rules.catalog import BY_NAME
from pinochle_desktop.ui.rules.text import rules_html


def test_a_partner_can_be_called_only_where_everyone_plays_alone_at_four_or_more() -> None:
    reason = BY_NAME["call_partner"].variant_reason
    assert reason is not None
    assert reason(preset("five_handed")) is None
    assert "fixed" in (reason(preset("partnership")) or "")
    assert "one player against two" in (reason(preset("cutthroat")) or "")
    assert "two-handed" in (reason(preset("two_handed")) or "")


def test_which_holder_is_the_partner_waits_for_the_call_option() -> None:
    depends = BY_NAME["partner_rule"].depends
    assert depends is not None
    five = preset("five_handed")
    assert depends(five) is None
    assert depends(dataclasses.replace(five, call_partner=False)) == "No partner is called."


def test_the_rules_summary_explains_the_call_and_the_scoring() -> None:
    text = rules_html(preset("five_handed"))
    assert "calls a card" in text and "first of its holders to play it" in text
    assert "each loses the bid" in text
    clockwise = rules_html(dataclasses.replace(preset("five_handed"),
                                               partner_rule="first_clockwise"))
    assert "first holder clockwise" in clockwise
    assert "calls a card" not in rules_html(preset("partnership"))


def test_the_review_judges_five_handed_cards_with_the_teams_the_player_could_tell() -> None:
    from pinochle_desktop.ai.registry import make_player
    from pinochle_desktop.engine import new_game
    from pinochle_desktop.ui.review.hand_replay import HandReplay
    from pinochle_desktop.ui.review.play_analysis import contract_question, decision_questions

    rules = preset("five_handed")
    state = new_game(rules, seed=3)
    start = state.clone()
    players = [make_player("standard", s) for s in range(5)]
    actions = []
    while not state.history:
        seat = state.current_player
        assert seat is not None
        action = players[seat].choose(state.observation(seat))
        actions.append(action)
        state.apply(action)
    replay = HandReplay(start, actions, [f"P{s}" for s in range(5)])
    summary = state.history[-1]
    shown = [step.text for step in replay.steps if "the partner." in step.text]
    assert shown == [] if summary.partner is None else len(shown) == 1
    if shown:
        assert f"P{summary.partner} is the partner." in shown[0]
    bidder, team = summary.bidder, summary.hand_sides[0]
    questions = [q for q in decision_questions(replay, bidder) if q.kind == "play"]
    assert questions
    for q in questions:
        sides = q.obs.rules.sides
        assert len(sides) == 2 and bidder in sides[0] and not q.obs.rules.call_partner
    # once the partner has shown itself, the bidder's questions pair it with the bidder
    last = questions[-1].obs
    if last.partner is not None:
        assert sorted(last.rules.sides[0]) == sorted(team)
    contract = contract_question(replay)
    assert contract is not None and len(contract.obs.rules.sides) == 2


def test_the_hint_knows_a_shown_partner_is_winning_the_trick() -> None:
    from pinochle_desktop.ai.registry import make_player
    from pinochle_desktop.engine import new_game, trick_winner
    from pinochle_desktop.ui.play.hint import _play_reason

    found = 0
    for seed in range(6):
        state = new_game(preset("five_handed"), seed=seed)
        players = [make_player("standard", s) for s in range(5)]
        while not state.history:
            seat = state.current_player
            assert seat is not None
            obs = state.observation(seat)
            trick = obs.trick
            if obs.phase == "play" and trick and obs.partner is not None and obs.trump is not None:
                pair = {obs.bidder, obs.partner}
                winner = trick[trick_winner([c for _, c in trick], int(obs.trump))][0]
                if seat in pair and winner in pair and winner != seat:
                    for action in obs.legal_actions:
                        cards = [c for _, c in trick] + [action.card]
                        takes = trick_winner(cards, int(obs.trump)) == len(trick)
                        if obs.rules.counter_values[action.card.rank] and not takes:
                            assert "your partner is winning" in _play_reason(obs, action)
                            found += 1
            state.apply(players[seat].choose(obs))
    assert found, "no position with a shown partner winning the trick"
