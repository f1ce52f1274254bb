"""Player kinds by name, with the Expert's options written into the kind."""

from __future__ import annotations

import pytest

from pinochle_desktop.ai.levels.expert import ExpertPlayer
from pinochle_desktop.ai.registry import make_player
from pinochle_desktop.sim import main as sim_main


def test_plain_kinds_make_their_level() -> None:
    for kind in ("random", "easy", "standard", "pro", "expert"):
        assert make_player(kind, 3).name == kind


def test_expert_options_are_typed_and_named() -> None:
    player = make_player("expert/samples=64/z=0/workers=0/auction=ev", 5)
    assert isinstance(player, ExpertPlayer)
    assert (player.options.samples, player.options.z, player.workers, player.options.auction) == (
        64, 0.0, 0, "ev")
    assert player.name == "expert/samples=64/z=0/workers=0/auction=ev"


@pytest.mark.parametrize(
    ("kind", "words"),
    [
        ("bogus", "Unknown player type"),
        ("easy/z=1", "takes no options"),
        ("pro/z=1", "Unknown option"),
        ("expert/speed=3", "Unknown option"),
        ("expert/samples", "Unknown option"),
        ("expert/samples=many", "takes a number"),
        ("expert/play=fast", "takes search or pro"),
    ],
)
def test_bad_kinds_are_refused_in_words(kind: str, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        make_player(kind)


def test_expert_with_pro_play_plays_pro_cards() -> None:
    """``play=pro`` isolates the Expert's auction: its cards are Pro's."""
    from pinochle_desktop.ai.levels.pro import ProPlayer
    from pinochle_desktop.engine import new_game
    from pinochle_desktop.engine.rules.presets import preset

    state = new_game(preset("partnership"), seed=4)
    expert = make_player("expert/play=pro/workers=0/bid_samples=4", 9)
    pro = ProPlayer(9)
    checked = 0
    while not state.history:
        seat = state.current_player
        assert seat is not None
        obs = state.observation(seat)
        action = (expert if obs.phase == "play" else pro).choose(obs)
        if obs.phase == "play" and len(obs.legal_actions) > 1:
            assert action == pro.choose(obs)
            checked += 1
        state.apply(action)
    assert checked >= 10


def test_simulator_refuses_a_bad_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert sim_main(["--players", "expert/speed=3,pro,pro,pro", "--deals", "1"]) == 2
    assert "Unknown option" in capsys.readouterr().err


def test_simulator_plays_an_expert_variant(capsys: pytest.CaptureFixture[str]) -> None:
    kind = "expert/samples=4/bid_samples=4/workers=0"
    code = sim_main(["--players", f"{kind},pro,{kind},pro", "--deals", "1", "--json"])
    assert code == 0
    import json

    data = json.loads(capsys.readouterr().out)
    assert data["sides"][0]["players"] == [kind, kind]
    # decision times are also reported per kind of decision (the targets differ)
    kinds = data["decisions"][kind]["by_kind"]
    assert "bid" in kinds and set(kinds) <= {"card", "bid", "pass", "other"}


def test_decision_kinds() -> None:
    from pinochle_desktop.sim import decision_kind

    assert decision_kind("play") == decision_kind("classic_trick") == "card"
    assert decision_kind("bid") == "bid"
    assert decision_kind("pass") == "pass"
    assert decision_kind("trump") == decision_kind("bury") == "other"


def test_simulator_starts_at_a_later_deal_with_the_same_deals(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``--first 2 --deals 2`` plays deals 2 and 3 of the seed exactly as the
    full run does, so a long run can be split and pooled."""
    import json

    common = [
        "--players",
        "pro,standard,pro,standard",
        "--duplicate",
        "--seed",
        "5",
        "--json",
        "--per-deal",
    ]
    assert sim_main([*common, "--deals", "4"]) == 0
    full = json.loads(capsys.readouterr().out)["sides"][0]["deal_points"]
    assert sim_main([*common, "--deals", "2", "--first", "2"]) == 0
    tail = json.loads(capsys.readouterr().out)["sides"][0]["deal_points"]
    assert tail == full[2:]
    assert full[:2] != tail  # not the same deals again
    assert sim_main([*common, "--games", "1", "--first", "1"]) == 2
