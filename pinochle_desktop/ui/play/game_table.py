"""The game table widget: the view, the scene and the floating panel, wired to the controller.

This is where the controller's signals meet the picture: each signal makes the
scene animate one thing, then ``state_changed`` re-reads the viewer's
observation and the scene brings level only what no signal moved (a full
rebuild only for a new game, a resize or a fresh deal). The person's clicks come back
from the scene and panels as actions for :meth:`GameController.submit`.

Two of the player's settings live here: ``confirm_play`` (a first click raises a
card, a second click on it plays it; a drag to the table plays at once) and
``auto_play_single`` (when the rules leave one card to play, it stays raised for
``auto_play_pause_ms``, at least the computer players' pause, then is played, so
the player sees it go).

It also lets the player follow the game: the last trick shown again
(:meth:`GameTable.show_last_trick`, L or a click on a name plate), the cards just
received marked until the player's next action, and a hint shown on the table
(the card focused, the cards to pass or bury chosen, the panel's button marked).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from ...engine import Action, Observation, parse_card
from ...engine.result import HandResult
from ...engine.rules.values import card_values, points_of
from ..engine_text import engine_text
from ..panels.action import ActionPanel, PanelContext
from ..panels.selection import SelectionPanel
from ..panels.summary import warm_up
from ..table.card_art import CardRenderer
from ..table.records import TableDetails
from ..table.scene import TableScene
from ..table.view import TableView
from ..words import QT_TRANSLATE_NOOP, card_label, is_you, level_name, seat_names
from .controller import GameController
from .presenter import Seating, StakesLedger, side_name, table_details

translate = QCoreApplication.translate

#: the wait after the first deal before the hand's summary is built unseen, ms
SUMMARY_WARM_UP_MS = 200

#: the status line when it is the person's turn, by phase (translated where shown)
_TURN_WORDS = {
    "build": QT_TRANSLATE_NOOP("GameTable", "Keep the card you drew, or reject it."),
    "bid": QT_TRANSLATE_NOOP("GameTable", "Your turn to bid."),
    "misdeal": QT_TRANSLATE_NOOP("GameTable", "You may throw this hand in."),
    "widow": QT_TRANSLATE_NOOP("GameTable", "Concede, or see the widow?"),
    "kitty": QT_TRANSLATE_NOOP("GameTable", "Deal the kitty."),
    "trump": QT_TRANSLATE_NOOP("GameTable", "Name trump."),
    "call": QT_TRANSLATE_NOOP("GameTable", "Call your partner: name a card."),
    "pass": QT_TRANSLATE_NOOP("GameTable", "Choose the cards to pass."),
    "bury": QT_TRANSLATE_NOOP("GameTable", "Choose the cards to bury."),
    "declare": QT_TRANSLATE_NOOP("GameTable", "Play the hand, or concede?"),
    "classic_meld": QT_TRANSLATE_NOOP("GameTable", "You won the trick: lay a meld if you like."),
    "classic_dix": QT_TRANSLATE_NOOP("GameTable", "You hold the dix."),
    "classic_take": QT_TRANSLATE_NOOP("GameTable", "Choose your last card."),
    "hand_over": QT_TRANSLATE_NOOP("GameTable", "Hand over: read the score, then Next hand."),
}


class GameTable(QWidget):
    """Shows the controller's game and sends the person's choices back to it."""

    #: (text) a sentence for the status bar
    status = Signal(str)
    #: () the person asked for a new game from the table (game over panel)
    new_game_requested = Signal()

    def __init__(self, controller: GameController, renderer: CardRenderer | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = TableScene(renderer)
        self.view = TableView(self.scene, self)
        self.panel = ActionPanel()
        self.view.set_overlay(self.panel)
        self.setFocusProxy(self.view)
        #: "Claim the rest": shown over the table while your side is certain to take
        #: every remaining trick (Game > Claim the Rest, C, does the same)
        self.claim_button = QPushButton(translate("GameTable", "Claim the rest (C)"),
                                        self.view.viewport())
        self.claim_button.setObjectName("claim_button")
        self.claim_button.setAccessibleName(translate("GameTable", "Claim the rest"))
        self.claim_button.setToolTip(translate(
            "GameTable", "Your side takes every remaining trick whatever the others play: play "
            "them out at once."))
        self.claim_button.setStyleSheet(
            "QPushButton { background: #ffcf4a; color: #17301f; border: 2px solid #e0a920;"
            " border-radius: 10px; padding: 8px 18px; font-weight: bold; font-size: 15px; }"
            "QPushButton:hover, QPushButton:focus { background: #ffe07f; }"
            # the keyboard's button: the panels' thick dark-blue frame (ui/panels/style.py),
            # its room taken from the padding
            "QPushButton:focus { border: 4px solid #0b2a8c; padding: 6px 16px; }")
        self.claim_button.clicked.connect(lambda: self.controller.claim_rest())
        self.claim_button.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.four_color = False
        #: a first click raises a card, a second click on it plays it
        self.confirm_play = False
        #: the only card the rules allow is played for the person
        self.auto_play_single = False
        #: how long that card stays raised before it is played, ms (at least the
        #: computer players' pause)
        self.auto_play_pause_ms = 1500
        self._auto_timer = QTimer(self)
        self._auto_timer.setSingleShot(True)
        self._auto_timer.timeout.connect(self._auto_play)
        #: (position in the game's log, card) the automatic play waiting on the timer
        self._auto_pending: tuple[int, str] | None = None
        self._thinking: int | None = None
        #: the hand's summary built once, unseen, a moment after the first deal (see
        #: :func:`~..panels.summary.warm_up`)
        self._warm_timer = QTimer(self)
        self._warm_timer.setSingleShot(True)
        self._warm_timer.timeout.connect(lambda: warm_up(self.panel))
        self._warmed = False
        self._widow_seen: list[str] = []
        self._summary: HandResult | None = None
        self._game_over = ""
        self._connect()

    def _connect(self) -> None:
        c = self.controller
        c.reset.connect(self._on_reset)
        c.dealt.connect(self._on_dealt)
        c.card_played.connect(self.scene.on_card_played)
        c.trick_won.connect(lambda winner, _codes: self.scene.on_trick_won(winner))
        c.widow_shown.connect(self._on_widow)
        c.cards_passed.connect(self.scene.on_cards_passed)
        c.card_drawn.connect(self.scene.on_card_drawn)
        c.hand_scored.connect(self._on_hand_scored)
        c.game_over.connect(self._on_game_over)
        c.thinking.connect(self._on_thinking)
        c.state_changed.connect(self.refresh)
        c.illegal_move.connect(self.status.emit)
        c.message.connect(self.status.emit)
        c.turn_changed.connect(self._on_turn)
        c.hint_ready.connect(self._on_hint)
        c.claim_offered.connect(self._on_claim_offered)
        self.scene.card_activated.connect(self._on_card_activated)
        self.scene.card_dropped.connect(self._on_card_dropped)
        self.scene.selection_changed.connect(self.panel.set_selection)
        self.panel.chosen.connect(self._on_panel_choice)
        self.panel.selection_cleared.connect(self.scene.clear_selection)
        self.panel.table_focus_wanted.connect(
            lambda: self.view.setFocus(Qt.FocusReason.OtherFocusReason))
        self.view.confirm_selection = self._confirm_selection
        self.scene.refusal = self._refusal
        self.panel.new_game_requested.connect(self.new_game_requested.emit)
        self.view.resized.connect(lambda _w, _h: self.refresh())
        self.view.resized.connect(lambda _w, _h: self._place_claim_button())
        self.view.last_trick_requested.connect(self.show_last_trick)
        c.acting.connect(self._before_action)

    # -- controller signals -----------------------------------------------------------
    def set_up_scene(self, scene: TableScene) -> None:
        """Seat the controller's game at ``scene`` (emptied), sized like the view."""
        c = self.controller
        rules = c.rules()
        assert rules is not None
        names = seat_names([cfg.name for cfg in c.config.seats])
        levels = [level_name(cfg.level) if cfg.level else "" for cfg in c.config.seats]
        sides = [rules.side_of(s) for s in range(rules.num_players)]
        max_hand = rules.hand_size + (rules.widow_size if rules.widow_mode != "kitty" else 1)
        scene.set_seats(names, levels, sides, c.viewer, rules.style == "classic", max_hand)
        scene.resize_table(self.view.viewport().width(), self.view.viewport().height())

    def _on_reset(self) -> None:
        self.set_up_scene(self.scene)
        results = self.controller.hand_results()
        self._summary = results[-1] if results else None
        self._game_over = ""
        self._widow_seen = []
        self._thinking = None

    def _on_dealt(self, dealer: int, hand: int) -> None:
        self._widow_seen = []
        if not self._warmed:  # in a turn of the event loop of its own, not the deal's
            self._warmed = True
            self._warm_timer.start(SUMMARY_WARM_UP_MS)
        if self._summary is None or self._summary.hand != hand:
            # a new hand; a game resumed at the end of a hand keeps that hand's
            # summary, so its score and the Next hand button show
            self._summary = None
        self.scene.on_dealt(dealer)

    def _on_widow(self, bidder: int, codes: list[str]) -> None:
        if codes:
            self._widow_seen = list(codes)
        self.scene.on_widow_shown(bidder, codes)

    def _on_hand_scored(self, summary: HandResult) -> None:
        self._summary = summary

    def _on_game_over(self, winner: int, scores: list[int]) -> None:
        rules = self.controller.rules()
        assert rules is not None
        name = self.controller.side_name(winner)
        many = " & " in name or is_you(name)  # "win" in English
        if rules.stakes:
            text = translate("GameTable", "{who} win the game, {units} units!", "you, or a side") \
                if many else translate("GameTable", "{who} wins the game, {units} units!")
            self._game_over = text.format(who=name, units=f"{scores[winner]:+,}")
        else:
            text = translate("GameTable", "{who} win the game, {points} points!",
                             "you, or a side") \
                if many else translate("GameTable", "{who} wins the game, {points} points!")
            self._game_over = text.format(who=name, points=scores[winner])
        self.status.emit(self._game_over)

    def _on_thinking(self, seat: int) -> None:
        self._thinking = seat
        plate = self.scene.plates[seat] if seat < len(self.scene.plates) else None
        if plate is not None:
            plate.set_values(status=translate("GameTable", "thinking…"))

    def _on_turn(self, seat: object) -> None:
        c = self.controller
        rules, now = c.rules(), c.phase()
        if rules is None or now is None or not c.is_human_turn():
            return
        phase = now.value
        if phase in ("play", "classic_trick"):
            obs = c.observation()
            self.status.emit(translate("GameTable", "Your lead.") if not obs.trick
                             else translate("GameTable", "Your turn: play a card."))
        elif phase == "declare" and rules.stakes:
            obs = c.observation()
            if obs.bidder != obs.seat:
                self.status.emit(translate(
                    "GameTable", "{bidder} will play {contract}: concede the contract, or "
                    "defend?").format(bidder=c.seat_name(obs.bidder), contract=obs.contract))
            else:
                self.status.emit(translate(
                    "GameTable", "Play the hand, claim it, concede or re-arrange?"))
        elif phase in _TURN_WORDS:
            self.status.emit(translate("GameTable", _TURN_WORDS[phase]))

    def _before_action(self, seat: object) -> None:
        """The person acts: the cards they received before are no longer new."""
        if seat is not None and seat == self.controller.human_seat:
            self.scene.clear_fresh()

    def _on_hint(self, action: str, _reason: str) -> None:
        self.show_hint(action)

    def show_hint(self, action: str) -> None:
        """Show a suggested move (the hint's, a lesson's) on the table: a card gets the
        keyboard focus (Enter plays it), the cards to pass or bury are chosen (the
        panel's button then passes them), any other answer's button in the panel is
        marked."""
        if not action:
            return
        try:
            hinted = Action.parse(action)
        except ValueError:
            return
        if hinted.kind == "play":
            self.scene.focus_card(hinted.card.code)
        elif hinted.kind in ("give", "bury") and self.scene.mode == "select":
            self.scene.select_codes([c.code for c in hinted.cards])
        else:
            self.panel.show_hint(hinted)

    # -- claiming the rest --------------------------------------------------------------
    def _on_claim_offered(self, line: object) -> None:
        if line is None:
            self.claim_button.hide()
            return
        self.claim_button.adjustSize()
        self._place_claim_button()
        self.claim_button.show()
        self.claim_button.raise_()
        self.status.emit(translate(
            "GameTable", "Your side takes every remaining trick whatever the others play: "
            "Claim the rest (C) plays them out at once."))

    def _place_claim_button(self) -> None:
        """Above the right end of your hand, clear of the cards and the panel."""
        lay = self.scene.layout
        button = self.claim_button
        size = button.sizeHint()
        x = int(min(lay.hand_right, self.view.viewport().width() - 12) - size.width())
        y = int(lay.hand_y - lay.hand_card * 0.95 - size.height() - 12)
        button.resize(size)
        button.move(max(8, x), max(8, y))

    # -- the last trick -----------------------------------------------------------------
    def show_last_trick(self) -> None:
        """Show the last trick won in this hand again (View > Last Trick, L, or a click
        on a name plate), with who won it and its counters."""
        c = self.controller
        if not c.has_game():
            return
        obs = c.observation()
        if not obs.tricks:
            self.status.emit(translate("GameTable", "No trick has been won yet in this hand."))
            return
        if self.scene.last_trick_items:
            self.scene.hide_last_trick()
            return
        _leader, cards, winner = obs.tricks[-1]
        points = points_of([card for _, card in cards], card_values(obs.rules, obs.trump))
        caption = translate("GameTable", "Trick {trick}: won by {seat}, {points} in counters")\
            .format(trick=len(obs.tricks), seat=c.seat_name(winner), points=points)
        self.scene.show_last_trick([(seat, card.code) for seat, card in cards], caption)
        self.status.emit(caption + " " + translate("GameTable", "(L or a click puts it away)"))

    # -- the person's choices -------------------------------------------------------
    def _on_card_activated(self, code: str, _zone: str) -> None:
        if self.confirm_play and self.scene.armed != code and code in self._legal_cards():
            self.scene.set_armed(code)
            self.status.emit(translate(
                "GameTable", "Click the {card} again to play it, or choose another card.",
            ).format(card=card_label(code)))
            return
        self.scene.set_armed(None)
        self.controller.submit(Action.play(parse_card(code)))

    def _refusal(self, code: str) -> str | None:
        """Why the person may not play ``code`` now, in words (a card's name says it)."""
        if not self.controller.is_human_turn():
            return None
        reason = self.controller.why_not(Action.play(parse_card(code)))
        return engine_text(reason) if reason is not None else None

    def _on_card_dropped(self, code: str, _zone: str) -> None:
        """Dragging a card to the table is a deliberate play: no second click."""
        self.scene.set_armed(None)
        self.controller.submit(Action.play(parse_card(code)))

    def set_confirm_play(self, on: bool) -> None:
        self.confirm_play = on
        if not on:
            self.scene.set_armed(None)

    def set_auto_play_single(self, on: bool) -> None:
        self.auto_play_single = on
        if on:
            self.refresh()
        else:
            self._auto_timer.stop()
            self._auto_pending = None

    def _legal_cards(self) -> set[str]:
        c = self.controller
        now = c.phase()
        if now is None or not c.is_human_turn() or now.value not in ("play", "classic_trick"):
            return set()
        return {a.card.code for a in c.legal_actions() if a.kind == "play"}

    def _plan_auto_play(self, legal: list[Action]) -> None:
        """When one card is all the rules allow, play it after the usual pause."""
        plays = [a for a in legal if a.kind == "play"]
        if (not self.auto_play_single or not self.controller.has_game() or len(plays) != 1
                or len(legal) != 1):
            return
        key = (self.controller.move_count(), plays[0].card.code)
        if self._auto_pending == key and self._auto_timer.isActive():
            return
        self._auto_pending = key
        self._auto_timer.start(max(self.controller.delay_ms, self.auto_play_pause_ms))

    def _auto_play(self) -> None:
        pending, self._auto_pending = self._auto_pending, None
        c = self.controller
        if (pending is None or not c.has_game() or not self.auto_play_single
                or c.move_count() != pending[0] or pending[1] not in self._legal_cards()):
            return
        self.status.emit(translate(
            "GameTable", "Your only card allowed, the {card}, was played for you.",
        ).format(card=card_label(pending[1])))
        self.scene.set_armed(None)
        self.controller.submit(Action.play(parse_card(pending[1])))

    def _confirm_selection(self) -> bool:
        """Enter on the table with the cards to pass or bury all chosen: the panel's
        button (True when the cards went)."""
        current = self.panel.current
        return isinstance(current, SelectionPanel) and current.confirm_if_ready()

    def _on_panel_choice(self, action: object) -> None:
        assert isinstance(action, Action)
        self.controller.submit(action)

    # -- drawing ----------------------------------------------------------------------
    def seating(self) -> Seating:
        c = self.controller
        return Seating(
            names=seat_names([cfg.name for cfg in c.config.seats]),
            levels=[level_name(cfg.level) if cfg.level else "" for cfg in c.config.seats],
            title=c.config.title,
            four_color=self.four_color,
        )

    def details(self, obs: Observation, seating: Seating | None = None) -> TableDetails:
        """What the table shows besides the cards, for the viewer's observation ``obs``."""
        ledger = None
        if obs.rules.stakes:
            last = self._summary.deltas if self._summary is not None else None
            ledger = StakesLedger(kitty=self.controller.stakes_kitty(), last_hand=last)
        return table_details(obs, seating or self.seating(), self._thinking,
                             self._widow_seen, ledger)

    def refresh(self) -> None:
        """Bring the table level with the viewer's observation (only what changed moves)."""
        c = self.controller
        if not c.has_game() or not self.scene.plates:
            return
        obs = c.observation()
        if obs.current_player != self._thinking:
            self._thinking = None
        seating = self.seating()
        self.scene.sync(obs, self.details(obs, seating))
        human_turn = c.is_human_turn()
        phase = obs.phase
        legal = c.legal_actions()
        if human_turn and phase in ("play", "classic_trick"):
            codes = {a.card.code for a in legal if a.kind == "play"}
            self.scene.set_interaction("play", codes)
            self._plan_auto_play(legal)
        elif human_turn and phase in ("pass", "bury"):
            count = len(legal[0].cards) if legal else 0
            if self.scene.mode != "select":
                self.scene.set_interaction("select", (), count)
        else:
            self.scene.set_interaction("none")
        names = seating.names
        ctx = PanelContext(
            obs=obs if not human_turn else c.observation(),
            names=names,
            side_names=[side_name(obs, seating, s) for s in range(len(obs.rules.sides))],
            is_turn=human_turn,
            summary=self._summary,
            game_over_text=self._game_over,
            classic_melds=c.classic_meld_choices() if phase == "classic_meld" else [],
            autoplay=c.autoplay,
        )
        self.panel.present(ctx)
        self.view.place_overlay()
