"""The deck faces and card backs a player can choose (names for menus)."""

from __future__ import annotations

#: face styles: folder name -> words for a menu
FACE_STYLES: dict[str, str] = {"2color": "Two-colour deck", "4color": "Four-colour deck"}
#: card backs: file stem -> words for a menu
BACK_STYLES: dict[str, str] = {"blue": "Blue back", "red": "Red back", "green": "Green back"}
