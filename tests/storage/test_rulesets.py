"""Named rule sets: kept across restarts, shared as files, bad imports refused in words."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from pinochle_desktop import __version__
from pinochle_desktop.engine import preset
from pinochle_desktop.engine.rules.serialisation import RULES_VERSION
from pinochle_desktop.storage.rulesets import (
    RuleSetError,
    RuleSetStore,
    export_rules,
    import_rules,
    preset_defaults,
)

from .conftest import UserDirs

GRANDMA = dataclasses.replace(
    preset("partnership"),
    misdeal_nines=True,
    shoot_the_moon=True,
    pass_count=3,
    target_score=1500,
)


def test_save_rename_delete_survive_restart(user_dirs: UserDirs) -> None:
    store = RuleSetStore()
    assert store.names() == [] and store.message is None
    store.save("Grandma's rules", GRANDMA)
    store.save("  Club   night ", preset("double_deck"))
    assert store.names() == ["Grandma's rules", "Club night"]
    assert (user_dirs.config / "rulesets.json").is_file()

    again = RuleSetStore()  # a restart
    assert again.names() == ["Grandma's rules", "Club night"]
    assert again.get("grandma's RULES") == GRANDMA
    assert again.rename("Club night", "Tuesday club") == "Tuesday club"
    again.delete("Grandma's rules")

    third = RuleSetStore()
    assert third.names() == ["Tuesday club"]
    assert third.get("Tuesday club") == preset("double_deck")


def test_restore_preset_defaults(user_dirs: UserDirs) -> None:
    store = RuleSetStore()
    store.save("Grandma", GRANDMA)
    assert store.restore_preset("Grandma") == preset("partnership")
    assert RuleSetStore().get("Grandma") == preset("partnership")
    assert preset_defaults("racehorse") == preset("racehorse")
    with pytest.raises(RuleSetError, match="Unknown variant"):
        preset_defaults("snap")


def test_user_mistakes_are_explained(user_dirs: UserDirs) -> None:
    store = RuleSetStore()
    store.save("A", GRANDMA)
    with pytest.raises(RuleSetError, match="already a rule set called 'a'"):
        store.save("a", GRANDMA, replace=False)
    store.save("B", GRANDMA)
    with pytest.raises(RuleSetError, match="already a rule set called 'B'"):
        store.rename("A", "B")
    with pytest.raises(RuleSetError, match="no saved rule set called 'Z'"):
        store.delete("Z")
    with pytest.raises(RuleSetError, match="Give the rule set a name"):
        store.save("   ", GRANDMA)
    with pytest.raises(RuleSetError, match="at most 60 characters"):
        store.save("x" * 61, GRANDMA)
    bad = dataclasses.replace(GRANDMA, hand_size=13)
    with pytest.raises(RuleSetError, match="These rules do not work together"):
        store.save("C", bad)
    assert RuleSetStore().names() == ["A", "B"]


def test_export_import_round_trip(user_dirs: UserDirs, tmp_path: Path) -> None:
    store = RuleSetStore()
    store.save("Grandma's rules", GRANDMA)
    out = tmp_path / "grandma.json"
    store.export("grandma's rules", out)
    data = json.loads(out.read_text("utf-8"))
    assert data["format"] == "pinochle-rules" and data["name"] == "Grandma's rules"

    friend = RuleSetStore(tmp_path / "friend" / "rulesets.json")
    assert friend.import_file(out) == "Grandma's rules"
    assert friend.get("Grandma's rules") == GRANDMA
    assert friend.import_file(out) == "Grandma's rules (2)"  # never overwrites on import
    assert friend.import_file(out, name="Nana") == "Nana"


def test_bare_rule_set_json_imports(tmp_path: Path) -> None:
    path = tmp_path / "rules.json"
    path.write_text(GRANDMA.to_json(), "utf-8")
    assert import_rules(path) == ("", GRANDMA)
    store = RuleSetStore(tmp_path / "rulesets.json")
    assert store.import_file(path) == "partnership"  # named after the variant


def _exported(rules: dict[str, object], **top: object) -> str:
    return json.dumps(
        {"format": "pinochle-rules", "version": 1, "name": "X", "rules": rules, **top}
    )


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("not json at all", r"this is not a rules file: it is not valid JSON \(line 1, column 1\)"),
        ('{"format": "pinochle-rules", "version": 1, "rules": {"min_b', "cut off"),
        ("[1, 2, 3]", "not a Pinochle Desktop rules file"),
        ('{"format": "pinochle-save", "version": 1}', "not a Pinochle Desktop rules file"),
        (_exported({"min_bid": 250}, version=4), "exported by a newer version"),
        (
            _exported({"min_bid": 250, "jokers_wild": True}),
            r"options this version of Pinochle Desktop does not know \(jokers_wild\)",
        ),
        (_exported({"min_bid": "lots"}), "the rules are damaged: min bid must be a whole number"),
        (_exported({"misdeal_nines": "yes"}), "misdeal_nines must be true or false"),
        (_exported({"min_bid": 10**12}), "min bid must be from 0 to 20,000, not 1,000,000,000,000"),
        (_exported({"hand_size": 13}), "the rules do not work together"),
        (_exported("partnership"), "the rules are not a set of rule options"),  # type: ignore[arg-type]
        ('{"min_bid": "x"}', "min bid must be a whole number"),
    ],
)
def test_bad_imports_are_refused_in_words(tmp_path: Path, content: str, words: str) -> None:
    path = tmp_path / "shared.json"
    path.write_text(content, "utf-8")
    store = RuleSetStore(tmp_path / "rulesets.json")
    with pytest.raises(RuleSetError, match=words) as info:
        store.import_file(path)
    assert str(info.value).startswith("shared.json:")
    assert store.names() == [] and not (tmp_path / "rulesets.json").exists()


def test_import_missing_and_huge_files(tmp_path: Path) -> None:
    with pytest.raises(RuleSetError, match="does not exist"):
        import_rules(tmp_path / "nope.json")
    huge = tmp_path / "huge.json"
    huge.write_bytes(b" " * (3 * 1024 * 1024))
    with pytest.raises(RuleSetError, match="too large"):
        import_rules(huge)


def test_export_to_unwritable_place_is_explained(tmp_path: Path) -> None:
    (tmp_path / "blocker").write_text("")
    with pytest.raises(RuleSetError, match="could not be written"):
        export_rules(GRANDMA, tmp_path / "blocker" / "x.json")


def test_damaged_store_defaults_and_is_kept(user_dirs: UserDirs) -> None:
    user_dirs.config.mkdir(parents=True)
    path = user_dirs.config / "rulesets.json"
    path.write_bytes(b'{"format": "pinochle-rulesets", "version": 1, "rulesets": [{"na')
    store = RuleSetStore()
    assert store.names() == []
    assert store.message is not None and "saved rule sets file was damaged" in store.message
    (backup,) = user_dirs.config.glob("rulesets.json.bak-*")
    assert str(backup) in store.message
    assert store.take_message() is not None and store.take_message() is None
    assert RuleSetStore().message is None


def test_one_bad_entry_does_not_lose_the_others(user_dirs: UserDirs) -> None:
    user_dirs.config.mkdir(parents=True)
    path = user_dirs.config / "rulesets.json"
    entries = [
        {"name": "Good", "rules": GRANDMA.to_dict()},
        {"name": "Broken", "rules": dict(GRANDMA.to_dict(), hand_size=13)},
        {"name": "Odd", "rules": dict(GRANDMA.to_dict(), new_option=1)},
        "junk",
    ]
    content = json.dumps({"format": "pinochle-rulesets", "version": 1, "rulesets": entries})
    path.write_text(content, "utf-8")
    store = RuleSetStore()
    assert store.names() == ["Good"]
    assert store.message is not None
    assert store.message.startswith("3 saved rule set(s) could not be read")
    assert "Broken" in store.message and "Odd" in store.message
    (backup,) = user_dirs.config.glob("rulesets.json.bak-*")
    assert backup.read_text("utf-8") == content


def test_future_store_is_kept_and_explained(user_dirs: UserDirs) -> None:
    user_dirs.config.mkdir(parents=True)
    (user_dirs.config / "rulesets.json").write_text(
        '{"format": "pinochle-rulesets", "version": 5, "rulesets": []}', "utf-8"
    )
    store = RuleSetStore()
    assert store.message is not None and "newer version" in store.message
    assert list(user_dirs.config.glob("rulesets.json.bak-*"))


def test_house_rules_per_variant_survive_a_restart(user_dirs: UserDirs) -> None:
    store = RuleSetStore()
    assert store.house_rules("partnership") is None
    store.set_house_rules(GRANDMA)
    three = dataclasses.replace(preset("three_handed"),
                                target_score=preset("three_handed").target_score + 500)
    store.set_house_rules(three)
    again = RuleSetStore()  # a restart
    assert again.house_rules("partnership") == GRANDMA
    assert again.house_rules("three_handed") == three
    assert again.house_rules("two_handed") is None and again.message is None
    again.set_house_rules(preset("three_handed"))  # the standard rules: nothing to keep
    again.clear_house_rules("partnership")
    assert RuleSetStore().house_variants() == []
    written = json.loads((user_dirs.config / "rulesets.json").read_text("utf-8"))
    assert written["version"] == 2 and written["house_rules"] == {}


def test_a_version_1_rule_sets_file_still_loads(user_dirs: UserDirs) -> None:
    user_dirs.config.mkdir(parents=True)
    path = user_dirs.config / "rulesets.json"
    path.write_text(json.dumps({"format": "pinochle-rulesets", "version": 1, "rulesets": [
        {"name": "Grandma's rules", "rules": GRANDMA.to_dict()}]}), "utf-8")
    store = RuleSetStore()
    assert store.message is None and store.names() == ["Grandma's rules"]
    assert store.house_variants() == []
    store.set_house_rules(GRANDMA)
    assert RuleSetStore().names() == ["Grandma's rules"]


def test_bad_house_rules_are_left_out_in_words(user_dirs: UserDirs) -> None:
    user_dirs.config.mkdir(parents=True)
    path = user_dirs.config / "rulesets.json"
    house = {
        "partnership": GRANDMA.to_dict(),
        "go_fish": GRANDMA.to_dict(),
        "three_handed": GRANDMA.to_dict(),  # rules of another variant
        "two_handed": dict(preset("two_handed").to_dict(), hand_size=13),
    }
    content = json.dumps(
        {"format": "pinochle-rulesets", "version": 2, "rulesets": [], "house_rules": house}
    )
    path.write_text(content, "utf-8")
    store = RuleSetStore()
    assert store.house_variants() == ["partnership"]
    assert store.message is not None and store.message.startswith("3 saved rule set(s)")
    assert "go_fish" in store.message and "three_handed" in store.message
    (backup,) = user_dirs.config.glob("rulesets.json.bak-*")
    assert backup.read_text("utf-8") == content
    with pytest.raises(RuleSetError):
        store.set_house_rules(dataclasses.replace(GRANDMA, variant="go_fish"))


#: what a player reads for rules from a newer copy of the game
NEWER = (r"the rules were made by a newer version of Pinochle Desktop; update Pinochle "
         r"Desktop to use them\.$")
#: a rules object as a newer copy of the game writes it: a later rules version, with
#: an option this copy does not know
FROM_A_NEWER_COPY = GRANDMA.to_dict() | {"rules_version": RULES_VERSION + 1, "kitty_bonus": 50}


@pytest.mark.parametrize(
    "content",
    [
        _exported(FROM_A_NEWER_COPY, app_version="99.0.0"),
        _exported(FROM_A_NEWER_COPY),  # the program's version not recorded
        _exported(GRANDMA.to_dict() | {"rules_version": 99}),  # only the version is new
        # a newer copy's value for an option this copy knows (a new choice)
        _exported(GRANDMA.to_dict() | {"rules_version": RULES_VERSION + 1,
                                       "head_rule": "twice_around"}),
        # the rules version not raised, but the file says a newer program wrote it
        _exported(GRANDMA.to_dict() | {"kitty_bonus": 50}, app_version="99.0.0"),
        json.dumps(FROM_A_NEWER_COPY),  # bare rules, as the simulator writes them
    ],
    ids=["exported", "no-program-version", "version-only", "new-choice", "newer-program",
         "bare"],
)
def test_rules_from_a_newer_version_say_so(tmp_path: Path, user_dirs: UserDirs,
                                           content: str) -> None:
    path = tmp_path / "from a friend.json"
    path.write_text(content, "utf-8")
    store = RuleSetStore()
    store.save("Mine", GRANDMA)
    kept = (user_dirs.config / "rulesets.json").read_bytes()
    with pytest.raises(RuleSetError, match=f"^from a friend.json: {NEWER}"):
        store.import_file(path)
    assert path.read_text("utf-8") == content  # a failed load changes no file
    assert (user_dirs.config / "rulesets.json").read_bytes() == kept
    assert RuleSetStore().names() == ["Mine"]


@pytest.mark.parametrize("program", [None, __version__, "0.0.1"])
def test_unknown_options_of_this_version_are_still_refused(tmp_path: Path,
                                                           program: str | None) -> None:
    """Rules of this rules version with an option no version has: not from a newer
    copy (unless the file says a newer program wrote it), so named as unknown."""
    path = tmp_path / "odd.json"
    top = {} if program is None else {"app_version": program}
    path.write_text(_exported(GRANDMA.to_dict() | {"kitty_bonus": 50}, **top), "utf-8")
    with pytest.raises(RuleSetError, match=(
        r"^odd.json: the rules have options this version of Pinochle Desktop does not know "
        r"\(kitty_bonus\)\.$"
    )):
        import_rules(path)


def test_saved_rule_sets_from_a_newer_version_say_so(user_dirs: UserDirs) -> None:
    """The rule sets file written by a newer copy (the game was downgraded): the sets it
    cannot use are left out with the newer-version sentence, and the file is kept."""
    store = RuleSetStore()
    store.save("Mine", GRANDMA)
    path = user_dirs.config / "rulesets.json"
    data = json.loads(path.read_text("utf-8"))
    data["rulesets"].append({"name": "Club", "rules": FROM_A_NEWER_COPY})
    content = json.dumps(data)
    path.write_text(content, "utf-8")
    again = RuleSetStore()
    assert again.names() == ["Mine"]
    assert again.message is not None and "('Club': from a newer version)" in again.message
    assert path.read_text("utf-8") == content


def test_rules_exported_before_the_version_import(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    old = GRANDMA.to_dict()
    del old["rules_version"]
    path.write_text(_exported(old), "utf-8")
    store = RuleSetStore(tmp_path / "rulesets.json")
    name = store.import_file(path)
    assert store.get(name) == GRANDMA
