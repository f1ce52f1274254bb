"""The hand history: hands recorded from real games, kept across restarts, filtered, replayed."""

from __future__ import annotations

import json
import random
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from pinochle_desktop.engine import Phase, State, new_game, parse_cards
from pinochle_desktop.engine.events import Dealt
from pinochle_desktop.storage import history
from pinochle_desktop.storage.handrecord import hand_record_from_state
from pinochle_desktop.storage.history import HistoryDB, HistoryError, open_history
from pinochle_desktop.storage.seats import SeatInfo

from .conftest import UserDirs
from .drive import RULE_SETS, random_action

T0 = datetime(2024, 3, 1, 12, 0, tzinfo=UTC)


def seats(n: int, level: str = "standard") -> list[SeatInfo]:
    return [SeatInfo("Me")] + [SeatInfo(f"CPU {i}", level) for i in range(1, n)]


def play_game(
    db: HistoryDB,
    variant: str,
    seed: int,
    *,
    game_id: str,
    level: str = "standard",
    hands: int | None = None,
    start: datetime = T0,
) -> State:
    """Random legal moves; each scored hand is recorded (an hour apart), the result at the end."""
    state = new_game(RULE_SETS[variant], seed=seed)
    rng = random.Random(seed)
    who = seats(state.num_players, level)
    while not state.is_terminal:
        state.apply(random_action(state, rng))
        if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            when = (start + timedelta(hours=state.hand_number)).strftime("%Y-%m-%d %H:%M:%S")
            record = hand_record_from_state(state, 0, game_id, seats=who, played_at=when)
            db.record_hand(record, state.to_dict())
            if state.is_terminal:
                db.record_game_result(game_id, winner_side=state.winner, scores=state.scores)
            if hands is not None and state.hand_number + 1 >= hands:
                break
            if state.phase == Phase.HAND_OVER:
                state.apply(random_action(state, rng))
    return state


@pytest.fixture
def db(user_dirs: UserDirs) -> HistoryDB:
    return HistoryDB()


def test_lives_in_the_data_dir_in_wal_mode(db: HistoryDB, user_dirs: UserDirs) -> None:
    assert db.path == user_dirs.data / "history.sqlite3" and db.path.is_file()
    assert db.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.db.execute("PRAGMA user_version").fetchone()[0] == history.schema_version()


def test_a_hand_record_holds_the_whole_hand(db: HistoryDB) -> None:
    state = play_game(db, "partnership+house", 4, game_id="g", hands=3)
    (first,) = db.list_hands(game_id="g", limit=100)[-1:]
    rec = db.get_hand(first.id)
    dealt = [e for e in state.events if isinstance(e, Dealt) and e.hand == 0][-1]
    assert rec.deal == dealt.hands and rec.dealer == dealt.dealer
    assert rec.variant == "partnership" and rec.rules == state.rules.to_dict()
    assert rec.seats[0] == SeatInfo("Me") and rec.human_seat == 0
    assert rec.summary == state.history[0].to_dict()
    summary = state.history[0]
    assert rec.bidder == summary.bidder and rec.contract == summary.contract
    assert rec.made == summary.made and rec.trump == summary.trump
    assert rec.bidding[-1][1] is None or rec.bidding[-1][1] == rec.contract
    assert max(a for _, a in rec.bidding if a is not None) == rec.contract
    assert rec.my_contract == (rec.bidder == 0)
    assert rec.our_contract == (rec.bidder in (0, 2))
    if not rec.conceded:
        assert len(rec.passes) == 2 and all(len(p["cards"].split()) == 3 for p in rec.passes)
        assert len(rec.tricks) == 12
        played = sorted(c for t in rec.tricks for _, c in t["cards"])
        assert played == sorted(c for hand in rec.deal for c in hand.split())
        side_points = [0, 0]
        for t in rec.tricks:
            side_points[t["winner"] % 2] += t["points"] + t["last_trick_bonus"]
        assert side_points == summary.points
    assert [m["total"] if m else 0 for m in rec.melds] and len(rec.melds) == 4
    assert rec.actions == [
        f"{'-' if s is None else s}:{a}" for s, a in state.log[rec.log_start : rec.log_end]
    ]


def test_classic_and_widow_hands_are_recorded(db: HistoryDB) -> None:
    play_game(db, "two_handed", 1, game_id="classic", hands=2)
    play_game(db, "three_handed", 2, game_id="widow", hands=4)
    classic = db.get_hand(db.list_hands(game_id="classic")[-1].id)
    assert classic.bidder is None and classic.made is None and classic.stock
    assert classic.trump is not None and classic.tricks and classic.melds
    assert {e["kind"] for e in classic.other_events} >= {"drew"}
    widow = [db.get_hand(h.id) for h in db.list_hands(game_id="widow")]
    assert all(len(parse_cards(w.widow)) == 3 for w in widow)
    assert any(w.buried and w.widow_taken == w.widow for w in widow)


def test_replay_steps_through_exactly_the_recorded_hand(db: HistoryDB) -> None:
    state = play_game(db, "racehorse", 5, game_id="r", hands=3)
    for row in db.list_hands(game_id="r"):
        start, actions = db.replay(row.id)
        rec = db.get_hand(row.id)
        assert start.hand_number == rec.hand_number and len(start.history) == rec.hand_number
        assert [str(a) for a in actions] == [e.split(":", 1)[1] for e in rec.actions]
        for action in actions:
            start.apply(action)
        got = start.history[-1].to_dict()
        assert got == rec.summary == state.history[rec.hand_number].to_dict()


def test_survives_reopening(user_dirs: UserDirs) -> None:
    with HistoryDB() as db:
        play_game(db, "partnership", 3, game_id="a", hands=3)
        before = db.list_hands()
        stats = db.stats()
    with HistoryDB() as again:
        assert again.list_hands() == before and len(before) == 3
        assert again.stats() == stats
        assert again.get_hand(before[0].id).game_id == "a"


def test_recording_twice_keeps_one(db: HistoryDB) -> None:
    state = play_game(db, "cutthroat", 2, game_id="c", hands=1)
    again = hand_record_from_state(state, 0, "c", hand_number=0)
    first = db.list_hands(game_id="c")[0].id
    assert db.record_hand(again) == first
    assert db.count_hands() == 1


def test_filters_and_paging(db: HistoryDB) -> None:
    play_game(db, "partnership", 1, game_id="p", hands=6)
    play_game(db, "three_handed", 2, game_id="t", hands=5, start=T0 + timedelta(days=10))
    assert db.count_hands() == 11
    assert db.variants() == ["partnership", "three_handed"]
    rows = db.list_hands(limit=100)
    assert [r.played_at for r in rows] == sorted((r.played_at for r in rows), reverse=True)
    assert {r.variant for r in db.list_hands(variant="partnership")} == {"partnership"}
    assert db.count_hands(variant="three_handed") == 5
    made = db.list_hands(result="made")
    set_ = db.list_hands(result="set")
    assert all(r.made is True for r in made) and all(r.made is False for r in set_)
    assert len(made) + len(set_) == 11
    mine = db.list_hands(my_contract_only=True)
    assert all(r.my_contract and r.bidder == 0 for r in mine)
    assert len(mine) == sum(1 for r in rows if r.bidder == 0)
    week = db.list_hands(since=T0, until=T0 + timedelta(days=7))
    assert {r.game_id for r in week} == {"p"} and len(week) == 6
    local_naive = (T0 + timedelta(days=10)).astimezone().replace(tzinfo=None)
    assert {r.game_id for r in db.list_hands(since=local_naive)} == {"t"}
    page1 = db.list_hands(limit=4)
    page2 = db.list_hands(limit=4, offset=4)
    assert page1 + page2 == rows[:8]
    assert db.count_hands(variant="partnership", result="set", my_contract_only=True) == sum(
        1 for r in rows if r.variant == "partnership" and r.made is False and r.my_contract
    )
    with pytest.raises(ValueError, match="made' or 'set"):
        db.list_hands(result="won")  # type: ignore[arg-type]


def test_stats(db: HistoryDB) -> None:
    finished = {}
    for i, (variant, level) in enumerate(
        [("partnership", "easy"), ("partnership", "expert"), ("cutthroat", "expert")]
    ):
        finished[f"g{i}"] = play_game(db, variant, 10 + i, game_id=f"g{i}", level=level)
    play_game(db, "partnership", 20, game_id="unfinished", hands=2)
    stats = db.stats()
    won = {g: s.winner == s.rules.side_of(0) for g, s in finished.items()}
    assert stats.games_started == 4 and stats.games_played == 3
    assert stats.games_won == sum(won.values())
    assert stats.hands_played == db.count_hands()
    by_variant = {w.key: (w.played, w.won) for w in stats.win_rate_by_variant}
    assert by_variant == {"partnership": (2, won["g0"] + won["g1"]), "cutthroat": (1, won["g2"])}
    by_level = {w.key: (w.played, w.won) for w in stats.win_rate_by_difficulty}
    assert by_level == {"easy": (1, won["g0"]), "expert": (2, won["g1"] + won["g2"])}
    rows = db.list_hands(limit=10_000)
    assert stats.contracts_made == sum(r.made is True for r in rows)
    assert stats.contracts_set == sum(r.made is False for r in rows)
    assert stats.my_contracts_made == sum(r.made is True and r.bidder == 0 for r in rows)
    bids = [r.contract for r in rows if r.contract is not None]
    assert stats.average_bid == pytest.approx(sum(bids) / len(bids))
    melds = [r.human_meld for r in rows if r.human_meld is not None]
    assert stats.average_meld == pytest.approx(sum(melds) / len(melds))
    rate = next(w for w in stats.win_rate_by_variant if w.key == "cutthroat").rate
    assert rate in (0.0, 1.0)


def test_record_state_is_the_one_call(db: HistoryDB) -> None:
    state = new_game(RULE_SETS["partnership"], seed=33)
    rng = random.Random(33)
    assert db.record_state(state, "x", 0) is None
    while not state.is_terminal:
        state.apply(random_action(state, rng))
        if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            db.record_state(state, "x", 0, seats(4))
    assert db.count_hands(game_id="x") == len(state.history)
    assert db.stats().games_played == 1
    with pytest.raises(HistoryError, match="No hand of game nope"):
        db.record_game_result("nope", winner_side=0, scores=[1, 2])
    with pytest.raises(HistoryError, match="not in the history"):
        db.get_hand(10**6)


def test_export_and_import_one_hand(db: HistoryDB, tmp_path: Path) -> None:
    play_game(db, "partnership", 7, game_id="e", hands=3)
    row = db.list_hands(game_id="e")[1]
    document = json.loads(json.dumps(db.export_hand(row.id)))
    with HistoryDB(tmp_path / "other.sqlite3") as other:
        new_id = other.import_hand(document)
        assert other.get_hand(new_id) == db.get_hand(row.id)
        start, actions = other.replay(new_id)
        for a in actions:
            start.apply(a)
        assert start.history[-1].to_dict() == db.get_hand(row.id).summary
        third = HistoryDB(tmp_path / "third.sqlite3")
        edited = json.loads(json.dumps(document))
        edited["game"]["log"][edited["record"]["log_start"] + 2] = "0:play AS"
        with pytest.raises(HistoryError, match="moves and the saved game disagree"):
            third.import_hand(edited)
        record = document["record"]
        seat = record["actions"][1].split(":")[0]
        record["actions"][1] = document["game"]["log"][record["log_start"] + 1] = f"{seat}:bid 5"
        with pytest.raises(HistoryError, match=r"move 2 of the hand \(bid 5\) is not allowed"):
            third.import_hand(document)
        assert third.count_hands() == 0
        with pytest.raises(HistoryError, match="not an exported pinochle hand"):
            other.import_hand({"format": "pinochle-save"})


def test_a_hand_whose_rules_a_newer_version_wrote_says_so(db: HistoryDB, tmp_path: Path) -> None:
    from pinochle_desktop.engine.rules.serialisation import RULES_VERSION, VERSION_KEY

    play_game(db, "partnership", 7, game_id="n", hands=1)
    document = json.loads(json.dumps(db.export_hand(db.list_hands(game_id="n")[0].id)))
    document["record"]["rules"][VERSION_KEY] = RULES_VERSION + 1
    document["record"]["rules"]["trump_nine_counts"] = 10  # an option this version lacks
    path = tmp_path / "newer.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    before = path.read_bytes()
    with HistoryDB(tmp_path / "other.sqlite3") as other:
        with pytest.raises(HistoryError, match="made by a newer version of Pinochle Desktop; "
                                               "update Pinochle Desktop"):
            other.import_hand_file(path)
        assert other.count_hands() == 0
    assert path.read_bytes() == before


def test_hand_files(db: HistoryDB, tmp_path: Path) -> None:
    play_game(db, "three_handed", 9, game_id="f", hands=2)
    row = db.list_hands(game_id="f")[0]
    db.export_hand_file(row.id, tmp_path / "hand.json")
    with HistoryDB(tmp_path / "other.sqlite3") as other:
        new_id = other.import_hand_file(tmp_path / "hand.json")
        assert other.get_hand(new_id) == db.get_hand(row.id)
        (tmp_path / "cut.json").write_bytes((tmp_path / "hand.json").read_bytes()[:500])
        with pytest.raises(HistoryError, match=r"cut.json could not be imported: .*cut off"):
            other.import_hand_file(tmp_path / "cut.json")
        with pytest.raises(HistoryError, match="does not exist"):
            other.import_hand_file(tmp_path / "none.json")


def test_newer_schema_is_refused_and_left_alone(user_dirs: UserDirs) -> None:
    HistoryDB().close()
    path = user_dirs.data / "history.sqlite3"
    con = sqlite3.connect(path)
    con.execute("PRAGMA user_version = 99")
    con.close()
    with pytest.raises(HistoryError, match="newer version of Pinochle Desktop") as info:
        HistoryDB()
    assert info.value.kind == "newer"
    db, message = open_history()
    assert db is None and message is not None and "will not be recorded" in message
    assert sorted(p.name for p in user_dirs.data.iterdir() if ".bak-" in p.name) == []


def test_damaged_database_is_kept_aside_and_a_new_one_started(user_dirs: UserDirs) -> None:
    user_dirs.data.mkdir(parents=True)
    path = user_dirs.data / "history.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    with pytest.raises(HistoryError, match="damaged") as info:
        HistoryDB()
    assert info.value.kind == "damaged"
    db, message = open_history()
    assert db is not None and message is not None
    (backup,) = user_dirs.data.glob("history.sqlite3.bak-*")
    assert backup.read_bytes() == b"this is not a database" * 100 and str(backup) in message
    assert db.count_hands() == 0


def test_migration_hook(user_dirs: UserDirs, monkeypatch: pytest.MonkeyPatch) -> None:
    with HistoryDB() as db:
        play_game(db, "partnership", 3, game_id="m", hands=2)

    def add_note(con: sqlite3.Connection) -> None:
        con.execute("ALTER TABLE hands ADD COLUMN note TEXT NOT NULL DEFAULT ''")
        con.execute("UPDATE hands SET note = 'migrated'")

    monkeypatch.setattr(history, "MIGRATIONS", [*history.MIGRATIONS, add_note])
    with HistoryDB() as db:
        assert db.db.execute("PRAGMA user_version").fetchone()[0] == len(history.MIGRATIONS)
        notes = db.db.execute("SELECT DISTINCT note FROM hands").fetchall()
        assert notes == [("migrated",)] and db.count_hands() == 2

    def broken(con: sqlite3.Connection) -> None:
        con.execute("ALTER TABLE hands ADD COLUMN other TEXT")
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(history, "MIGRATIONS", [*history.MIGRATIONS, broken])
    with pytest.raises(HistoryError, match="could not be opened") as info:
        HistoryDB()
    assert info.value.kind == "unusable"
    nothing, message = open_history()  # a failed upgrade is not damage: nothing is moved
    assert nothing is None and message is not None
    assert not list(user_dirs.data.glob("*.bak-*"))
    con = sqlite3.connect(user_dirs.data / "history.sqlite3")
    # rolled back whole
    assert con.execute("PRAGMA user_version").fetchone()[0] == len(history.MIGRATIONS) - 1
    columns = [r[1] for r in con.execute("PRAGMA table_info(hands)")]
    assert "other" not in columns
    con.close()


def test_an_earlier_hand_can_be_recorded_later(db: HistoryDB) -> None:
    state = play_game(db, "partnership+house", 12, game_id="late", hands=4)
    for row in db.list_hands(game_id="late"):
        now = db.get_hand(row.id)
        later = hand_record_from_state(
            state, 0, "late", seats=seats(4), hand_number=row.hand_number, played_at=now.played_at
        )
        assert later == now
    with pytest.raises(ValueError, match="hand 99 of this game has not been scored"):
        hand_record_from_state(state, 0, "late", hand_number=99)


def test_hands_recorded_after_the_game_went_on_are_those_hands(db: HistoryDB) -> None:
    state = new_game(RULE_SETS["partnership"], seed=34)
    rng = random.Random(34)
    while not state.is_terminal:
        state.apply(random_action(state, rng))
    for result in state.history:  # each hand recorded only once the game is over
        db.record_state(state, "late", 0, seats(4), hand_number=result.hand)
    hands = sorted(db.list_hands(game_id="late"), key=lambda h: h.hand_number)
    assert [h.hand_number for h in hands] == [r.hand for r in state.history]
    assert [h.contract for h in hands] == [r.contract for r in state.history]
    assert db.stats().games_played == 1


def test_other_rules_are_checked_after_a_game_was_recorded(db: HistoryDB) -> None:
    state = play_game(db, "partnership", 7, game_id="fine", hands=1)
    record = hand_record_from_state(state, 0, "damaged", seats=seats(4))
    record.rules = dict(record.rules, num_players=10**9)
    with pytest.raises(HistoryError, match="rules"):
        db.record_hand(record)
