"""The Expert's options as one record: the registry reads it, the same
spec gives the same player and decisions, and values out of range are refused."""

from __future__ import annotations

import dataclasses
import inspect
import pickle
import random

import pytest

from pinochle_desktop.ai.levels import expert as expert_module
from pinochle_desktop.ai.levels.expert import ExpertOptions, ExpertPlayer, play_chunk
from pinochle_desktop.ai.registry import make_player, parse_kind
from pinochle_desktop.ai.search.expert import play_values
from pinochle_desktop.engine import new_game, preset
from pinochle_desktop.engine.observation import Observation
from tests.engine.helpers import sane_random_action

FIELDS = {f.name: f for f in dataclasses.fields(ExpertOptions)}


def observations(variant: str, seed: int, every: int = 4, moves: int = 36) -> list[Observation]:
    """Seeded decision points (more than one legal action) of a random game."""
    state = new_game(preset(variant), seed=seed)
    rng = random.Random(seed)
    out = []
    for n in range(moves):
        if state.history:
            break
        seat = state.current_player
        assert seat is not None
        obs = state.observation(seat)
        if len(obs.legal_actions) > 1 and n % every == 0:
            out.append(obs)
        state.apply(sane_random_action(state, rng))
    return out


def test_every_option_has_a_default_and_a_line() -> None:
    options = ExpertOptions()
    for name, f in FIELDS.items():
        assert f.metadata["doc"].strip(), name
        assert getattr(options, name) == f.default
    with pytest.raises(dataclasses.FrozenInstanceError):
        options.samples = 1  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(ExpertOptions(samples=7))) == ExpertOptions(samples=7)


def test_explicit_defaults_decide_like_the_plain_spec() -> None:
    """Every option written out at its default (in a record and in a spec) decides
    like ``expert/workers=0``. The card search stops at a deadline, so the play
    decisions compare with the deadline off (``max_seconds=0``) on both sides."""
    written = {n: f.default for n, f in FIELDS.items() if n != "workers"}
    spec = "/".join(f"{n}={v}" for n, v in written.items() if n != "own")
    phases = set()
    for variant, seed in (("partnership", 3), ("three_handed", 4), ("two_handed", 5)):
        for obs in observations(variant, seed):
            deadline = {"max_seconds": 0.0} if obs.phase not in ("bid", "trump") else {}
            light = {"samples": 48, **deadline}
            plain_kind = "expert/workers=0" + "".join(f"/{k}={v}" for k, v in light.items())
            plain = make_player(plain_kind, seed)
            record = ExpertPlayer(seed, ExpertOptions(**{**written, "workers": 0, **light}))
            spelled = make_player(f"expert/workers=0/{spec}"
                                  + "".join(f"/{k}={v}" for k, v in light.items()), seed)
            want = plain.choose(obs)
            phases.add(obs.phase)
            assert record.choose(obs) == want, (variant, obs.phase)
            assert spelled.choose(obs) == want, (variant, obs.phase)
    assert {"bid", "trump", "play"} <= phases, phases


def test_the_plain_expert_uses_the_defaults() -> None:
    assert ExpertPlayer(3).options == ExpertOptions()
    player = make_player("expert/workers=0", 3)
    assert isinstance(player, ExpertPlayer)
    assert player.options == ExpertOptions(workers=0) and player.workers == 0


def test_the_card_chunk_passes_every_option_play_values_takes() -> None:
    """The worker chunk hands ``play_values`` each of its options by name."""
    seen: dict[str, object] = {}

    def spy(*args: object, **kwargs: object) -> dict[int, object]:
        bound = inspect.signature(play_values).bind(*args, **kwargs)
        seen.update(bound.arguments)
        return {}

    options = ExpertOptions(max_seconds=0.3, policy="standard", shape_tries=5, endgame=10,
                            infer=2, infer_eps=0.3, game=1, leaf=14, settle=2.0, z=0.5, meld=1,
                            read_pass=True)
    original = expert_module.play_values
    expert_module.play_values = spy  # type: ignore[assignment]
    try:
        play_chunk(observations("partnership", 1)[0], 11, 9, options)
    finally:
        expert_module.play_values = original
    assert (seen["seed"], seen["samples"]) == (11, 9)
    shared = set(inspect.signature(play_values).parameters) & set(FIELDS) - {"samples"}
    assert shared == {"max_seconds", "policy", "shape_tries", "endgame", "infer", "infer_eps",
                      "game", "leaf", "settle", "z", "meld", "read_pass"}
    for name in shared:
        assert seen[name] == getattr(options, name), name


def good_value(name: str) -> str:
    f = FIELDS[name]
    if f.metadata["choices"]:
        return str(f.metadata["choices"][-1])
    if name == "own":
        return "bid+widow"
    if name == "workers":
        return "0"
    return str(f.default)


@pytest.mark.parametrize("name", sorted(FIELDS))
def test_every_option_parses_from_a_spec(name: str) -> None:
    base, options = parse_kind(f"expert/{name}={good_value(name)}")
    assert base == "expert" and set(options) == {name}
    made = ExpertOptions(**options)
    assert str(getattr(made, name)) == good_value(name) or getattr(made, name) == float(
        good_value(name))


@pytest.mark.parametrize(
    ("kind", "words"),
    [
        ("expert/samples=-5", "samples takes a number of at least 1, not -5"),
        ("expert/samples=0", "samples takes a number of at least 1"),
        ("expert/bid_samples=0", "bid_samples takes a number of at least 1"),
        ("expert/workers=-1", "workers takes a number of at least 0"),
        ("expert/workers=two", "workers takes a number, not 'two'"),
        ("expert/max_seconds=-0.5", "max_seconds takes a number of at least 0"),
        ("expert/make_threshold=1.5", "make_threshold takes a number from 0 to 1"),
        ("expert/infer_eps=-0.1", "infer_eps takes a number from 0 to 1"),
        ("expert/z=-1", "z takes a number of at least 0"),
        ("expert/trump_scale=0", "trump_scale takes a number of at least 1"),
        ("expert/endgame=-2", "endgame takes a number of at least 0"),
        ("expert/read_bids=-8", "read_bids takes a number of at least 0"),
        ("expert/policy=fast", "policy takes pro, standard or expert, not 'fast'"),
        ("expert/auction=always", "auction takes auto, search, pro or ev"),
        ("expert/play=fast", "play takes search or pro"),
        ("expert/own=bid+lunch", "own takes phases joined by '\\+'"),
        ("expert/partner_raise_margin=lots", "takes a number"),
    ],
)
def test_bad_values_are_refused_in_a_sentence(kind: str, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        make_player(kind)
    name, _, text = kind.split("/")[1].partition("=")
    if name not in ("workers", "partner_raise_margin") or text.lstrip("-").isdigit():
        with pytest.raises(ValueError, match=words.split(",")[0]):
            ExpertOptions(**parse_value(name, text))


def parse_value(name: str, text: str) -> dict[str, object]:
    """``text`` as the option's Python value, unchecked (to build the record directly)."""
    default = FIELDS[name].default
    if isinstance(default, float):
        return {name: float(text)}
    if isinstance(default, int) or name == "workers":
        return {name: int(text)}
    return {name: text}
