"""A readable summary of the rules being played, written from the RuleSet itself.

Generated rather than hand-written so it can never disagree with the engine:
change an option and Help > Rules changes with it. Written in the player's
language (context ``RulesText``). The sentences here tell the game; every other
option in use (:mod:`.in_force`) is listed under "Other house rules in force" in
the House Rules dialog's own words, so no option in force goes unsaid.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QCoreApplication

from ...engine import PRESET_TITLES, RuleSet
from ...engine.rules.applicability import reason_not_used
from ...engine.rules.values import card_values
from ..engine_text import engine_text
from ..words import QT_TRANSLATE_NOOP, plural
from .in_force import house_rule_lines
from .meld_table_model import meld_name

translate = QCoreApplication.translate

_DECKS = {
    "single": QT_TRANSLATE_NOOP(
        "RulesText",
        "Played with a single pinochle deck of 48 cards (two of each card, 9 to ace)."),
    "double": QT_TRANSLATE_NOOP(
        "RulesText", "Played with a double deck of 80 cards (four of each card, no nines)."),
    "triple": QT_TRANSLATE_NOOP(
        "RulesText", "Played with a triple deck of 120 cards (six of each card, no nines)."),
    "double_with_nines": QT_TRANSLATE_NOOP(
        "RulesText",
        "Played with a double deck of 96 cards (four of each card, nines included)."),
}
_HEAD = {
    "always": QT_TRANSLATE_NOOP("RulesText",
                                "You must beat the winning card when you can (heading)."),
    "always_strict": QT_TRANSLATE_NOOP(
        "RulesText", "You must beat the best card of the led suit when you can, even after "
        "someone has trumped."),
    "trump_led": QT_TRANSLATE_NOOP("RulesText",
                                   "You must beat the winning card only when trump is led."),
    "never": QT_TRANSLATE_NOOP("RulesText", "You need not beat the winning card."),
}
_RANKS = ("9", "J", "Q", "K", "10", "A")


def _always(_rules: RuleSet) -> bool:
    return True


#: the options whose value the sentences below state, and in which rules they do (by
#: name; the others in use get a line of their own, :func:`.in_force.house_rule_lines`)
STATED: dict[str, Callable[[RuleSet], bool]] = {
    **dict.fromkeys((
        "variant", "num_players", "deck", "hand_size", "sit_out", "widow_mode", "widow_size",
        "deal_packet", "dealer_dix_bonus",
        "min_bid", "bid_increment", "increment_threshold", "increment_above",
        "first_bidder_must_open", "must_open_with_meld", "all_pass", "stuck_bid",
        "trump_requires", "call_partner", "partner_rule", "pass_count", "pass_mode",
        "meld_values", "marriages_trump_only", "quadruple_wins_game",
        "must_trump", "head_rule", "first_lead_trump", "phase2_head",
        "count_method", "last_trick_bonus", "round_counts", "save_meld", "save_meld_points",
        "target_score", "extend_by", "bid_out_only", "misdeal_nines", "shoot_the_moon",
        "check_ledger", "check_double_marriage", "check_double_pinochle",
        "check_double_around", "check_seven_nines", "check_played_and_lost", "check_game",
        "stakes", "stakes_scale", "stakes_bands", "stakes_spades_double", "kitty_payout",
        "kitty_payout_bid", "stakes_rounds",
    ), _always),
    "allow_concede": lambda r: r.allow_concede or r.stakes,
    "concede_unseen_at_min": lambda r: r.stakes,
    "only_bidder_melds": lambda r: r.stakes,
    "tie_rule": lambda r: r.bid_out_only or r.tie_rule in ("bidder_wins", "extend"),
}


def _stated(name: str, rules: RuleSet) -> bool:
    said = STATED.get(name)
    return said is not None and said(rules)


def sides_sentence(rules: RuleSet) -> str:
    """Who plays with whom, in a sentence."""
    n = rules.num_players
    if all(len(side) == 1 for side in rules.sides) and rules.call_partner:
        return translate("RulesText", "{n} players, each keeping a score of their own, with a "
                         "new partnership every hand.").format(n=n)
    if all(len(side) == 1 for side in rules.sides):
        return translate("RulesText", "{n} players, each for themselves.").format(n=n)
    return translate("RulesText", "{n} players in {teams} teams of {size}; partners sit "
                     "apart.").format(n=n, teams=len(rules.sides), size=len(rules.sides[0]))


def rules_html(rules: RuleSet) -> str:
    """The rules as simple HTML for a QTextBrowser."""
    title = engine_text(PRESET_TITLES.get(rules.variant, rules.variant.replace("_", " ").title()))
    parts = [f"<h2>{escape(title)}</h2>"]
    deck = _DECKS.get(rules.deck)
    setup = [
        sides_sentence(rules),
        translate("RulesText", deck) if deck else
        translate("RulesText", "Played with {deck}.").format(deck=rules.deck),
        translate("RulesText", "Each player gets {cards} cards, dealt in packets of "
                  "{packet}.").format(cards=rules.hand_size, packet=rules.deal_packet),
    ]
    if rules.sit_out > 1:
        setup.append(translate("RulesText",
                               "The dealer sits out each hand (and the player two to the left)."))
    elif rules.sit_out:
        setup.append(translate("RulesText", "The dealer sits out each hand."))
    parts.append(_section(translate("RulesText", "The deal"), setup))
    if rules.style == "classic":
        parts.append(_classic(rules))
    else:
        parts.append(_auction(rules))
        parts.append(_section(translate("RulesText", "Trick play"), play_items(rules)))
    parts.append(_meld_table(rules))
    parts.append(_section(translate("RulesText", "Counting and scoring"), scoring_items(rules)))
    if rules.stakes:
        parts.append(_section(translate("RulesText", "Playing for stakes"), stakes_items(rules)))
    parts.append(_section(translate("RulesText", "Winning"), _winning(rules)))
    if rules.check_ledger:
        parts.append(_section(translate("RulesText", "Check ledger"), _checks(rules)))
    others = house_rule_lines(rules, _stated)
    if others:
        parts.append(_section(translate("RulesText", "Other house rules in force"), others))
    parts.append(_section(translate("RulesText", "At the table"), table_keys()))
    return "\n".join(parts)


def table_keys() -> list[str]:
    """The keys and clicks that help follow the game, for Help."""
    return [
        translate(
            "RulesText",
            "Left and Right move along the cards you may play; Enter or Space plays the one "
            "marked."),
        translate(
            "RulesText", "H (Edit > Hint) suggests a move and why, and marks it on the table."),
        translate(
            "RulesText",
            "L (View > Last Trick), or a click on a name plate, shows the last trick again; L or a"
            " click puts it away."),
        translate(
            "RulesText",
            "Cards you have just received (passed to you, from the widow, drawn from the stock) "
            "are marked green until your next move."),
        translate(
            "RulesText",
            "When your side is certain to take every remaining trick, Claim the rest (C, Game > "
            "Claim the Rest) plays them out at once; the computer players claim too."),
    ]


def _checks(rules: RuleSet) -> list[str]:
    """Check pinochle's ledger in words."""
    melds = [translate("RulesText", "a run +1"), translate("RulesText", "aces around +1"),
             translate("RulesText", "a roundhouse +2")]
    if rules.check_double_marriage:
        melds.append(translate("RulesText", "a double marriage +1"))
    if rules.check_double_pinochle:
        melds.append(translate("RulesText", "a double pinochle +1"))
    if rules.check_double_around:
        melds.append(translate("RulesText", "any double around +2"))
    # (lupdate drops a call whose number is an attribute or a call: a plain name only)
    game = rules.check_game
    items = [
        translate("RulesText", "Besides the score, players win checks; every check a player "
                  "wins is paid by each of the others."),
        translate("RulesText", "Meld checks, for every player whether or not the bid is made: "
                  "{melds}.").format(melds=", ".join(melds)),
        translate("RulesText", "A bidder who looks at the widow and is set pays 1 check, and 1 "
                  "more for playing the hand out.") if rules.check_played_and_lost else
        translate("RulesText", "A bidder who looks at the widow and is set pays 1 check."),
        plural(translate("RulesText", "Winning the game earns %n check(s).", None, game),
               game),
    ]
    nines = rules.check_seven_nines
    if nines:
        items.append(plural(translate("RulesText", "Being dealt seven nines earns %n check(s).",
                                      None, nines), nines))
    return items


def _section(title: str, items: list[str]) -> str:
    body = "".join(f"<li>{escape(i)}</li>" for i in items if i)
    return f"<h3>{escape(title)}</h3><ul>{body}</ul>"


def _auction(rules: RuleSet) -> str:
    if rules.increment_threshold:
        steps = translate("RulesText", "The lowest bid is {lowest}; bids go up in steps of "
                          "{step} (then {bigger} from {threshold}).").format(
                              lowest=rules.min_bid, step=rules.bid_increment,
                              bigger=rules.increment_above, threshold=rules.increment_threshold)
    else:
        steps = translate("RulesText", "The lowest bid is {lowest}; bids go up in steps of "
                          "{step}.").format(lowest=rules.min_bid, step=rules.bid_increment)
    items = [
        translate("RulesText", "Bidding starts left of the dealer and goes clockwise; a pass "
                  "is final."),
        steps,
    ]
    if rules.first_bidder_must_open:
        items.append(translate("RulesText", "The player left of the dealer must open at "
                               "{lowest}.").format(lowest=rules.min_bid))
    if rules.must_open_with_meld:
        items.append(translate("RulesText",
                               "A player holding meld may not pass before someone bids."))
    stuck = rules.stuck_bid
    if rules.all_pass == "dealer_stuck" and stuck is not None:
        items.append(translate("RulesText", "If everyone passes, the dealer is stuck with a "
                               "bid of {bid}.").format(bid=stuck))
    elif rules.all_pass == "dealer_stuck":
        items.append(translate("RulesText",
                               "If everyone passes, the dealer is stuck with the minimum bid."))
    else:
        items.append(translate("RulesText",
                               "If everyone passes, the cards are redealt by the next dealer."))
    if rules.trump_requires == "marriage":
        items.append(translate("RulesText",
                               "You may name trump only in a suit where you hold a marriage."))
    elif rules.trump_requires == "meld_in_suit":
        items.append(translate("RulesText",
                               "You may name trump only in a suit where you hold meld."))
    items.append(translate("RulesText", "The highest bidder names trump."))
    if rules.widow_size:
        n = rules.widow_size
        how = {
            "shown": translate("RulesText", "A widow of %n card(s) is turned up for everyone, "
                               "then taken by the bidder.", None, n),
            "blind": translate("RulesText", "A widow of %n card(s) is taken unseen by the "
                               "bidder.", None, n),
            "kitty": translate("RulesText", "A widow of %n card(s) is dealt out by the bidder, "
                               "one card to each player.", None, n),
        }
        items.append(plural(how.get(rules.widow_mode) or translate(
            "RulesText", "A widow of %n card(s).", None, n), n))
        if rules.widow_mode in ("shown", "blind"):
            items.append(plural(translate("RulesText", "The bidder then buries %n card(s) face "
                                          "down; their counters score for the bidder.", None,
                                          n), n))
    if rules.call_partner:
        if rules.partner_rule == "first_played":
            which = translate("RulesText", "After naming trump the bidder calls a card "
                              "(usually the ace of trump). Its holder (when several hold one, "
                              "the first of its holders to play it) is the bidder's partner "
                              "for this hand, in secret until that card is played; everyone "
                              "else plays against the two. A bidder who calls a card it holds "
                              "every copy of plays alone.")
        else:
            which = translate("RulesText", "After naming trump the bidder calls a card "
                              "(usually the ace of trump). Its holder (when several hold one, "
                              "its first holder clockwise from the bidder) is the bidder's "
                              "partner for this hand, in secret until that card is played; "
                              "everyone else plays against the two. A bidder who calls a card "
                              "it holds every copy of plays alone.")
        items.append(which)
        items.append(translate(
            "RulesText", "If the bid is made, bidder and partner each score their team's meld "
            "and counters; if not, each loses the bid. Each of the others scores their own "
            "meld (when their side saves meld) and the counters in the tricks they took."))
    passed = rules.pass_count
    if passed and rules.pass_mode == "simultaneous":
        items.append(plural(translate(
            "RulesText", "After trump is named, the bidder and the bidder's partner pass each "
            "other %n card(s) at the same time.", None, passed), passed))
    elif passed:
        items.append(plural(translate(
            "RulesText", "After trump is named, the bidder's partner passes %n card(s) to the "
            "bidder, who passes the same number back.", None, passed), passed))
    if rules.allow_concede and not rules.stakes:  # stakes: see "Playing for stakes"
        items.append(translate("RulesText", "Before the first lead the bidder may concede: "
                               "they lose the bid and the others score their meld."))
    if rules.shoot_the_moon:
        items.append(translate("RulesText",
                               "The bidder may shoot the moon: promise to take every trick."))
    if rules.misdeal_nines:
        items.append(translate("RulesText", "A player dealt too many nines may throw the hand "
                               "in for a redeal."))
    return _section(translate("RulesText", "Bidding"), items)


def play_items(rules: RuleSet) -> list[str]:
    """How the tricks are played (who leads, following, heading, who wins)."""
    items = [translate("RulesText", "The bidder leads to the first trick.")]
    if rules.first_lead_trump:
        items.append(translate("RulesText", "The first lead must be trump if possible."))
    items.append(translate("RulesText", "You must follow suit. If you cannot, you must trump.")
                 if rules.must_trump else translate("RulesText", "You must follow suit."))
    head = _HEAD.get(rules.head_rule)
    items.append(translate("RulesText", head) if head else "")
    items.append(translate("RulesText", "The highest trump wins, else the highest card of the "
                           "suit led; of two identical cards the first played wins. The winner "
                           "leads next."))
    return items


def _classic(rules: RuleSet) -> str:
    return _section(translate("RulesText", "Play"), classic_items(rules))


def classic_items(rules: RuleSet) -> list[str]:
    """Classic two-handed play: trump turned up, the stock, meld after a trick, the dix,
    the second half (empty sentences where an option is off)."""
    return [
        translate("RulesText", "No bidding: the next card is turned up for trump and the rest "
                  "form the stock."),
        translate("RulesText", "If the turned-up card is a nine, the dealer scores "
                  "{points}.").format(points=rules.dealer_dix_bonus)
        if rules.dealer_dix_bonus else "",
        translate("RulesText", "While the stock lasts you need not follow suit; the higher "
                  "card of the suit led or a trump wins."),
        translate("RulesText", "The winner of each trick may lay one meld face up, then both "
                  "players draw."),
        translate("RulesText", "The dix (9 of trump) may be exchanged for the turned-up card, "
                  "or shown, for 10."),
        second_half_rules(rules),
    ]


def second_half_rules(rules: RuleSet) -> str:
    """Classic two-handed: how the tricks are played once the stock is gone."""
    always = rules.phase2_head == "always"
    if rules.must_trump:
        return translate("RulesText", "When the stock is gone, melds go back to the hands and "
                         "you must follow suit, trump if you cannot, and beat the card led if "
                         "you can.") if always else \
            translate("RulesText", "When the stock is gone, melds go back to the hands and you "
                      "must follow suit, trump if you cannot, and beat the card led when trump "
                      "is led.")
    return translate("RulesText", "When the stock is gone, melds go back to the hands and you "
                     "must follow suit and beat the card led if you can.") if always else \
        translate("RulesText", "When the stock is gone, melds go back to the hands and you must "
                  "follow suit, and beat the card led when trump is led.")


def _on(rules: RuleSet, name: str) -> bool:
    """Whether yes/no option ``name`` is on and in use (the engine's applicability)."""
    return bool(getattr(rules, name)) and reason_not_used(name, rules) is None


def _meld_table(rules: RuleSet) -> str:
    rows = []
    for kind, values in rules.meld_values:
        single, double = values[0], values[1]
        rows.append(f"<tr><td>{escape(meld_name(kind))}</td>"
                    f"<td align='right'>{single}</td><td align='right'>{double}</td></tr>")
    meld = escape(translate("RulesText", "Meld"))
    one = escape(translate("RulesText", "Single"))
    two = escape(translate("RulesText", "Double"))
    head = f"<tr><th align='left'>{meld}</th><th>{one}</th><th>{two}</th></tr>"
    notes = [translate("RulesText", "A card may be used in one meld of each kind (sequence, "
                       "around, pinochle) at once.")]
    if _on(rules, "marriages_trump_only"):
        notes.append(translate("RulesText", "Marriages count only in trump."))
    if _on(rules, "quadruple_wins_game"):
        notes.append(translate("RulesText", "Four runs, four royal marriages or four pinochles "
                               "in one hand win the game when the hand is scored."))
    note = "".join(f"<p>{escape(n)}</p>" for n in notes)
    return f"<h3>{meld}</h3><table cellspacing='0' cellpadding='3'>{head}{''.join(rows)}" \
        f"</table>{note}"


def scoring_items(rules: RuleSet) -> list[str]:
    """What the counters are worth, when meld counts, what the bidder must make."""
    values = card_values(rules)[:6]  # each rank's value (the spades, none of them trump)
    counted = ", ".join(f"{_RANKS[r]} = {values[r]}" for r in range(5, -1, -1) if values[r])
    items = [
        translate("RulesText", "Counters won in tricks: {counted}; the last trick is worth "
                  "{last}. All counters add up to {total}.").format(
                      counted=counted, last=rules.last_trick_bonus,
                      total=rules.total_trick_points),
    ]
    if rules.style != "classic":
        save = {
            "always": translate("RulesText", "Meld always counts."),
            "one_trick": translate("RulesText",
                                   "A side's meld counts only if it wins at least one trick."),
            "counters": translate("RulesText", "A side's meld counts only if it takes {points} "
                                  "in counters.").format(points=rules.save_meld_points),
        }
        items.append(save.get(rules.save_meld, ""))
        if not rules.stakes:
            items.append(translate("RulesText", "The bidding side must make meld plus counters "
                                   "at least equal to the bid, or it is set: the bid is "
                                   "subtracted from its score."))
        else:
            items.append(translate("RulesText", "The bidder must make meld plus counters at "
                                   "least equal to the bid; the opponents' counters decide "
                                   "nothing else."))
    elif rules.round_counts:
        items.append(translate("RulesText",
                               "Counters are rounded to the nearest ten (7, 8 and 9 round up)."))
    return items


def stakes_items(rules: RuleSet) -> list[str]:
    """The auction played for stakes (RULES.md section 11) in plain words."""
    bands = rules.stakes_bands
    table = "; ".join(translate("RulesText", "{low} or more: {units}").format(
        low=f"{low:,}", units=units) for low, units in bands)
    scale = {
        "scarne": translate("RulesText", "Scarne's scale"),
        "scarne_bonus": translate("RulesText", "Scarne's scale with bonus"),
        "hoyle": translate("RulesText", "Hoyle's scale"),
        "custom": translate("RulesText", "your own table"),
    }.get(rules.stakes_scale, rules.stakes_scale)
    others = rules.num_players - 1
    items = [
        translate("RulesText", "Each hand is paid off in units, and the units are the score. A "
                  "bid is worth the units of its band ({scale}: {table}).").format(
                      scale=scale, table=table),
        translate(
            "RulesText",
            "Every player at the table takes part in the settlement, the one sitting out too."),
        translate("RulesText", "Only the bidder melds.") if rules.only_bidder_melds else "",
        translate(
            "RulesText",
            "Before leading to the first trick the bidder may play the hand, claim it when the "
            "meld alone makes the bid, concede it, or re-arrange: take the buried cards back and "
            "name trump, meld and bury again.") if rules.allow_concede else translate(
            "RulesText",
            "Before leading to the first trick the bidder may play the hand, claim it when the "
            "meld alone makes the bid, or re-arrange: take the buried cards back and name trump, "
            "meld and bury again."),
        translate(
            "RulesText",
            "When the bidder plays, each opponent in turn may concede the contract or defend; if "
            "every opponent concedes, it is made without play."),
        translate("RulesText", "Made, claimed or conceded by the opponents: each of the other "
                  "{others} players pays the bidder the bid's value.").format(others=others),
        translate(
            "RulesText",
            "Single bete: a bidder who concedes pays the value to each other player and to the "
            "kitty."),
        translate(
            "RulesText",
            "Double bete: a bidder who plays and is set pays twice the value to each of them and "
            "to the kitty."),
        translate(
            "RulesText",
            "A bidder forced to open at the minimum may throw the hand in without looking at the "
            "widow, paying the value to the kitty alone.")
        if _on(rules, "concede_unseen_at_min") else "",
        translate("RulesText", "With spades trump a hand pays double (a concession pays single).")
        if rules.stakes_spades_double else "",
        {
            "never": translate("RulesText", "The kitty is never paid out; it only grows."),
            "made_bid": translate("RulesText", "A bidder who makes a bid of {bid} or more is paid "
                                  "by the kitty too, as far as it holds.").format(
                                      bid=f"{rules.kitty_payout_bid:,}"),
            "game_end": translate(
                "RulesText", "When the game ends the kitty is shared evenly among the players."),
        }.get(rules.kitty_payout, ""),
    ]
    return items


def _winning(rules: RuleSet) -> list[str]:
    if rules.stakes:
        rounds = rules.stakes_rounds
        if not rounds:
            return [translate(
                "RulesText", "Play as long as you like; whoever holds the most units is ahead.")]
        return [translate("RulesText", "The game lasts {rounds} rounds (each player deals once "
                          "a round, {deals} deals); the most units win, and a shared lead plays "
                          "one more deal.").format(rounds=rounds,
                                                   deals=rounds * rules.num_players)]
    items = [translate("RulesText", "The first side to reach {target} at the end of a hand "
                       "wins.").format(target=rules.target_score)]
    if _on(rules, "bid_out_only"):
        items.append(translate("RulesText", "Only the bidder can go out: by making the bid and "
                               "reaching the target."))
    elif rules.tie_rule == "bidder_wins":
        items.append(translate("RulesText", "If several sides pass the target together, the "
                               "bidding side wins if it made its bid."))
    elif rules.tie_rule == "extend":
        items.append(translate("RulesText", "If both pass the target together, it rises by "
                               "{points}.").format(points=rules.extend_by))
    return items
