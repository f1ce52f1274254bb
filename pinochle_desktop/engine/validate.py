"""Plain-word explanations of contradictory rule choices.

This is the single source of those messages: the rules dialog shows them and
keeps OK disabled until the list is empty.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import deck_copies, deck_has_nines, deck_size
from .ledger import ledger_applies
from .rules import CHOICES, MISDEAL_CONDITIONS

if TYPE_CHECKING:
    from .rules import RuleSet


def validate_rules(rules: RuleSet) -> list[str]:
    problems: list[str] = []
    add = problems.append
    for name, allowed in CHOICES.items():
        value = getattr(rules, name)
        if value not in allowed:
            shown = ", ".join(str(a) for a in allowed)
            add(f"'{value}' is not a choice for {name.replace('_', ' ')} (choose {shown}).")
    if problems:
        return problems

    seats = sorted(s for side in rules.sides for s in side)
    if seats != list(range(rules.num_players)):
        add(
            f"The sides must seat each of the {rules.num_players} players exactly once "
            f"(they seat {seats})."
        )
    if rules.num_players < 2 or rules.num_players > 8:
        add("A table has between 2 and 8 players.")
    if not 0 <= rules.sit_out < rules.num_players - 1:
        add("At least two players must play each hand.")
    dealt = rules.active_players * rules.hand_size + rules.widow_size
    if rules.style == "auction" and dealt != deck_size(rules.deck):
        widow = f" and a widow of {rules.widow_size}" if rules.widow_size else ""
        add(
            f"{rules.active_players} hands of {rules.hand_size} cards{widow} use {dealt} "
            f"cards, but the {rules.deck} deck has {deck_size(rules.deck)}."
        )
    if rules.style == "classic":
        if rules.num_players != 2 or rules.deck != "single":
            add("Classic two-handed pinochle is for 2 players with a 48-card deck.")
        if rules.hand_size != 12:
            add("Classic two-handed pinochle deals 12 cards each.")
    if rules.quadruple_wins_game and deck_copies(rules.deck) < 4:
        add(
            f"A quadruple meld cannot be held with the {rules.deck} deck "
            f"({deck_size(rules.deck)} cards): it needs four copies of each card."
        )
    if rules.check_ledger and not ledger_applies(rules):
        add(
            "The check ledger is for auction games where everyone plays alone "
            "(three-handed, cutthroat): checks are paid between single players."
        )
    if rules.call_partner:
        if rules.style != "auction" or any(len(side) != 1 for side in rules.sides):
            add(
                "Calling a partner is for auction games where everyone keeps a score "
                "of their own (five-handed): the partner changes with every hand."
            )
        if rules.active_players < 3:
            add("Calling a partner needs at least three players in each hand.")
        if rules.pass_count:
            add("Passing cards needs a known partner, but a called partner is secret.")
    if rules.misdeal_nines:
        if not deck_has_nines(rules.deck):
            add(
                f"Misdeal on nines needs nines in the deck, and the {rules.deck} deck "
                f"({deck_size(rules.deck)} cards) has none."
            )
        if not rules.misdeal_conditions:
            add("Misdeal on nines is on but no qualifying hand is chosen.")
        bad = [c for c in rules.misdeal_conditions if c not in MISDEAL_CONDITIONS]
        if bad:
            add(f"Unknown misdeal condition(s): {', '.join(bad)}.")
    if rules.max_redeals is not None and rules.max_redeals < 0:
        add("The redeal limit cannot be negative.")
    if rules.display_simplified:
        if rules.count_method in (1, 2):
            add(
                "Simplified display drops the trailing zero, but classic counts "
                f"(method {rules.count_method}) give points that are not multiples of 10: "
                "use count method 3 or 4."
            )
        odd = [k for k, values in rules.meld_values for v in values if v % 10]
        if odd:
            add(f"Simplified display needs meld values in tens ({', '.join(sorted(set(odd)))}).")
        if rules.last_trick_bonus % 10:
            add("Simplified display needs a last-trick bonus in tens.")
    if rules.pass_count:
        if any(len(side) != 2 for side in rules.sides):
            add(
                "Passing cards is for partnership games (two partners per side); "
                "this game has no partner to pass to."
            )
        if rules.style == "classic":
            add("Classic two-handed pinochle has no passing.")
        if rules.pass_count >= rules.hand_size:
            add("Cannot pass as many cards as a hand holds.")
    if rules.style == "auction":
        if rules.min_bid <= 0:
            add("The minimum bid must be above zero.")
        if rules.bid_increment <= 0:
            add("The bid increment must be above zero.")
        if rules.max_bid < rules.min_bid:
            add("The highest allowed bid is below the minimum bid.")
        if rules.widow_mode == "none" and rules.widow_size:
            add("A widow size is set but the widow is off.")
        if rules.widow_mode != "none" and not rules.widow_size:
            add("The widow is on but holds no cards.")
        if rules.widow_mode == "kitty" and rules.widow_size != rules.active_players:
            add(
                f"A kitty gives one card to each player, so it must hold "
                f"{rules.active_players} cards, not {rules.widow_size}."
            )
        if rules.stuck_bid is not None and rules.all_pass != "dealer_stuck":
            add("A stuck-dealer bid is set but 'all pass' redeals.")
        if rules.concede_unseen_at_min and not rules.widow_size:
            add("Conceding without looking at the widow needs a widow.")
    else:
        if rules.shoot_the_moon:
            add("Shoot the moon needs an auction; classic two-handed has none.")
        if rules.widow_size:
            add("Classic two-handed pinochle has a stock, not a widow.")
    if rules.moon_points < 0 or rules.moon_penalty < 0 or rules.moon_fixed < 0:
        add("Moon rewards and penalties are entered as positive numbers.")
    if rules.target_score <= 0:
        add("The target score must be above zero.")
    if rules.extend_by <= 0 and rules.tie_rule == "extend":
        add("Extending the target needs a positive step.")
    if rules.slide_out and rules.slide_out_sets < 1:
        add("Slide-out needs the opponents to fail at least one bid.")
    if rules.save_meld == "counters" and rules.save_meld_points <= 0:
        add("Saving meld with counters needs a positive number of trick points.")
    if any(v < 0 for _, values in rules.meld_values for v in values):
        add("Meld values cannot be negative.")
    return problems
