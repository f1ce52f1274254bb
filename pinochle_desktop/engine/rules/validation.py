"""What contradicts what in a rule set, in words: :func:`validate_rules`, which
:meth:`.ruleset.RuleSet.validate` calls.

The bounds of each option come first (:func:`.limits.limit_problems`), so nothing
below is built from a value out of its range; then the options that only go
together in some ways (a kitty and the players, stakes and partners...), each
refusal naming both options.
"""

from __future__ import annotations

from itertools import pairwise

from ..cards import deck_copies, deck_has_nines, deck_size
from ..text import QT_TRANSLATE_NOOP
from .choices import MISDEAL_CONDITIONS, STAKES_SCALES
from .fields import CHOICES, OPTION_INFO, RuleFields, bid_step_count, ledger_applies
from .limits import EXCERPT, MAX_BID_STEPS, MAX_SEATS, excerpt, limit_problems


def validate_rules(rules: RuleFields) -> list[str]:
    """Contradictions in plain words: :meth:`.ruleset.RuleSet.validate`.

    This is the single source of those messages: the rules dialog shows them
    and keeps OK disabled until the list is empty.
    """
    problems: list[str] = []
    add = problems.append
    # bounds first: nothing below is built from a value out of its range
    shape = [p for name, info in OPTION_INFO.items() if name not in _INT_NAMES
             for p in limit_problems(name, getattr(rules, name), info)]
    if shape:
        return shape
    for name in _INT_NAMES:
        problems += limit_problems(name, getattr(rules, name), OPTION_INFO[name])
    if any(_not_a_number(name, getattr(rules, name)) for name in _INT_NAMES):
        return problems  # a number that is not one: nothing more can be said
    for name, allowed in CHOICES.items():
        value = getattr(rules, name)
        if value not in allowed:
            shown = ", ".join(str(a) for a in allowed)
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "'{value}' is not a choice for {option} (choose {shown})."
            ).format(value=excerpt(value), option=name.replace("_", " "), shown=shown))
    if problems:
        return problems

    seats = sorted(s for side in rules.sides for s in side)
    # the sides hold at most 8 sides of 8 seats: compared without building range(num_players)
    if len(seats) != rules.num_players or seats != list(range(len(seats))):
        add(
            QT_TRANSLATE_NOOP(
                "Rules",
                "The sides must seat each of the {num_players:,} players exactly once (they seat "
                "{seats})."
            ).format(num_players=rules.num_players, seats=excerpt(seats, EXCERPT))
        )
    if rules.num_players < 2 or rules.num_players > MAX_SEATS:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "A table has between 2 and {most} players."
        ).format(most=MAX_SEATS))
    if not 0 <= rules.sit_out < rules.num_players - 1:
        add(QT_TRANSLATE_NOOP("Rules", "At least two players must play each hand."))
    dealt = rules.active_players * rules.hand_size + rules.widow_size
    if rules.hand_building:  # as many cards discarded as kept
        dealt += rules.active_players * rules.hand_size
    if rules.style == "auction" and dealt != deck_size(rules.deck):
        if rules.widow_size:
            dealing = QT_TRANSLATE_NOOP(
                "Rules", "{hands} hands of {hand_size} cards and a widow of {widow_size} use "
                         "{dealt} cards, but the {deck} deck has {deck_size}.")
        else:
            dealing = QT_TRANSLATE_NOOP(
                "Rules", "{hands} hands of {hand_size} cards use {dealt} cards, but the {deck} "
                         "deck has {deck_size}.")
        add(dealing.format(hands=rules.active_players, hand_size=rules.hand_size,
                           widow_size=rules.widow_size, dealt=dealt, deck=rules.deck,
                           deck_size=deck_size(rules.deck)))
    if rules.style == "classic":
        if rules.num_players != 2 or rules.deck != "single":
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "Classic two-handed pinochle is for 2 players with a 48-card deck."))
        if rules.hand_size != 12:
            add(QT_TRANSLATE_NOOP("Rules", "Classic two-handed pinochle deals 12 cards each."))
    if rules.quadruple_wins_game and deck_copies(rules.deck) < 4:
        add(
            QT_TRANSLATE_NOOP(
                "Rules",
                "A quadruple meld cannot be held with the {deck} deck ({deck_size} cards): it "
                "needs four copies of each card."
            ).format(deck=rules.deck, deck_size=deck_size(rules.deck))
        )
    if rules.check_ledger and not ledger_applies(rules):
        add(
            QT_TRANSLATE_NOOP(
                "Rules",
                "The check ledger is for auction games where everyone plays alone (three-handed, "
                "cutthroat): checks are paid between single players.")
        )
    if rules.stakes:
        problems += _stakes_problems(rules)
    if rules.summed_bids:
        problems += _summed_problems(rules)
    if rules.hand_building:
        problems += _building_problems(rules)
    elif rules.building_discards_to_defender:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "The discard piles go to the player who did not bid only with hand building."))
    if rules.call_partner:
        if rules.style != "auction" or any(len(side) != 1 for side in rules.sides):
            add(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "Calling a partner is for auction games where everyone keeps a score of "
                    "their own (five-handed): the partner changes with every hand.")
            )
        if rules.active_players < 4:
            add(QT_TRANSLATE_NOOP(
                "Rules", "A partner is called only with four or more in a hand: with three, "
                "a called partner would leave one player against two."))
        if rules.pass_count:
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "Passing cards needs a known partner, but a called partner is secret."))
    bad = [c for c in rules.misdeal_conditions if c not in MISDEAL_CONDITIONS]
    if bad:  # checked even with misdeal on nines off: they are kept and saved
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Unknown misdeal condition(s): {conditions}."
        ).format(conditions=excerpt(', '.join(bad))))
    if rules.misdeal_nines:
        if not deck_has_nines(rules.deck):
            add(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "Misdeal on nines needs nines in the deck, and the {deck} deck ({deck_size} "
                    "cards) has none."
                ).format(deck=rules.deck, deck_size=deck_size(rules.deck))
            )
        if not rules.misdeal_conditions:
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "Misdeal on nines is on but no qualifying hand is chosen."))
    if rules.max_redeals is not None and rules.max_redeals < 0:
        add(QT_TRANSLATE_NOOP("Rules", "The redeal limit cannot be negative."))
    if rules.display_simplified:
        if rules.count_method in (1, 2):
            add(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "Simplified display drops the trailing zero, but classic counts (method "
                    "{count_method}) give points that are not multiples of 10: use count method "
                    "3 or 4."
                ).format(count_method=rules.count_method)
            )
        odd = [k for k, values in rules.meld_values for v in values if v % 10]
        if odd:
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "Simplified display needs meld values in tens ({melds})."
            ).format(melds=excerpt(', '.join(sorted(set(odd))))))
        if rules.last_trick_bonus % 10:
            add(QT_TRANSLATE_NOOP("Rules", "Simplified display needs a last-trick bonus in tens."))
    if rules.pass_count:
        if any(len(side) != 2 for side in rules.sides):
            add(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "Passing cards is for partnership games (two partners per side); this game "
                    "has no partner to pass to.")
            )
        if rules.style == "classic":
            add(QT_TRANSLATE_NOOP("Rules", "Classic two-handed pinochle has no passing."))
        if rules.pass_count >= rules.hand_size:
            add(QT_TRANSLATE_NOOP("Rules", "Cannot pass as many cards as a hand holds."))
    if rules.style == "auction":
        if rules.min_bid <= 0:
            add(QT_TRANSLATE_NOOP("Rules", "The minimum bid must be above zero."))
        if rules.bid_increment <= 0:
            add(QT_TRANSLATE_NOOP("Rules", "The bid increment must be above zero."))
        if rules.max_bid < rules.min_bid:
            add(QT_TRANSLATE_NOOP("Rules", "The highest allowed bid is below the minimum bid."))
        if rules.widow_mode == "none" and rules.widow_size:
            add(QT_TRANSLATE_NOOP("Rules", "A widow size is set but the widow is off."))
        if rules.widow_mode != "none" and not rules.widow_size:
            add(QT_TRANSLATE_NOOP("Rules", "The widow is on but holds no cards."))
        if rules.widow_mode == "kitty" and rules.widow_size != rules.active_players:
            add(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "A kitty gives one card to each player, so it must hold {active_players} "
                    "cards, not {widow_size}."
                ).format(active_players=rules.active_players, widow_size=rules.widow_size)
            )
        if rules.stuck_bid is not None and rules.all_pass != "dealer_stuck":
            add(QT_TRANSLATE_NOOP("Rules", "A stuck-dealer bid is set but 'all pass' redeals."))
        if rules.concede_unseen_at_min and not rules.widow_size:
            add(QT_TRANSLATE_NOOP("Rules", "Conceding without looking at the widow needs a widow."))
        if rules.misbid_meld and rules.only_bidder_melds:
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "A mis-bid is found in the bidding side's meld, but with 'only the bidder melds' "
                "the partners' meld is never shown: turn off one of them."))
        gun = rules.under_the_gun_bid
        if gun is not None:
            if not (rules.first_bidder_must_open or rules.must_open_with_meld):
                add(QT_TRANSLATE_NOOP(
                    "Rules",
                    "Under-the-gun bids are for a player forced to open, but neither 'the first "
                    "bidder must open' nor 'a player holding meld must open' is on."))
            if gun <= 0 or gun >= rules.min_bid:
                add(QT_TRANSLATE_NOOP(
                    "Rules",
                    "An under-the-gun bid opens below the minimum bid of {min_bid:,}, so it must "
                    "be from 1 to {highest:,}, not {gun:,}."
                ).format(min_bid=rules.min_bid, highest=rules.min_bid - 1, gun=gun))
    else:
        if rules.shoot_the_moon:
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "Shoot the moon needs an auction; classic two-handed has none."))
        if rules.misbid_meld:
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "A mis-bid voids a bid's contract; classic two-handed has no auction."))
        if rules.meld_near_bid:
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "The double-deck rule 'meld near the bid' needs a bid; classic two-handed has no "
                "auction."))
        if rules.widow_size:
            add(QT_TRANSLATE_NOOP("Rules", "Classic two-handed pinochle has a stock, not a widow."))
    if rules.moon_points < 0 or rules.moon_penalty < 0 or rules.moon_fixed < 0:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Moon rewards and penalties are entered as positive numbers."))
    if rules.target_score <= 0:
        add(QT_TRANSLATE_NOOP("Rules", "The target score must be above zero."))
    if rules.extend_by <= 0 and rules.tie_rule == "extend":
        add(QT_TRANSLATE_NOOP("Rules", "Extending the target needs a positive step."))
    if rules.slide_out and rules.slide_out_sets < 1:
        add(QT_TRANSLATE_NOOP("Rules", "Slide-out needs the opponents to fail at least one bid."))
    if rules.save_meld == "counters" and rules.save_meld_points <= 0:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Saving meld with counters needs a positive number of trick points."))
    if rules.style == "auction":
        steps = bid_step_count(rules)
        if steps > MAX_BID_STEPS:
            add(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "From the minimum bid to the highest bid there are {steps:,} bids to choose "
                    "from; at most {most:,} are allowed (raise the step or lower the "
                    "highest bid)."
                ).format(steps=steps, most=MAX_BID_STEPS)
            )
    return problems


def _building_problems(rules: RuleFields) -> list[str]:
    """What contradicts hand building (RULES.md sections 9 and 12), in words."""
    problems: list[str] = []
    add = problems.append
    if rules.style != "auction":
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Hand building is the two-handed auction game; classic two-handed deals its hands "
            "and draws from the stock after each trick."))
        return problems
    if rules.active_players != 2 or len(rules.sides) != 2:
        add(QT_TRANSLATE_NOOP("Rules", "Hand building is for two players, each playing alone."))
    if rules.widow_size:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Hand building leaves no widow: every card is drawn, kept or discarded."))
    for name, on in ((QT_TRANSLATE_NOOP("Rules", "stakes"), rules.stakes),
                     (QT_TRANSLATE_NOOP("Rules", "misdeal on nines"), rules.misdeal_nines),
                     (QT_TRANSLATE_NOOP("Rules", "the check ledger"), rules.check_ledger),
                     (QT_TRANSLATE_NOOP("Rules", "summed bids"), rules.summed_bids),
                     (QT_TRANSLATE_NOOP("Rules", "passing cards"), rules.pass_count)):
        if on:
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "Hand building does not go with {name}: turn off one of them."
            ).format(name=name))
    return problems


def _summed_problems(rules: RuleFields) -> list[str]:
    """What contradicts summed bids (RULES.md section 12), in words naming both options."""
    problems: list[str] = []
    add = problems.append
    if rules.style != "auction":
        add(QT_TRANSLATE_NOOP("Rules", "Summed bids need an auction; classic two-handed has none."))
        return problems
    if any(len(side) < 2 for side in rules.sides) or rules.call_partner:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Summed bids add partners' bids together, so every side needs partners; with sides "
            "of one player (or a called partner, secret until played) there is nothing to sum."))
    if rules.stakes:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Playing for stakes settles one bidder's contract, but with summed bids every side "
            "holds a contract: turn off one of them."))
    if rules.shoot_the_moon:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Shoot the moon is the bidder's promise, but with summed bids both sides hold "
            "contracts and the hand is always played: turn off shoot the moon."))
    if rules.forced_concede_over_max:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Hopeless bids must be conceded, but with summed bids either side can score or be "
            "set and the hand is always played: turn off one of them."))
    if rules.meld_near_bid:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Meld near the bid decides whether the bidding side plays the hand, but with summed "
            "bids the hand is always played: turn off one of them."))
    if rules.under_the_gun_bid is not None:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Under-the-gun bids open a three-handed auction below the minimum, but with summed "
            "bids everyone bids once on their own: turn off one of them."))
    return problems


def _stakes_problems(rules: RuleFields) -> list[str]:
    """What contradicts playing for stakes (RULES.md section 11), in words naming
    both options."""
    problems: list[str] = []
    add = problems.append
    if not ledger_applies(rules):
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Playing for stakes needs an auction game where everyone plays alone (sides of one "
            "player): the bidder is paid by, or pays, every other player."))
    if rules.check_ledger:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Playing for stakes and the check ledger are two ledgers of payments; choose one of "
            "them."))
    if rules.call_partner:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Playing for stakes settles the bidder against every other player, so a called "
            "partner cannot share the contract: turn off calling a partner."))
    if rules.shoot_the_moon:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Shoot the moon scores points, but playing for stakes pays in units by the bid: turn "
            "off shoot the moon."))
    if rules.pinochling:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Pinochling wins the game, but playing for stakes has no winning score: turn off "
            "pinochling."))
    if rules.misbid_meld:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Playing for stakes settles a contract in units, made or bete; a mis-bid (meld "
            "behind a bid) voids it: turn off the mis-bid rule."))
    if rules.under_the_gun_bid is not None:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Playing for stakes pays a bid by its band from the minimum bid up, so an "
            "under-the-gun bid below it is worth nothing: turn off under-the-gun bids."))
    bands = rules.stakes_bands
    if not bands:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Playing for stakes needs at least one band in the stakes bands."))
        return problems
    if any(not isinstance(b, tuple) or len(b) != 2 for b in bands):
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Each of the stakes bands is a pair: the lowest bid of the band and its units."))
        return problems
    lows = [low for low, _ in bands]
    if any(b <= a for a, b in pairwise(lows)):
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "The stakes bands must go up, each band starting above the one before ({lows})."
        ).format(lows=excerpt(lows, EXCERPT)))
    if lows[0] > rules.min_bid:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "The stakes bands start at {first:,}, above the minimum bid of {min_bid:,}: every "
            "bid needs a value in the table (lower the first band or raise the minimum bid)."
        ).format(first=lows[0], min_bid=rules.min_bid))
    scale = rules.stakes_scale
    if scale != "custom" and STAKES_SCALES.get(scale) != bands:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "The stakes scale '{scale}' does not match the stakes bands entered: choose the "
            "'custom' scale to keep a table of your own."
        ).format(scale=scale))
    return problems


#: the whole-number options with a range
_INT_NAMES = frozenset(name for name, info in OPTION_INFO.items()
                       if info.minimum is not None and info.maximum is not None)


def _not_a_number(name: str, value: object) -> bool:
    if value is None:
        return not OPTION_INFO[name].optional
    return not isinstance(value, int)



__all__ = ["validate_rules"]
