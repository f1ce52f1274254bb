"""Generate the Pinochle card art used by ``pinochle_desktop``.

The art is drawn entirely by this script (no third-party images or fonts are
embedded), so it is our own and is licensed with the project.

Running ``python resources/generate_cards.py`` (re)writes, deterministically:

* ``pinochle_desktop/resources/cards/2color/<CODE>.svg`` - classic red/black faces
* ``pinochle_desktop/resources/cards/4color/<CODE>.svg`` - spades black, hearts red,
  diamonds blue, clubs green
* ``pinochle_desktop/resources/cards/backs/{blue,red,green}.svg`` - patterned card backs

``CODE`` is rank + suit, ranks ``A T K Q J 9`` (``T`` = ten) and suits
``S H D C``, e.g. ``AS``, ``TH``, ``9C``.

The SVG is deliberately plain (path, rect, circle, ellipse, text and
``g`` transforms only) so that Qt's QtSvg (SVG Tiny 1.2) renders it exactly.
Standard library only.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable

WIDTH = 250
HEIGHT = 350
CX = WIDTH / 2
CY = HEIGHT / 2
CORNER_RADIUS = 12

RANKS: tuple[str, ...] = ("A", "T", "K", "Q", "J", "9")
SUITS: tuple[str, ...] = ("S", "H", "D", "C")
RANK_LABELS: dict[str, str] = {"A": "A", "T": "10", "K": "K", "Q": "Q", "J": "J", "9": "9"}

FONT_FAMILY = "DejaVu Sans, Arial, sans-serif"

GOLD = "#e0b12f"
GOLD_DARK = "#9a7412"
SKIN = "#f8dcbc"
SKIN_LINE = "#8a5a36"
INK = "#222222"
PANEL_BG = "#fdf8ec"
CARD_BORDER = "#9a9a9a"

Point = tuple[float, float]
EPSILON = 1e-6

#: the art ships inside the package, which reads it with importlib.resources
OUT_DIR = Path(__file__).resolve().parents[1] / "pinochle_desktop" / "resources" / "cards"


@dataclass(frozen=True)
class Palette:
    """Colours used to draw one suit."""

    main: str
    dark: str


BLACK = Palette(main="#1c1c1c", dark="#56627a")
RED = Palette(main="#cc1f2e", dark="#7a0f1c")
BLUE = Palette(main="#1459c4", dark="#0b2f6e")
GREEN = Palette(main="#12803a", dark="#0a4720")

STYLES: dict[str, dict[str, Palette]] = {
    "2color": {"S": BLACK, "H": RED, "D": RED, "C": BLACK},
    "4color": {"S": BLACK, "H": RED, "D": BLUE, "C": GREEN},
}

BACKS: dict[str, str] = {"blue": "#1f4f9e", "red": "#b01e2c", "green": "#1d7640"}


# --------------------------------------------------------------------------- helpers


def num(value: float) -> str:
    """Format a number compactly and deterministically."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def mix(colour: str, other: str, amount: float) -> str:
    """Blend ``colour`` towards ``other`` by ``amount`` (0..1); both ``#rrggbb``."""
    a = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i : i + 2], 16) for i in (1, 3, 5)]
    out = [round(x + (y - x) * amount) for x, y in zip(a, b, strict=True)]
    return "#" + "".join(f"{v:02x}" for v in out)


def attrs(**values: str | float) -> str:
    """Render keyword arguments as SVG attributes (``_`` becomes ``-``)."""
    parts = []
    for key, value in values.items():
        name = key.rstrip("_").replace("_", "-")
        text = num(value) if isinstance(value, (int, float)) else value
        parts.append(f'{name}="{text}"')
    return " ".join(parts)


def tag(name: str, **values: str | float) -> str:
    """Return a self-closing SVG element."""
    return f"<{name} {attrs(**values)}/>"


def group(children: Iterable[str], transform: str = "") -> str:
    """Wrap ``children`` in a ``<g>``, optionally with a transform."""
    body = "\n".join(children)
    if transform:
        return f'<g transform="{transform}">\n{body}\n</g>'
    return f"<g>\n{body}\n</g>"


def path(d: str, fill: str, stroke: str = "none", width: float = 0, **extra: str) -> str:
    """Return a ``<path>``, stroked with round joins when ``stroke`` is given."""
    if stroke == "none":
        return tag("path", d=d, fill=fill, **extra)
    return tag(
        "path", d=d, fill=fill, stroke=stroke, stroke_width=width, stroke_linejoin="round", **extra
    )


def document(children: Iterable[str]) -> str:
    """Wrap ``children`` in a complete SVG document of card size."""
    body = "\n".join(children)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">\n'
        f"{body}\n</svg>\n"
    )


def rotated_copy(children: list[str]) -> list[str]:
    """Return ``children`` plus a copy turned 180 degrees about the card centre."""
    return [*children, group(children, f"rotate(180 {num(CX)} {num(CY)})")]


# --------------------------------------------------------------------------- suit symbols
# Each suit is a list of path outlines drawn in a 100 x 100 box centred on (0, 0).

HEART = [
    (
        "M0 46 C-6 34 -28 18 -40 2 C-52 -14 -50 -34 -38 -42 C-26 -50 -8 -46 0 -30 "
        "C8 -46 26 -50 38 -42 C50 -34 52 -14 40 2 C28 18 6 34 0 46 Z"
    )
]
DIAMOND = [
    "M0 -50 C10 -32 22 -16 38 0 C22 16 10 32 0 50 C-10 32 -22 16 -38 0 C-22 -16 -10 -32 0 -50 Z"
]
SPADE = [
    (
        "M0 -50 C8 -36 28 -22 40 -8 C52 6 50 26 38 33 C27 39 13 36 5 27 "
        "C7 38 12 45 22 50 L-22 50 C-12 45 -7 38 -5 27 "
        "C-13 36 -27 39 -38 33 C-50 26 -52 6 -40 -8 C-28 -22 -8 -36 0 -50 Z"
    )
]


def circle_path(cx: float, cy: float, r: float) -> str:
    """Return path data for a full circle (so it can join other outlines)."""
    return (
        f"M{num(cx - r)} {num(cy)} A{num(r)} {num(r)} 0 1 1 {num(cx + r)} {num(cy)} "
        f"A{num(r)} {num(r)} 0 1 1 {num(cx - r)} {num(cy)} Z"
    )


CLUB = [
    circle_path(0, -24, 22),
    circle_path(-25, 10, 22),
    circle_path(25, 10, 22),
    circle_path(0, 4, 12),
    "M-5 8 C-5 30 -12 43 -22 50 L22 50 C12 43 5 30 5 8 Z",
]

SUIT_SHAPES: dict[str, list[str]] = {"S": SPADE, "H": HEART, "D": DIAMOND, "C": CLUB}


def pip(suit: str, at: Point, size: float, fill: str, *, flip: bool = False) -> str:
    """Return a suit symbol ``size`` tall centred on ``at`` (``flip``: upside down)."""
    x, y = at
    transform = f"translate({num(x)} {num(y)})"
    if flip:
        transform += " rotate(180)"
    transform += f" scale({num(size / 100)})"
    return group([path(d, fill) for d in SUIT_SHAPES[suit]], transform)


def outlined_pip(suit: str, at: Point, size: float, fill: str, line: str) -> str:
    """Return a suit symbol with an outline (used on the ace of spades)."""
    x, y = at
    transform = f"translate({num(x)} {num(y)}) scale({num(size / 100)})"
    width = 300 / size
    if suit == "C":
        # Stroke the union of the lobes by drawing outlines first, then fills.
        strokes = [path(d, line, line, width * 2) for d in CLUB]
        fills = [path(d, fill) for d in CLUB]
        return group([*strokes, *fills], transform)
    return group([path(d, fill, line, width) for d in SUIT_SHAPES[suit]], transform)


# --------------------------------------------------------------------------- card parts


def card_base() -> list[str]:
    """Return the white card blank with rounded corners and a thin grey border."""
    return [
        tag(
            "rect",
            x=1,
            y=1,
            width=WIDTH - 2,
            height=HEIGHT - 2,
            rx=CORNER_RADIUS,
            ry=CORNER_RADIUS,
            fill="#ffffff",
            stroke=CARD_BORDER,
            stroke_width=2,
        )
    ]


INDEX_X = 30
INDEX_BASELINE = 64
INDEX_FONT_SIZE = 70
INDEX_PIP_Y = 100
INDEX_PIP_SIZE = 40


def rank_text(label: str, x: float, baseline: float, size: float, fill: str) -> str:
    """Return the bold rank label, baseline-centred on ``x``."""
    # Squeeze the glyphs horizontally so even "10" fits in a narrow corner.
    squeeze = 0.62 if len(label) > 1 else 0.86
    text = (
        f'<text x="0" y="0" font-family="{FONT_FAMILY}" font-size="{num(size)}" '
        f'font-weight="bold" text-anchor="middle" fill="{fill}">{label}</text>'
    )
    return group([text], f"translate({num(x)} {num(baseline)}) scale({num(squeeze)} 1)")


def corner_indices(rank: str, suit: str, colour: str) -> list[str]:
    """Return the top-left index and its 180-degree copy at bottom-right."""
    label = RANK_LABELS[rank]
    index = [
        rank_text(label, INDEX_X, INDEX_BASELINE, INDEX_FONT_SIZE, colour),
        pip(suit, (INDEX_X, INDEX_PIP_Y), INDEX_PIP_SIZE, colour),
    ]
    return rotated_copy(index)


# Pip grid for the number cards.
PIP_LEFT = 80
PIP_RIGHT = WIDTH - PIP_LEFT
PIP_TOP = 66
PIP_BOTTOM = HEIGHT - PIP_TOP
PIP_SIZE = 46


def pip_rows() -> list[float]:
    """Return the y positions of the four pip rows of the number cards."""
    step = (PIP_BOTTOM - PIP_TOP) / 3
    return [PIP_TOP + step * i for i in range(4)]


def number_pips(rank: str, suit: str, colour: str) -> list[str]:
    """Return the standard 9 (4+1+4) or 10 (4+2+4) pip layout."""
    rows = pip_rows()
    spots: list[tuple[float, float]] = []
    for y in rows:
        spots.append((PIP_LEFT, y))
        spots.append((PIP_RIGHT, y))
    if rank == "9":
        spots.append((CX, CY))
    else:  # ten: two centre pips between the first/second and third/fourth rows
        spots.append((CX, (rows[0] + rows[1]) / 2))
        spots.append((CX, (rows[2] + rows[3]) / 2))
    return [pip(suit, (x, y), PIP_SIZE, colour, flip=y > CY + 0.5) for x, y in spots]


def ace_centre(suit: str, colour: str) -> list[str]:
    """Return the large centre pip of an ace (ornate for the ace of spades)."""
    if suit != "S":
        return [pip(suit, (CX, CY), 110, colour)]
    # The ornate ace of spades.
    parts = [
        tag("circle", cx=CX, cy=CY, r=86, fill="none", stroke=GOLD, stroke_width=3),
        tag("circle", cx=CX, cy=CY, r=80, fill="none", stroke=colour, stroke_width=1.5),
    ]
    for i in range(16):
        angle = math.pi * 2 * i / 16
        px = CX + 83 * math.cos(angle)
        py = CY + 83 * math.sin(angle)
        r = 4 if i % 2 == 0 else 2.5
        parts.append(tag("circle", cx=px, cy=py, r=r, fill=GOLD if i % 2 else colour))
    parts.append(pip("S", (CX, CY + 2), 140, colour))
    parts.append(outlined_pip("S", (CX, CY - 2), 96, colour, "#ffffff"))
    parts.append(tag("circle", cx=CX, cy=CY + 8, r=7, fill=GOLD, stroke="#ffffff", stroke_width=2))
    return parts


# --------------------------------------------------------------------------- court cards

PANEL_X = 60
PANEL_Y = 22
PANEL_W = WIDTH - 2 * PANEL_X
PANEL_H = HEIGHT - 2 * PANEL_Y


def court_panel(pal: Palette) -> list[str]:
    """Return the framed background panel of a court card."""
    return [
        tag(
            "rect",
            x=PANEL_X,
            y=PANEL_Y,
            width=PANEL_W,
            height=PANEL_H,
            rx=6,
            ry=6,
            fill=PANEL_BG,
            stroke=pal.main,
            stroke_width=2.5,
        )
    ]


def court_frame(pal: Palette) -> list[str]:
    """Frame lines drawn on top of the figures."""
    inset = 5
    return [
        tag(
            "rect",
            x=PANEL_X + inset,
            y=PANEL_Y + inset,
            width=PANEL_W - 2 * inset,
            height=PANEL_H - 2 * inset,
            rx=3,
            ry=3,
            fill="none",
            stroke=GOLD_DARK,
            stroke_width=1.5,
        ),
        tag(
            "path",
            d=f"M{PANEL_X + inset} {num(CY)} H{PANEL_X + PANEL_W - inset}",
            fill="none",
            stroke=pal.main,
            stroke_width=2.5,
        ),
    ]


def robe(pal: Palette) -> str:
    """Return the shoulders/robe outline shared by all court figures."""
    d = "M72 176 L73 160 C76 144 90 135 108 131 L142 131 C160 135 174 144 177 160 L178 176 Z"
    return path(d, pal.main, INK, 1.5)


def head_and_face(hair: str) -> list[str]:
    """Return neck, head and facial features."""
    return [
        tag(
            "rect", x=116, y=110, width=18, height=24, fill=SKIN, stroke=SKIN_LINE, stroke_width=1.2
        ),
        tag("ellipse", cx=125, cy=96, rx=19, ry=23, fill=SKIN, stroke=SKIN_LINE, stroke_width=1.2),
        # brows, eyes, nose, mouth
        path("M113 88 Q118 85 122 88", "none", hair, 1.8),
        path("M128 88 Q132 85 137 88", "none", hair, 1.8),
        tag("ellipse", cx=118, cy=93, rx=2.2, ry=2.6, fill=INK),
        tag("ellipse", cx=132, cy=93, rx=2.2, ry=2.6, fill=INK),
        path("M125 95 L122 104 L126 105", "none", SKIN_LINE, 1.3),
        path("M119 110 Q125 114 131 110", "#c24a4a", "#a33a3a", 1.2),
    ]


def hand(x: float, y: float) -> str:
    """Return a hand (drawn over a prop to hold it)."""
    return tag("circle", cx=x, cy=y, r=6.5, fill=SKIN, stroke=SKIN_LINE, stroke_width=1.2)


def king_half(suit: str, pal: Palette) -> list[str]:
    """Return the upper half of a king: crown with points, beard, ermine, sceptre."""
    hair = "#6e4a2c"
    parts = [robe(pal)]
    # golden-trimmed mantle edges and a dark inner tunic
    parts.append(path("M108 130 L125 176 L142 130 Z", pal.dark, INK, 1.2))
    parts.append(path("M73 160 C76 144 90 135 108 131", "none", GOLD, 4))
    parts.append(path("M177 160 C174 144 160 135 142 131", "none", GOLD, 4))
    # ermine collar
    parts.append(
        path(
            "M92 136 C106 128 144 128 158 136 L164 146 C146 138 104 138 86 146 Z",
            "#ffffff",
            INK,
            1.2,
        )
    )
    for x, y in ((98, 139), (112, 135), (125, 134), (138, 135), (152, 139)):
        parts.append(path(f"M{x} {y} l-2 5 l2 -1.5 l2 1.5 Z", INK))
    # sceptre
    parts.append(
        tag("rect", x=164, y=70, width=5, height=106, fill=GOLD, stroke=GOLD_DARK, stroke_width=1)
    )
    parts.append(tag("circle", cx=166.5, cy=66, r=8, fill=GOLD, stroke=GOLD_DARK, stroke_width=1.2))
    parts.append(path("M166.5 50 V58 M162.5 54 H170.5", "none", GOLD_DARK, 2.5))
    parts.append(hand(166.5, 150))
    for i in range(4):
        t = (i + 1) / 5
        parts.append(tag("circle", cx=108 + 17 * t, cy=130 + 46 * t, r=1.8, fill=GOLD))
        parts.append(tag("circle", cx=142 - 17 * t, cy=130 + 46 * t, r=1.8, fill=GOLD))
    parts.extend(head_and_face(hair))
    # hair at the sides
    parts.append(path("M106 86 C102 96 104 108 108 114 L110 94 Z", hair))
    parts.append(path("M144 86 C148 96 146 108 142 114 L140 94 Z", hair))
    # full beard and moustache
    parts.append(
        path(
            "M106 98 C106 122 114 140 125 146 C136 140 144 122 144 98 "
            "C140 108 136 116 125 116 C114 116 110 108 106 98 Z",
            hair,
            INK,
            1,
        )
    )
    parts.append(
        path(
            "M113 108 C118 103 122 104 125 106 C128 104 132 103 137 108 "
            "C131 107 128 109 125 109 C122 109 119 107 113 108 Z",
            hair,
        )
    )
    parts.append(path("M120 112 Q125 115 130 112", "#c24a4a", "#a33a3a", 1.2))
    # crown with three points
    parts.append(
        path("M102 82 L100 52 L113 66 L125 44 L137 66 L150 52 L148 82 Z", GOLD, GOLD_DARK, 1.5)
    )
    parts.append(
        tag("rect", x=101, y=74, width=48, height=9, fill=GOLD, stroke=GOLD_DARK, stroke_width=1.5)
    )
    for x, y in ((100, 50), (125, 41), (150, 50)):
        parts.append(tag("circle", cx=x, cy=y, r=4, fill=GOLD, stroke=GOLD_DARK, stroke_width=1))
    parts.append(tag("circle", cx=125, cy=78.5, r=3.2, fill=pal.main))
    parts.append(tag("circle", cx=111, cy=78.5, r=2.2, fill=pal.dark))
    parts.append(tag("circle", cx=139, cy=78.5, r=2.2, fill=pal.dark))
    parts.append(pip(suit, (80, 44), 22, pal.main))
    return parts


def queen_half(suit: str, pal: Palette) -> list[str]:
    """Return the upper half of a queen: tiara with jewel, long hair, flower."""
    hair = "#4a2c16"
    parts = [robe(pal)]
    # long hair falling behind the head onto the shoulders
    parts.append(
        path(
            "M125 70 C98 70 98 96 99 112 C100 126 96 138 90 150 C100 152 108 148 112 140 "
            "L138 140 C142 148 150 152 160 150 C154 138 150 126 151 112 C152 96 152 70 125 70 Z",
            hair,
        )
    )
    # bodice in the darker tone with gold lacing
    parts.append(
        path("M104 131 C112 150 118 164 125 176 C132 164 138 150 146 131 Z", pal.dark, INK, 1.2)
    )
    parts.extend(
        path(f"M{num(125 - (176 - y) / 4)} {y} H{num(125 + (176 - y) / 4)}", "none", GOLD, 2)
        for y in (146, 156, 166)
    )
    parts.extend(head_and_face(hair))
    # fringe
    parts.append(path("M105 94 C104 74 146 74 145 94 C138 82 112 82 105 94 Z", hair))
    # necklace of gold beads
    for i in range(9):
        t = i / 8
        bead_x = 108 + 34 * t
        bead_y = 133 + 9 * math.sin(math.pi * t)
        parts.append(
            tag(
                "circle", cx=bead_x, cy=bead_y, r=2.3, fill=GOLD, stroke=GOLD_DARK, stroke_width=0.6
            )
        )
    # tiara with a round jewel
    parts.append(
        path("M102 80 C108 60 142 60 148 80 L142 80 C136 68 114 68 108 80 Z", GOLD, GOLD_DARK, 1.5)
    )
    parts.append(tag("circle", cx=125, cy=62, r=8, fill=pal.main, stroke=GOLD, stroke_width=3))
    parts.append(tag("circle", cx=123, cy=60, r=2, fill="#ffffff"))
    for x, y in ((108, 70), (142, 70)):
        parts.append(
            tag("circle", cx=x, cy=y, r=3, fill="#ffffff", stroke=GOLD_DARK, stroke_width=1)
        )
    # a flower held up on the right
    parts.append(path("M166 176 C166 140 168 110 170 86", "none", "#2f7a2f", 2.5))
    parts.append(path("M168 124 C176 116 182 118 184 112 C176 110 170 114 168 124 Z", "#2f7a2f"))
    for angle in range(0, 360, 60):
        rad = math.radians(angle)
        parts.append(
            tag(
                "circle",
                cx=170 + 7 * math.cos(rad),
                cy=80 + 7 * math.sin(rad),
                r=5.5,
                fill=pal.main,
            )
        )
    parts.append(tag("circle", cx=170, cy=80, r=4.5, fill=GOLD, stroke=GOLD_DARK, stroke_width=1))
    parts.append(hand(167.5, 146))
    parts.append(pip(suit, (80, 44), 22, pal.main))
    return parts


def jack_half(suit: str, pal: Palette) -> list[str]:
    """Return the upper half of a jack: feathered cap, sash, halberd."""
    hair = "#8a5a2b"
    parts = [robe(pal)]
    # tunic: dark diagonal sash with gold buttons
    parts.append(path("M96 134 L110 130 L172 176 L150 176 Z", pal.dark, INK, 1.2))
    for x, y in ((118, 142), (132, 152), (146, 163)):
        parts.append(tag("circle", cx=x, cy=y, r=3, fill=GOLD, stroke=GOLD_DARK, stroke_width=0.8))
    # white pleated collar
    parts.append(
        path(
            "M104 130 Q110 140 116 132 Q120 140 125 133 Q130 140 134 132 Q140 140 146 130 Z",
            "#ffffff",
            INK,
            1.2,
        )
    )
    # halberd on the left
    parts.append(
        tag(
            "rect",
            x=79,
            y=62,
            width=4.5,
            height=114,
            fill="#8a5a2b",
            stroke="#5a3a1a",
            stroke_width=1,
        )
    )
    parts.append(path("M81 48 L86 62 L76 62 Z", "#c7ccd4", INK, 1))
    parts.append(path("M83 66 C96 66 100 76 98 86 C92 80 88 80 83 82 Z", "#c7ccd4", INK, 1))
    parts.append(hand(81.25, 150))
    parts.extend(head_and_face(hair))
    # short curls
    for x, y in ((106, 94), (105, 104), (144, 94), (145, 104)):
        parts.append(tag("circle", cx=x, cy=y, r=5, fill=hair))
    # cap with a gold band and a long feather
    parts.append(
        path("M138 76 C150 62 162 50 180 38 C172 52 160 64 146 80 Z", GOLD, GOLD_DARK, 1.2)
    )
    parts.append(path("M142 78 C154 64 164 54 178 40", "none", GOLD_DARK, 1.2))
    parts.append(path("M100 84 C96 62 118 54 132 58 C148 62 154 72 152 84 Z", pal.dark, INK, 1.5))
    parts.append(
        tag(
            "rect",
            x=98,
            y=78,
            width=56,
            height=8,
            rx=3,
            ry=3,
            fill=GOLD,
            stroke=GOLD_DARK,
            stroke_width=1.2,
        )
    )
    parts.append(pip(suit, (125, 68), 14, GOLD))
    return parts


def court_figure(rank: str, suit: str, pal: Palette) -> list[str]:
    """Return the double-ended court card artwork for ``rank``."""
    half = {"K": king_half, "Q": queen_half, "J": jack_half}[rank](suit, pal)
    return court_panel(pal) + rotated_copy(half) + court_frame(pal)


# --------------------------------------------------------------------------- faces


def card_code(rank: str, suit: str) -> str:
    """Return the file code of a card, e.g. ``TH`` for the ten of hearts."""
    return rank + suit


def face_svg(rank: str, suit: str, pal: Palette) -> str:
    """Return the SVG document for one card face."""
    parts = card_base()
    if rank == "A":
        parts += ace_centre(suit, pal.main)
    elif rank in ("K", "Q", "J"):
        parts += court_figure(rank, suit, pal)
    else:
        parts += number_pips(rank, suit, pal.main)
    parts += corner_indices(rank, suit, pal.main)
    return document(parts)


# --------------------------------------------------------------------------- backs


def clip_line(
    p: tuple[float, float], d: tuple[float, float], box: tuple[float, float, float, float]
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """Clip the infinite line ``p + t*d`` to ``box`` (x0, y0, x1, y1) (Liang-Barsky)."""
    x0, y0, x1, y1 = box
    t_lo, t_hi = -1e9, 1e9
    for start, delta, low, high in ((p[0], d[0], x0, x1), (p[1], d[1], y0, y1)):
        if delta == 0:
            if not low <= start <= high:
                return None
            continue
        a = (low - start) / delta
        b = (high - start) / delta
        t_lo = max(t_lo, min(a, b))
        t_hi = min(t_hi, max(a, b))
    if t_hi - t_lo < EPSILON:
        return None
    return (
        (p[0] + d[0] * t_lo, p[1] + d[1] * t_lo),
        (p[0] + d[0] * t_hi, p[1] + d[1] * t_hi),
    )


def lattice(box: tuple[float, float, float, float], step: float, offset: float) -> str:
    """Path data of a diagonal lattice clipped to ``box``, centred on the card centre."""
    x0, y0, x1, y1 = box
    span = int((x1 - x0 + y1 - y0) / step) + 2
    segments = []
    for direction in ((1.0, 1.0), (1.0, -1.0)):
        for k in range(-span, span + 1):
            # lines through (CX + k*step + offset, CY) with slope +-1
            clipped = clip_line((CX + k * step + offset, CY), direction, box)
            if clipped is None:
                continue
            (ax, ay), (bx, by) = clipped
            segments.append(f"M{num(ax)} {num(ay)} L{num(bx)} {num(by)}")
    return " ".join(segments)


def back_svg(colour: str) -> str:
    """Return the SVG document for a card back in ``colour``."""
    dark = mix(colour, "#000000", 0.25)
    light = mix(colour, "#ffffff", 0.45)
    pale = mix(colour, "#ffffff", 0.75)
    parts = card_base()
    parts.append(tag("rect", x=10, y=10, width=230, height=330, rx=8, ry=8, fill=colour))
    box = (20.0, 20.0, 230.0, 330.0)
    parts.append(tag("rect", x=20, y=20, width=210, height=310, fill=dark))
    step = 26.0
    parts.append(path(lattice(box, step, 0), "none", light, 2.2))
    parts.append(path(lattice(box, step, step / 2), "none", colour, 1.2))
    # small diamonds in the centre of each lattice cell and dots on the crossings
    for i in range(-12, 13):
        for j in range(-16, 17):
            x = CX + i * step / 2
            y = CY + j * step / 2
            if (i + j) % 2:
                continue
            on_cross = i % 2 == 0
            size = 4.0 if on_cross else 5.5
            if not (box[0] + size + 1 <= x <= box[2] - size - 1):
                continue
            if not (box[1] + size + 1 <= y <= box[3] - size - 1):
                continue
            if on_cross:
                parts.append(tag("circle", cx=x, cy=y, r=2.6, fill=pale))
            else:
                parts.append(
                    path(
                        f"M{num(x)} {num(y - size)} L{num(x + size)} {num(y)} "
                        f"L{num(x)} {num(y + size)} L{num(x - size)} {num(y)} Z",
                        pale,
                    )
                )
    # borders
    parts.append(
        tag(
            "rect",
            x=20,
            y=20,
            width=210,
            height=310,
            fill="none",
            stroke="#ffffff",
            stroke_width=2.5,
        )
    )
    parts.append(
        tag("rect", x=25, y=25, width=200, height=300, fill="none", stroke=pale, stroke_width=1)
    )
    # central medallion with the four suits
    parts.append(
        tag("ellipse", cx=CX, cy=CY, rx=56, ry=74, fill=colour, stroke="#ffffff", stroke_width=3)
    )
    parts.append(tag("ellipse", cx=CX, cy=CY, rx=48, ry=66, fill=dark, stroke=GOLD, stroke_width=2))
    parts.append(pip("S", (CX, CY - 36), 30, "#ffffff"))
    parts.append(pip("C", (CX, CY + 36), 30, "#ffffff", flip=True))
    parts.append(pip("H", (CX - 24, CY), 26, "#ffffff"))
    parts.append(pip("D", (CX + 24, CY), 26, "#ffffff"))
    parts.append(
        path(
            f"M{num(CX)} {num(CY - 9)} L{num(CX + 7)} {num(CY)} L{num(CX)} {num(CY + 9)} "
            f"L{num(CX - 7)} {num(CY)} Z",
            GOLD,
        )
    )
    # corner flourishes
    for x, y in ((36, 36), (214, 36), (36, 314), (214, 314)):
        parts.append(tag("circle", cx=x, cy=y, r=7, fill=colour, stroke="#ffffff", stroke_width=2))
        parts.append(tag("circle", cx=x, cy=y, r=2.5, fill=GOLD))
    return document(parts)


# --------------------------------------------------------------------------- main


def write(path_: Path, text: str) -> None:
    """Write ``text`` to ``path_`` as UTF-8 with LF newlines."""
    path_.parent.mkdir(parents=True, exist_ok=True)
    path_.write_bytes(text.encode("utf-8"))


def main() -> None:
    """Regenerate every card SVG under ``pinochle_desktop/resources/cards``."""
    count = 0
    for style, palettes in STYLES.items():
        for suit in SUITS:
            for rank in RANKS:
                svg = face_svg(rank, suit, palettes[suit])
                write(OUT_DIR / style / f"{card_code(rank, suit)}.svg", svg)
                count += 1
    for name, colour in BACKS.items():
        write(OUT_DIR / "backs" / f"{name}.svg", back_svg(colour))
        count += 1
    print(f"wrote {count} SVG files under {OUT_DIR}")


if __name__ == "__main__":
    main()
