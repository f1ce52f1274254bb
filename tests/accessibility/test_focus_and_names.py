"""From outside the game, as a screen reader: the focus stays on the card the player
put it on, one object at a time says it has the focus, the hand is browsed card by card
before any bid, a card the rules keep back says why and is refused with the reason, and
every control and bar has a name in words (no suit's sign read aloud).

Runs :mod:`focus_session` under a virtual X server with the AT-SPI bus (see
:mod:`test_screen_reader` for what it needs; skipped, saying which is missing, without).
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from .test_screen_reader import HERE, LACKING, ROOT, SYSTEM_PYTHON, fixed_deal

pytestmark = pytest.mark.skipif(bool(LACKING), reason=f"no screen-reader stack: {LACKING}")


@pytest.fixture(scope="module")
def session(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    folder = tmp_path_factory.mktemp("focus")
    out = folder / "focus.json"
    game = fixed_deal(folder / "deal.pinochle")
    subprocess.run(["dbus-run-session", "--", SYSTEM_PYTHON, str(HERE / "focus_session.py"),
                    "--python", sys.executable, "--root", str(ROOT), "--out", str(out),
                    "--", str(game)], check=True, timeout=240, capture_output=True)
    data: dict[str, object] = json.loads(out.read_text())
    assert "stuck" not in data, data
    return data


def test_exactly_one_object_has_the_focus_at_every_moment(session: dict[str, object]) -> None:
    counts = session["focused_counts"]
    assert isinstance(counts, list) and counts
    several = [focused for focused in counts if len(focused) != 1]
    assert not several, several


def test_after_passing_the_focus_ends_on_a_card_of_the_hand(session: dict[str, object]) -> None:
    after = session["after_pass"]
    assert isinstance(after, list) and after, "no focus event after the pass"
    assert after[-1].startswith("list item: "), after


def test_the_arrows_visit_the_hand_before_any_bid(session: dict[str, object]) -> None:
    cards = session["auction_cards"]
    assert isinstance(cards, list)
    assert all(card.startswith("list item: ") and " of " in card for card in cards), cards


def test_a_card_not_allowed_says_why_and_enter_on_it_is_refused_aloud(
        session: dict[str, object]) -> None:
    refused = session["refused"]
    assert isinstance(refused, dict) and refused, "the arrows never reached a card not allowed"
    assert ", not playable: You must " in refused["card"], refused
    assert any(said.startswith("You must") for said in refused["said"]), refused


def test_every_control_and_bar_has_a_name_in_words(session: dict[str, object]) -> None:
    assert session["nameless"] == []


def test_the_keys_are_said_as_the_game_starts_not_with_each_card(
        session: dict[str, object]) -> None:
    heard = session["heard"]
    assert isinstance(heard, list)
    said = [h["text"] for h in heard if h["kind"] == "notification"]
    assert any(text.startswith("Keys at the table:") for text in said), said
    first_key = next(float(h["at"]) for h in heard if h["kind"] == "key")
    again = [h for h in heard if h["kind"] == "notification" and float(h["at"]) > first_key
             and h["text"].startswith("Keys at the table:")]
    assert not again, again
    # a card says what it is, not the keys again
    assert session["card_descriptions"] == [], session["card_descriptions"]
