"""The look of the panels that float over the table (bidding, prompts, scores)."""

from __future__ import annotations

import re

PANEL_QSS = """
QFrame#ActionPanel {
    background: rgba(12, 32, 20, 228);
    border: 1px solid rgba(255, 255, 255, 60);
    border-radius: 14px;
}
QFrame#ActionPanel QLabel { color: #f4f1e6; background: transparent; }
QFrame#ActionPanel QLabel#PanelTitle { font-size: 17px; font-weight: bold; color: #ffcf4a; }
QFrame#ActionPanel QLabel#PanelNote { color: #b9c9bb; }
QFrame#ActionPanel QPushButton {
    background: #f4f1e6; color: #17301f; border: 1px solid #c8c2a8;
    border-radius: 8px; padding: 7px 16px; font-weight: bold; min-height: 22px;
}
QFrame#ActionPanel QPushButton:hover { background: #fff7d6; border-color: #ffcf4a; }
QFrame#ActionPanel QPushButton:disabled {
    background: #6c7a6f; color: #b8c0b9; border-color: #6c7a6f; }
QFrame#ActionPanel QPushButton#Primary { background: #ffcf4a; border-color: #e0a920; }
QFrame#ActionPanel QPushButton#Primary:hover { background: #ffe07f; }
QFrame#ActionPanel QPushButton#Primary:disabled { background: #6c7a6f; color: #b8c0b9; }
QFrame#ActionPanel QPushButton#Suit { font-size: 26px; min-width: 70px; padding: 6px 10px; }
QFrame#ActionPanel QPushButton[hinted="true"] { border: 3px solid #40e096; }
/* the keyboard's button: a thick dark-blue frame on the light button (it stands out from
   the thin light edge of the others); as specific as the named buttons' rules, and after
   them so it wins */
QFrame#ActionPanel QPushButton:focus, QFrame#ActionPanel QPushButton#Primary:focus,
QFrame#ActionPanel QPushButton#Suit:focus, QFrame#ActionPanel QPushButton#Step:focus {
    border: 4px solid #0b2a8c; }
/* the thicker frame takes its room from the padding: the words keep theirs */
QFrame#ActionPanel QPushButton:focus, QFrame#ActionPanel QPushButton#Primary:focus {
    padding: 4px 13px; }
QFrame#ActionPanel QPushButton#Suit:focus, QFrame#ActionPanel QPushButton#Step:focus {
    padding: 3px 7px; }
QFrame#ActionPanel QSpinBox {
    background: #fffdf4; color: #17301f; border: 1px solid #c8c2a8; border-radius: 6px;
    padding: 4px 8px; font-size: 18px; font-weight: bold; min-width: 70px;
}
QFrame#ActionPanel QPushButton#Step { min-width: 16px; padding: 6px 10px; font-size: 16px; }
QFrame#ActionPanel QComboBox { background: #fffdf4; color: #17301f; border-radius: 6px;
    padding: 4px 8px; }
QFrame#ActionPanel QTableWidget { background: #fbf8ec; color: #17301f;
    border: none; border-radius: 6px; gridline-color: #e2dcc4; font-size: 14px; }
QFrame#ActionPanel QHeaderView::section { background: #e6dfc3; color: #17301f; border: none;
    padding: 4px 8px; font-weight: bold; }
"""

#: a small table (a small window, or a scale of 2 on a laptop): tighter panels
COMPACT_QSS = PANEL_QSS + """
QFrame#ActionPanel QLabel#PanelTitle { font-size: 15px; }
QFrame#ActionPanel QPushButton { padding: 4px 10px; min-height: 18px; }
QFrame#ActionPanel QPushButton#Suit { font-size: 20px; min-width: 52px; padding: 3px 8px; }
QFrame#ActionPanel QSpinBox { padding: 2px 6px; font-size: 16px; min-width: 60px; }
QFrame#ActionPanel QPushButton#Step { padding: 3px 8px; }
QFrame#ActionPanel QPushButton:focus, QFrame#ActionPanel QPushButton#Primary:focus {
    padding: 1px 7px; }
QFrame#ActionPanel QPushButton#Suit:focus, QFrame#ActionPanel QPushButton#Step:focus {
    padding: 0px 5px; }
QFrame#ActionPanel QTableWidget { font-size: 12px; }
QFrame#ActionPanel QHeaderView::section { padding: 2px 6px; }
"""


def panel_style(compact: bool, scale: float = 1.0, base_px: int = 12) -> str:
    """The panels' style sheet: tighter on a small table (``compact``), and on a large one
    every size ``scale`` times its usual (the words from ``base_px``, the usual size of
    the program's words, up)."""
    sheet = COMPACT_QSS if compact else PANEL_QSS
    if scale <= 1.0:
        return sheet
    words = (f"QFrame#ActionPanel QLabel, QFrame#ActionPanel QPushButton, "
             f"QFrame#ActionPanel QComboBox, QFrame#ActionPanel QSpinBox, "
             f"QFrame#ActionPanel QTableWidget, QFrame#ActionPanel QHeaderView::section "
             f"{{ font-size: {round(base_px * scale)}px; }}\n")
    return words + re.sub(r"(\d+)px", lambda m: f"{round(int(m[1]) * scale)}px", sheet)
