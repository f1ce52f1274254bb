"""What the table says: plate texts, the info panel and meld rows, from an observation.

Pure functions of the viewer's observation and the seat names, so the words on
the table can be tested without a window and the scene only draws.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ...engine import Card, Observation, sort_hand
from ...engine.cards import Rank, Suit, deck_copies, deck_has_nines
from ..engine_text import engine_text
from ..table.items import InfoValues, SideLine
from ..table.records import PlateText, TableDetails
from ..words import cards_label, is_you, plural, suit_title, units_words

translate = QCoreApplication.translate

_BID_PHASES = ("misdeal", "bid", "widow")

_WIDOW_PHASES = ("misdeal", "bid", "widow", "kitty")
_CLASSIC_PHASE1 = ("classic_trick", "classic_meld", "classic_dix", "classic_take")


@dataclass
class StakesLedger:
    """The auction for stakes: what the table shows besides each player's units."""

    #: the kitty's units now
    kitty: int = 0
    #: each player's units won (or paid) in the last hand scored, if this hand is over
    last_hand: list[int] | None = None


@dataclass
class Seating:
    """Names and levels of the seats, and the variant's title."""

    names: list[str]
    levels: list[str]
    title: str
    four_color: bool = False


def side_name(obs: Observation, seating: Seating, side: int) -> str:
    return " & ".join(seating.names[s] for s in obs.rules.sides[side])


def table_details(obs: Observation, seating: Seating, thinking: int | None = None,
                  widow_seen: list[str] | None = None, ledger: StakesLedger | None = None
                  ) -> TableDetails:
    return TableDetails(
        info=info_values(obs, seating, widow_seen, ledger),
        plates=[plate_text(obs, seating, seat, thinking) for seat in range(len(seating.names))],
        meld_rows=meld_rows(obs),
        show_widow=bool(obs.rules.widow_size) and obs.phase in _WIDOW_PHASES,
    )


def plate_text(obs: Observation, seating: Seating, seat: int, thinking: int | None) -> PlateText:
    text = PlateText(
        active=obs.current_player == seat,
        dealer=obs.dealer == seat,
        sitting_out=seat in obs.sitting_out,
    )
    level = seating.levels[seat]
    if not level:
        partners = obs.rules.partners_of(seat)
        level = translate("Presenter", "partner: {names}").format(
            names=", ".join(seating.names[p] for p in partners)) if partners \
            else translate("Presenter", "your seat")
    # each seat's last bid stays on its plate until the first card is led, so a pass
    # made just before the auction ended is seen
    last = [amount for s, amount in obs.bids if s == seat] \
        if obs.rules.style != "classic" and not (obs.tricks or obs.trick) else []
    # a bid on a plate is a fact, not a button: German shows "Gebot 250", not "250 reizen"
    passed = translate("Presenter", "Pass", "a pass shown on a seat's plate")
    if obs.phase in _BID_PHASES and last:
        text.status = passed if last[-1] is None else str(last[-1])
    elif obs.bidder == seat and obs.contract is not None:
        text.status = translate("Presenter", "Bid {amount}", "a bid shown on a seat's plate") \
            .format(amount=obs.contract)
    elif obs.partner == seat:
        text.status = translate("Presenter", "Partner")
    elif last and obs.phase not in ("hand_over", "game_over"):
        text.status = passed if last[-1] is None else translate(
            "Presenter", "Bid {amount}", "a bid shown on a seat's plate").format(amount=last[-1])
    if thinking == seat and obs.current_player == seat:
        text.status = translate("Presenter", "thinking…")
    parts: list[str] = []
    meld = obs.melds[seat] if seat < len(obs.melds) else None
    if meld is not None and meld.get("total"):
        parts.append(translate("Presenter", "meld {points}").format(points=meld["total"]))
    if obs.tricks or obs.trick:
        taken = obs.tricks_taken[seat] if seat < len(obs.tricks_taken) else 0
        parts.append(plural(translate("Presenter", "%n trick(s)", None, taken), taken))
    text.detail = " · ".join(parts) if parts else level
    return text


def info_values(obs: Observation, seating: Seating,
                widow_seen: list[str] | None = None,
                ledger: StakesLedger | None = None) -> InfoValues:
    rules = obs.rules
    names = seating.names
    classic = rules.style == "classic"
    values = InfoValues(
        title=seating.title.split(" (")[0],
        hand_text=_hand_text(obs, names),
        trump=obs.trump.name if obs.trump is not None else None,
        target=obs.target,
        heading=_heading(obs, ledger),
        four_color=seating.four_color,
    )
    if classic:
        values.contract_text = translate("Presenter", "No bidding")
        if obs.up_card is not None:
            values.trump_note = translate("Presenter", "Trump: {suit}").format(
                suit=suit_title(Suit(obs.trump or 0)))
    elif obs.contract is not None and obs.bidder is not None:
        text = translate("Presenter", "{bidder} bid {contract} (moon)") if obs.moon \
            else translate("Presenter", "{bidder} bid {contract}")
        values.contract_text = text.format(bidder=names[obs.bidder], contract=obs.contract)
    else:
        bids = [(s, a) for s, a in obs.bids if a is not None]
        if bids:
            seat, amount = bids[-1]
            values.contract_text = translate("Presenter", "High bid {amount}: {bidder}").format(
                amount=amount, bidder=names[seat])
        else:
            values.contract_text = translate("Presenter", "Bids from {amount}").format(
                amount=rules.min_bid)
    for side, seats in enumerate(rules.sides):
        detail = ""
        meld = sum((obs.melds[s] or {}).get("total", 0) for s in seats
                   if s < len(obs.melds) and obs.melds[s] is not None)
        taken = sum(obs.points_taken[s] for s in seats if s < len(obs.points_taken))
        if (obs.tricks or obs.trick or meld) and obs.phase not in ("hand_over", "game_over"):
            detail = translate("Presenter", "meld {meld}  ·  counters {counters}").format(
                meld=meld, counters=taken)
        if rules.check_ledger and obs.checks:
            checks = translate("Presenter", "checks {checks}").format(
                checks=f"{sum(obs.checks[s] for s in seats):+d}")
            detail = "  ·  ".join(p for p in (detail, checks) if p)
        if rules.stakes:
            detail = _stakes_detail(obs, side, detail, ledger)
        values.sides.append(SideLine(side_name(obs, seating, side), obs.scores[side], side,
                                     detail))
    values.call_text = call_text(obs, names)
    notes: list[str] = []
    if classic and obs.stock_size:
        stock = obs.stock_size
        notes.append(plural(translate("Presenter", "Stock: %n card(s)", None, stock), stock))
    if widow_seen:
        notes.append(translate("Presenter", "Widow: {cards}").format(
            cards=cards_label(widow_seen)))
    if rules.stakes and ledger is not None:
        notes.append(translate("Presenter", "Units: the score.  Kitty: {units}").format(
            units=units_words(ledger.kitty)))
    values.note = "\n".join(notes)
    return values


def _heading(obs: Observation, ledger: StakesLedger | None) -> str:
    """The line above the scores: ``Score  ·  game to 1000``; a stakes game is settled
    in units hand by hand: ``Units  ·  hand 3 of 16  ·  kitty 4``."""
    rules = obs.rules
    if not rules.stakes:
        return translate("Presenter", "Score  ·  game to {target}").format(target=obs.target)
    deals = rules.stakes_rounds * rules.num_players
    hand = obs.hand_number + 1
    parts = [translate("Presenter", "Units"),
             translate("Presenter", "hand {hand} of {deals}").format(hand=hand, deals=deals)
             if hand <= deals else translate("Presenter", "hand {hand}").format(hand=hand)]
    if ledger is not None:
        parts.append(translate("Presenter", "kitty {units}").format(units=ledger.kitty))
    return "  ·  ".join(parts)


def _hand_text(obs: Observation, names: list[str]) -> str:
    """``Hand 3  ·  dealer North``; a stakes game with rounds says how many deals it has."""
    rules = obs.rules
    if rules.stakes and rules.stakes_rounds:
        deals = rules.stakes_rounds * rules.num_players
        if obs.hand_number < deals:
            return translate("Presenter", "Hand {hand} of {deals}  ·  dealer {dealer}").format(
                hand=obs.hand_number + 1, deals=deals, dealer=names[obs.dealer])
    return translate("Presenter", "Hand {hand}  ·  dealer {dealer}").format(
        hand=obs.hand_number + 1, dealer=names[obs.dealer])


def _stakes_detail(obs: Observation, side: int, detail: str,
                   ledger: StakesLedger | None) -> str:
    """A player's line in a stakes game: units are the score; during the hand the
    bidder's meld and counters (nobody else melds), after it the units won or paid."""
    if obs.phase in ("hand_over", "game_over"):
        last = ledger.last_hand if ledger is not None else None
        if last is not None and side < len(last):
            return translate("Presenter", "this hand {units}").format(
                units=units_words(last[side]) if last[side] <= 0
                else "+" + units_words(last[side]))
        return ""
    if side in obs.sitting_out:
        return translate("Presenter", "sits out; pays or is paid")
    if obs.tricks or obs.trick:
        if obs.bidder is not None and side == obs.rules.side_of(obs.bidder):
            return detail
        taken = obs.points_taken[side] if side < len(obs.points_taken) else 0
        return translate("Presenter", "counters {counters}").format(
            counters=taken)  # only the bidder melds
    if obs.bidder is not None and side == obs.rules.side_of(obs.bidder) and obs.contract:
        meld = (obs.melds[obs.bidder] or {}).get("total", 0) \
            if obs.bidder < len(obs.melds) else 0
        worth = units_words(obs.rules.stake_units(obs.contract))
        return translate("Presenter", "meld {meld}  ·  worth {units}").format(
            meld=meld, units=worth) if meld \
            else translate("Presenter", "worth {units}").format(units=worth)
    return ""


def call_text(obs: Observation, names: list[str]) -> str:
    """Five-handed: the called card and the partner, as far as the viewer may know.

    The partner is named only once it has shown itself (``obs.partner``). That
    the bidder plays alone is known to the bidder from its own cards, and to
    everyone once the bidder has played every copy of the called card.
    """
    if not obs.rules.call_partner or obs.bidder is None or obs.phase in _BID_PHASES:
        return ""
    if obs.called is None:
        return translate("Presenter", "Calling a partner…") if obs.phase == "call" else ""
    card = obs.called.label
    if obs.partner is not None:
        return translate("Presenter", "Called {card}  ·  partner: {partner}").format(
            card=card, partner=names[obs.partner])
    if _known_alone(obs, obs.bidder, obs.called):
        name = names[obs.bidder]
        if obs.seat == obs.bidder:
            text = translate("Presenter", "Called {card}  ·  you play alone")
        elif is_you(name):
            text = translate("Presenter", "Called {card}  ·  {bidder} play alone", "You")
        else:
            text = translate("Presenter", "Called {card}  ·  {bidder} plays alone")
        return text.format(card=card, bidder=name)
    return translate("Presenter", "Called {card}  ·  partner secret").format(card=card)


def _known_alone(obs: Observation, bidder: int, called: Card) -> bool:
    """The viewer knows the bidder holds every copy of the called card (or that it is
    not in the deck): from the cards the bidder played, and the bidder's own hand."""
    in_deck = deck_has_nines(obs.rules.deck) or called.rank != Rank.NINE
    copies = deck_copies(obs.rules.deck) if in_deck else 0
    played = [c for _, trick, _ in obs.tricks for s, c in trick if s == bidder]
    played += [c for s, c in obs.trick if s == bidder]
    held = obs.hand.count(called) if obs.seat == bidder else 0
    return held + played.count(called) >= copies


def meld_rows(obs: Observation) -> dict[int, tuple[list[str], list[str], str]]:
    """Seat -> (cards to show face up, "name points" lines, total text)."""
    rows: dict[int, tuple[list[str], list[str], str]] = {}
    if obs.rules.style == "classic":
        if obs.phase not in _CLASSIC_PHASE1:
            return rows
        for seat, meld in enumerate(obs.melds):
            cards = [c.code for c in obs.table[seat]] if seat < len(obs.table) else []
            if not meld or not meld.get("melds"):
                continue
            lines = [f"{_cap(engine_text(m['name']))} {m['points']}" for m in meld["melds"]]
            rows[seat] = (cards, lines, f"{meld['total']}")
        return rows
    if obs.phase not in ("declare", "play") or obs.tricks or obs.trick:
        return rows
    trump = obs.trump
    for seat, meld in enumerate(obs.melds):
        if meld is None or seat in obs.sitting_out:
            continue
        cards = [c.code for c in _sorted(obs.meld_cards[seat], trump)]
        lines = [f"{_cap(engine_text(m['name']))} {m['points']}" for m in meld.get("melds", [])]
        total = translate("Presenter", "meld {points}").format(points=meld["total"]) \
            if meld.get("total") else translate("Presenter", "no meld")
        rows[seat] = (cards, lines, total)
    return rows


def _sorted(cards: Sequence[Card], trump: Suit | None) -> list[Card]:
    return sort_hand(cards, trump)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]
