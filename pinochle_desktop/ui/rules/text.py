"""A readable summary of the rules being played, written from the RuleSet itself.

Generated rather than hand-written so it can never disagree with the engine:
change an option and Help > Rules changes with it.
"""

from __future__ import annotations

from html import escape

from ...engine import PRESET_TITLES, RuleSet
from .meld_table_model import MELD_NAMES

_DECKS = {
    "single": "a single pinochle deck of 48 cards (two of each card, 9 to ace)",
    "double": "a double deck of 80 cards (four of each card, no nines)",
    "triple": "a triple deck of 120 cards (six of each card, no nines)",
    "double_with_nines": "a double deck of 96 cards (four of each card, nines included)",
}
_HEAD = {
    "always": "You must beat the winning card when you can (heading).",
    "always_strict": "You must beat the best card of the led suit when you can, even after "
                     "someone has trumped.",
    "trump_led": "You must beat the winning card only when trump is led.",
    "never": "You need not beat the winning card.",
}
_RANKS = ("9", "J", "Q", "K", "10", "A")


def _sides(rules: RuleSet) -> str:
    n = rules.num_players
    if all(len(side) == 1 for side in rules.sides) and rules.call_partner:
        return f"{n} players, each keeping a score of their own, with a new partnership every hand"
    if all(len(side) == 1 for side in rules.sides):
        return f"{n} players, each for themselves"
    size = len(rules.sides[0])
    return f"{n} players in {len(rules.sides)} teams of {size}; partners sit apart"


def rules_html(rules: RuleSet) -> str:
    """The rules as simple HTML for a QTextBrowser."""
    title = PRESET_TITLES.get(rules.variant, rules.variant.replace("_", " ").title())
    parts = [f"<h2>{escape(title)}</h2>"]
    setup = [
        f"{_sides(rules)}.",
        f"Played with {_DECKS.get(rules.deck, rules.deck)}.",
        f"Each player gets {rules.hand_size} cards, dealt in packets of {rules.deal_packet}.",
    ]
    if rules.sit_out:
        setup.append("The dealer sits out each hand" +
                     (" (and the player two to the left)." if rules.sit_out > 1 else "."))
    parts.append(_section("The deal", setup))
    if rules.style == "classic":
        parts.append(_classic(rules))
    else:
        parts.append(_auction(rules))
        parts.append(_section("Trick play", _play(rules)))
    parts.append(_meld_table(rules))
    parts.append(_section("Counting and scoring", _scoring(rules)))
    if rules.stakes:
        parts.append(_section(_tr("Playing for stakes"), stakes_items(rules)))
    parts.append(_section("Winning", _winning(rules)))
    if rules.check_ledger:
        parts.append(_section("Check ledger", _checks(rules)))
    parts.append(_section(_tr("At the table"), table_keys()))
    return "\n".join(parts)


def _tr(text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("RulesText", text)


def table_keys() -> list[str]:
    """The keys and clicks that help follow the game, for Help."""
    return [
        _tr("Left and Right move along the cards you may play; Enter or Space plays the "
            "one marked."),
        _tr("H (Edit > Hint) suggests a move and why, and marks it on the table."),
        _tr("L (View > Last Trick), or a click on a name plate, shows the last trick "
            "again; L or a click puts it away."),
        _tr("Cards you have just received (passed to you, from the widow, drawn from "
            "the stock) are marked green until your next move."),
        _tr("When your side is certain to take every remaining trick, Claim the rest "
            "(C, Game > Claim the Rest) plays them out at once; the computer players "
            "claim too."),
    ]


def _checks(rules: RuleSet) -> list[str]:
    """Check pinochle's ledger in words."""
    melds = ["a run +1", "aces around +1", "a roundhouse +2"]
    if rules.check_double_marriage:
        melds.append("a double marriage +1")
    if rules.check_double_pinochle:
        melds.append("a double pinochle +1")
    if rules.check_double_around:
        melds.append("any double around +2")
    items = [
        "Besides the score, players win checks; every check a player wins is paid "
        "by each of the others.",
        "Meld checks, for every player whether or not the bid is made: "
        + ", ".join(melds) + ".",
        "A bidder who looks at the widow and is set pays 1 check"
        + (", and 1 more for playing the hand out." if rules.check_played_and_lost else "."),
        f"Winning the game earns {rules.check_game} checks.",
    ]
    if rules.check_seven_nines:
        items.append(f"Being dealt seven nines earns {rules.check_seven_nines} checks.")
    return items


def _section(title: str, items: list[str]) -> str:
    body = "".join(f"<li>{escape(i)}</li>" for i in items if i)
    return f"<h3>{escape(title)}</h3><ul>{body}</ul>"


def _auction(rules: RuleSet) -> str:
    items = [
        "Bidding starts left of the dealer and goes clockwise; a pass is final.",
        f"The lowest bid is {rules.min_bid}; bids go up in steps of {rules.bid_increment}"
        + (f" (then {rules.increment_above} from {rules.increment_threshold})"
           if rules.increment_threshold else "") + ".",
    ]
    if rules.first_bidder_must_open:
        items.append(f"The player left of the dealer must open at {rules.min_bid}.")
    if rules.must_open_with_meld:
        items.append("A player holding meld may not pass before someone bids.")
    if rules.all_pass == "dealer_stuck":
        items.append("If everyone passes, the dealer is stuck with the minimum bid.")
    else:
        items.append("If everyone passes, the cards are redealt by the next dealer.")
    if rules.trump_requires == "marriage":
        items.append("You may name trump only in a suit where you hold a marriage.")
    elif rules.trump_requires == "meld_in_suit":
        items.append("You may name trump only in a suit where you hold meld.")
    items.append("The highest bidder names trump.")
    if rules.widow_size:
        how = {"shown": "is turned up for everyone, then taken by the bidder",
               "blind": "is taken unseen by the bidder",
               "kitty": "is dealt out by the bidder, one card to each player"}
        items.append(f"A widow of {rules.widow_size} cards {how.get(rules.widow_mode, '')}.")
        if rules.widow_mode in ("shown", "blind"):
            items.append(f"The bidder then buries {rules.widow_size} cards face down; their "
                         "counters score for the bidder.")
    if rules.call_partner:
        which = ("the first of its holders to play it"
                 if rules.partner_rule == "first_played"
                 else "its first holder clockwise from the bidder")
        items.append(
            "After naming trump the bidder calls a card (usually the ace of trump). Its holder "
            f"(when several hold one, {which}) is the bidder's partner for this hand, in "
            "secret until that card is played; everyone else plays against the two. A bidder "
            "who calls a card it holds every copy of plays alone.")
        items.append(
            "If the bid is made, bidder and partner each score their team's meld and "
            "counters; if not, each loses the bid. Each of the others scores their own meld "
            "(when their side saves meld) and the counters in the tricks they took.")
    if rules.pass_count:
        items.append(f"After trump is named, the bidder's partner passes {rules.pass_count} "
                     "cards to the bidder, who passes the same number back.")
    if rules.allow_concede and not rules.stakes:  # stakes: see "Playing for stakes"
        items.append("Before the first lead the bidder may concede: they lose the bid and the "
                     "others score their meld.")
    if rules.shoot_the_moon:
        items.append("The bidder may shoot the moon: promise to take every trick.")
    if rules.misdeal_nines:
        items.append("A player dealt too many nines may throw the hand in for a redeal.")
    return _section("Bidding", items)


def _play(rules: RuleSet) -> list[str]:
    items = ["The bidder leads to the first trick."]
    if rules.first_lead_trump:
        items.append("The first lead must be trump if possible.")
    items.append("You must follow suit." + (" If you cannot, you must trump."
                                             if rules.must_trump else ""))
    items.append(_HEAD.get(rules.head_rule, ""))
    items.append("The highest trump wins, else the highest card of the suit led; of two "
                 "identical cards the first played wins. The winner leads next.")
    return items


def _classic(rules: RuleSet) -> str:
    items = [
        "No bidding: the next card is turned up for trump and the rest form the stock.",
        f"If the turned-up card is a nine, the dealer scores {rules.dealer_dix_bonus}."
        if rules.dealer_dix_bonus else "",
        "While the stock lasts you need not follow suit; the higher card of the suit led "
        "or a trump wins.",
        "The winner of each trick may lay one meld face up, then both players draw.",
        "The dix (9 of trump) may be exchanged for the turned-up card, or shown, for 10.",
        "When the stock is gone, melds go back to the hands and you must follow suit, "
        "trump if you cannot, and "
        + ("beat the card led if you can." if rules.phase2_head == "always"
           else "beat the card led when trump is led."),
    ]
    return _section("Play", items)


def _meld_table(rules: RuleSet) -> str:
    rows = []
    for kind, values in rules.meld_values:
        single, double = values[0], values[1]
        rows.append(f"<tr><td>{escape(MELD_NAMES.get(kind, kind))}</td>"
                    f"<td align='right'>{single}</td><td align='right'>{double}</td></tr>")
    head = "<tr><th align='left'>Meld</th><th>Single</th><th>Double</th></tr>"
    note = ("<p>A card may be used in one meld of each kind (sequence, around, pinochle) "
            "at once.</p>")
    if rules.marriages_trump_only:
        note += "<p>Marriages count only in trump.</p>"
    if rules.quadruple_wins_game:
        note += ("<p>Four runs, four royal marriages or four pinochles in one hand win "
                 "the game when the hand is scored.</p>")
    return f"<h3>Meld</h3><table cellspacing='0' cellpadding='3'>{head}{''.join(rows)}</table>" \
        + note


def _scoring(rules: RuleSet) -> list[str]:
    values = rules.counter_values
    counted = ", ".join(f"{_RANKS[r]} = {values[r]}" for r in range(5, -1, -1) if values[r])
    items = [
        f"Counters won in tricks: {counted}; the last trick is worth {rules.last_trick_bonus}. "
        f"All counters add up to {rules.total_trick_points}.",
    ]
    if rules.style != "classic":
        save = {"always": "Meld always counts.",
                "one_trick": "A side's meld counts only if it wins at least one trick.",
                "counters": f"A side's meld counts only if it takes {rules.save_meld_points} "
                            "in counters."}
        items.append(save.get(rules.save_meld, ""))
        if not rules.stakes:
            items.append("The bidding side must make meld plus counters at least equal to "
                         "the bid, or it is set: the bid is subtracted from its score.")
        else:
            items.append(_tr("The bidder must make meld plus counters at least equal to the "
                             "bid; the opponents' counters decide nothing else."))
    elif rules.round_counts:
        items.append("Counters are rounded to the nearest ten (7, 8 and 9 round up).")
    return items


def stakes_items(rules: RuleSet) -> list[str]:
    """The auction played for stakes (RULES.md section 11) in plain words."""
    bands = rules.stakes_bands
    table = "; ".join(f"{low:,} or more: {units}" for low, units in bands)
    scale = {"scarne": "Scarne's scale", "scarne_bonus": "Scarne's scale with bonus",
             "hoyle": "Hoyle's scale", "custom": "your own table"}.get(rules.stakes_scale,
                                                                        rules.stakes_scale)
    others = rules.num_players - 1
    items = [
        _tr("Each hand is paid off in units, and the units are the score. A bid is worth "
            "the units of its band ({0}: {1}).").format(scale, table),
        _tr("Every player at the table takes part in the settlement, the one sitting out "
            "too."),
        _tr("Only the bidder melds.") if rules.only_bidder_melds else "",
        _tr("Before leading to the first trick the bidder may play the hand, claim it when "
            "the meld alone makes the bid, concede it, or re-arrange: take the buried cards "
            "back and name trump, meld and bury again."),
        _tr("When the bidder plays, each opponent in turn may concede the contract or "
            "defend; if every opponent concedes, it is made without play."),
        _tr("Made, claimed or conceded by the opponents: each of the other {0} players pays "
            "the bidder the bid's value.").format(others),
        _tr("Single bete: a bidder who concedes pays the value to each other player and to "
            "the kitty."),
        _tr("Double bete: a bidder who plays and is set pays twice the value to each of "
            "them and to the kitty."),
        _tr("A bidder forced to open at the minimum may throw the hand in without looking "
            "at the widow, paying the value to the kitty alone.")
        if rules.concede_unseen_at_min or rules.first_bidder_must_open else "",
        _tr("With spades trump a hand pays double (a concession pays single).")
        if rules.stakes_spades_double else "",
        {
            "never": _tr("The kitty is never paid out; it only grows."),
            "made_bid": _tr("A bidder who makes a bid of {0:,} or more is paid by the kitty "
                            "too, as far as it holds.").format(rules.kitty_payout_bid),
            "game_end": _tr("When the game ends the kitty is shared evenly among the "
                            "players."),
        }.get(rules.kitty_payout, ""),
    ]
    return items


def _winning(rules: RuleSet) -> list[str]:
    if rules.stakes:
        rounds = rules.stakes_rounds
        if not rounds:
            return [_tr("Play as long as you like; whoever holds the most units is ahead.")]
        return [_tr("The game lasts {0} rounds (each player deals once a round, {1} deals); "
                    "the most units win, and a shared lead plays one more deal.").format(
                        rounds, rounds * rules.num_players)]
    items = [f"The first side to reach {rules.target_score} at the end of a hand wins."]
    if rules.bid_out_only:
        items.append("Only the bidder can go out: by making the bid and reaching the target.")
    elif rules.tie_rule == "bidder_wins":
        items.append("If several sides pass the target together, the bidding side wins if "
                     "it made its bid.")
    elif rules.tie_rule == "extend":
        items.append(f"If both pass the target together, it rises by {rules.extend_by}.")
    return items
