"""Old module paths that moved when the packages took their present shape (#20).

Scripts and other programs import ``pinochle_desktop.engine.state``, ``.ai.expert`` and
the like; those modules now live in subpackages (``engine.states.auction``,
``ai.levels.expert``). A finder on ``sys.meta_path`` answers an old name with
the module at its new place (the same module object, not a copy), so old
imports keep working without a shim file per module. Our own code uses the
new paths; ``tests/test_layering.py`` checks that every old path still
imports.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import sys
from collections.abc import Sequence
from types import ModuleType

#: old module name -> new module name, both below ``pinochle_desktop``
MOVED: dict[str, str] = {
    "ai.auction_sample": "ai.search.auction_sample",
    "ai.bid_reading": "ai.knowledge.bid_reading",
    "ai.bidding": "ai.policy.bidding",
    "ai.called": "ai.policy.called",
    "ai.classic_play": "ai.policy.classic_play",
    "ai.common": "ai.levels.common",
    "ai.easy": "ai.levels.easy",
    "ai.expert": "ai.levels.expert",
    "ai.expert_options": "ai.levels.expert_options",
    "ai.expert_search": "ai.search.expert",
    "ai.game_odds": "ai.search.game_odds",
    "ai.heuristics": "ai.policy.heuristics",
    "ai.inference": "ai.search.inference",
    "ai.passing": "ai.policy.passing",
    "ai.playouts": "ai.search.playouts",
    "ai.pro": "ai.levels.pro",
    "ai.random_player": "ai.levels.random_player",
    "ai.rollout": "ai.search.rollout",
    "ai.sampler": "ai.knowledge.sampler",
    "ai.shown_meld": "ai.knowledge.shown_meld",
    "ai.standard": "ai.levels.standard",
    "ai.view": "ai.policy.view",
    "ai.workers": "ai.search.workers",
    "engine.base": "engine.states.base",
    "engine.checks": "engine.states.checks",
    "engine.classic": "engine.states.classic",
    "engine.classic_meld": "engine.meld.classic",
    "engine.deal": "engine.states.deal",
    "engine.fastplay": "engine.play.fast",
    "engine.game": "engine.states.game",
    "engine.ledger": "engine.states.ledger",
    "engine.presets": "engine.rules.presets",
    "engine.refusals": "engine.states.refusals",
    "engine.rule_consistency": "engine.rules.consistency",
    "engine.scoring": "engine.states.scoring",
    "engine.state": "engine.states.auction",
    "engine.trick": "engine.play.trick",
    "engine.tricks": "engine.play.tricks",
    "engine.validate": "engine.rules.validate",
    "engine.variants": "engine.rules.variants",
    "ui.action_panel": "ui.panels.action",
    "ui.analysis_worker": "ui.review.analysis_worker",
    "ui.bid_panel": "ui.panels.bid",
    "ui.call_panel": "ui.panels.call",
    "ui.card_item": "ui.table.card_item",
    "ui.card_styles": "ui.table.card_styles",
    "ui.cards": "ui.table.card_art",
    "ui.charts": "ui.review.charts",
    "ui.controller": "ui.play.controller",
    "ui.crash_report": "ui.dialogs.crash_report",
    "ui.game_config": "ui.play.config",
    "ui.game_recorder": "ui.play.recorder",
    "ui.game_table": "ui.play.game_table",
    "ui.hand_replay": "ui.review.hand_replay",
    "ui.hint": "ui.play.hint",
    "ui.history_models": "ui.review.history_models",
    "ui.layout": "ui.table.layout",
    "ui.meld_table_model": "ui.rules.meld_table_model",
    "ui.models": "ui.play.models",
    "ui.new_game_dialog": "ui.dialogs.new_game",
    "ui.panel_base": "ui.panels.base",
    "ui.panel_style": "ui.panels.style",
    "ui.piles": "ui.table.piles",
    "ui.play_analysis": "ui.review.play_analysis",
    "ui.preferences_dialog": "ui.dialogs.preferences",
    "ui.presenter": "ui.play.presenter",
    "ui.replay_scene": "ui.review.replay_scene",
    "ui.resume_prompt": "ui.dialogs.resume_prompt",
    "ui.review_analysis": "ui.review.analysis",
    "ui.review_files": "ui.review.files",
    "ui.review_list": "ui.review.hand_list",
    "ui.review_replay": "ui.review.replay",
    "ui.review_window": "ui.review.window",
    "ui.rule_catalog": "ui.rules.catalog",
    "ui.rule_options": "ui.rules.options",
    "ui.rule_pages": "ui.rules.pages",
    "ui.rule_widgets": "ui.rules.widgets",
    "ui.rules_dialog": "ui.rules.dialog",
    "ui.rules_in_play": "ui.rules.in_play",
    "ui.rules_text": "ui.rules.text",
    "ui.selection_panel": "ui.panels.selection",
    "ui.speed": "ui.table.speed",
    "ui.stats_dialog": "ui.review.stats_dialog",
    "ui.summary_panel": "ui.panels.summary",
    "ui.table_input": "ui.table.input",
    "ui.table_items": "ui.table.items",
    "ui.table_part": "ui.play.table_part",
    "ui.table_records": "ui.table.records",
    "ui.table_scene": "ui.table.scene",
    "ui.table_view": "ui.table.view",
    "ui.thinker": "ui.play.thinker",
    "ui.trump_panel": "ui.panels.trump",
}

_PREFIX = __name__.rsplit(".", 1)[0] + "."


class _AliasLoader(importlib.abc.Loader):
    """Loads an old name as the module at its new place."""

    def __init__(self, new_name: str) -> None:
        self.new_name = new_name

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        return importlib.import_module(self.new_name)

    def exec_module(self, module: ModuleType) -> None:
        """The module was executed when it was imported at its new place."""


class MovedModuleFinder(importlib.abc.MetaPathFinder):
    """Finds the modules listed in :data:`MOVED` under their old names."""

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        if not fullname.startswith(_PREFIX):
            return None
        new = MOVED.get(fullname[len(_PREFIX) :])
        if new is None:
            return None
        return importlib.util.spec_from_loader(fullname, _AliasLoader(_PREFIX + new))


def install() -> None:
    """Put the finder on ``sys.meta_path`` once."""
    if not any(isinstance(f, MovedModuleFinder) for f in sys.meta_path):
        sys.meta_path.append(MovedModuleFinder())
