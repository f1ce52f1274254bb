"""Generate the Pinochle Desktop application icon.

The icon is a fan of two playing cards - the queen of spades and the jack of
diamonds, the "pinochle" meld - on a rounded felt-green tile. It is drawn
entirely by this script (no third-party images or fonts: the rank letters are
stroked paths), so it is our own and is licensed with the project.

Running ``python resources/generate_icon.py`` (re)writes, deterministically:

* ``pinochle_desktop/resources/icons/io.github.pinochledesktop.PinochleDesktop.svg``

The SVG is deliberately plain (rect, path and ``g`` transforms only; no
filters, gradients, CSS or external references) so that Qt's QtSvg
(SVG Tiny 1.2) and every desktop icon theme renderer draw it the same. The
shapes are bold so that the icon still reads at 16 px: two white cards, a
black spade and a red diamond on green. Standard library only.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

# the card generator beside this script has the SVG helpers (however this file is loaded)
sys.path.insert(0, str(Path(__file__).resolve().parent))
from generate_cards import num, tag

if TYPE_CHECKING:
    from collections.abc import Iterable

APP_ID = "io.github.pinochledesktop.PinochleDesktop"

SIZE = 256
TILE_INSET = 8
TILE_RADIUS = 52

FELT = "#1f7a46"
FELT_DARK = "#135a31"
FELT_LIGHT = "#2a9457"
CARD = "#ffffff"
CARD_EDGE = "#2b2b2b"
SHADOW = "#0b3a1f"
SPADE_INK = "#1c1c1c"
DIAMOND_INK = "#d21f31"

CARD_W = 106
CARD_H = 150
CARD_RADIUS = 14
# Both cards turn about this point (below the tile, so the fan opens upwards).
PIVOT = (128.0, 320.0)
# Turn (degrees) and the card's top-left corner before turning.
BACK_CARD = (-12.0, (75.0, 50.0))
FRONT_CARD = (12.0, (75.0, 50.0))

OUT_PATH = (
    Path(__file__).resolve().parent.parent
    / "pinochle_desktop"
    / "resources"
    / "icons"
    / f"{APP_ID}.svg"
)

# Suit outlines in a 100 x 100 box centred on (0, 0), as in generate_cards.py.
SPADE = (
    "M0 -50 C8 -36 28 -22 40 -8 C52 6 50 26 38 33 C27 39 13 36 5 27 "
    "C7 38 12 45 22 50 L-22 50 C-12 45 -7 38 -5 27 "
    "C-13 36 -27 39 -38 33 C-50 26 -52 6 -40 -8 C-28 -22 -8 -36 0 -50 Z"
)
DIAMOND = (
    "M0 -50 C10 -32 22 -16 38 0 C22 16 10 32 0 50 C-10 32 -22 16 -38 0 C-22 -16 -10 -32 0 -50 Z"
)

# Rank letters as stroke centre-lines in a box about 40 wide and 56 tall,
# centred on (0, 0); drawn with a thick round-capped stroke.
LETTER_Q = (
    "M0 -26 C-15 -26 -20 -13 -20 0 C-20 13 -15 26 0 26 "
    "C15 26 20 13 20 0 C20 -13 15 -26 0 -26 Z M6 10 L20 30"
)
LETTER_J = "M-4 -26 L12 -26 M8 -26 L8 12 C8 24 2 28 -5 28 C-12 28 -17 23 -17 15"


def group(children: Iterable[str], transform: str) -> str:
    """Wrap ``children`` in a transformed ``<g>``."""
    body = "\n".join(children)
    return f'<g transform="{transform}">\n{body}\n</g>'


def rounded_rect(
    x: float, y: float, w: float, h: float, r: float, fill: str, **extra: str | float
) -> str:
    """Return a ``<rect>`` with round corners."""
    return tag("rect", x=x, y=y, width=w, height=h, rx=r, ry=r, fill=fill, **extra)


def shape(d: str, at: tuple[float, float], size: float, fill: str) -> str:
    """Return a filled suit outline ``size`` tall centred on ``at``."""
    x, y = at
    return group(
        [tag("path", d=d, fill=fill)], f"translate({num(x)} {num(y)}) scale({num(size / 100)})"
    )


def letter(d: str, at: tuple[float, float], scale: float, ink: str, width: float) -> str:
    """Return a stroked rank letter centred on ``at``."""
    x, y = at
    return group(
        [
            tag(
                "path",
                d=d,
                fill="none",
                stroke=ink,
                stroke_width=width / scale,
                stroke_linecap="round",
                stroke_linejoin="round",
            )
        ],
        f"translate({num(x)} {num(y)}) scale({num(scale)})",
    )


def tile() -> list[str]:
    """Return the rounded felt tile with a thin lighter rim."""
    side = SIZE - 2 * TILE_INSET
    return [
        rounded_rect(TILE_INSET, TILE_INSET, side, side, TILE_RADIUS, FELT_DARK),
        rounded_rect(TILE_INSET + 6, TILE_INSET + 6, side - 12, side - 12, TILE_RADIUS - 6, FELT),
        rounded_rect(
            TILE_INSET + 6,
            TILE_INSET + 6,
            side - 12,
            side - 12,
            TILE_RADIUS - 6,
            "none",
            stroke=FELT_LIGHT,
            stroke_width=3,
        ),
    ]


def card(letter_path: str, suit_path: str, ink: str, *, pip_left: bool) -> list[str]:
    """Return one card drawn at the origin: blank, corner letter and a big pip.

    ``pip_left`` puts the large pip towards the left edge, for the back card
    whose right half is hidden under the front card.
    """
    pip_x = CARD_W * (0.33 if pip_left else 0.55)
    return [
        rounded_rect(0, 0, CARD_W, CARD_H, CARD_RADIUS, CARD, stroke=CARD_EDGE, stroke_width=4),
        letter(letter_path, (27, 31), 0.62, ink, 9),
        shape(suit_path, (pip_x, CARD_H * 0.64), 70, ink),
    ]


def placed(angle: float, corner: tuple[float, float], children: list[str]) -> str:
    """Return ``children`` moved to ``corner`` and turned ``angle`` about the pivot."""
    px, py = PIVOT
    x, y = corner
    return group(
        children, f"rotate({num(angle)} {num(px)} {num(py)}) translate({num(x)} {num(y)})"
    )


def shadow(angle: float, corner: tuple[float, float]) -> str:
    """Return a soft offset shadow for a card."""
    x, y = corner
    return placed(
        angle,
        (x + 4, y + 6),
        [rounded_rect(0, 0, CARD_W, CARD_H, CARD_RADIUS, SHADOW, fill_opacity=0.45)],
    )


def icon_svg() -> str:
    """Return the complete icon SVG document."""
    back_angle, back_corner = BACK_CARD
    front_angle, front_corner = FRONT_CARD
    parts = [
        *tile(),
        shadow(back_angle, back_corner),
        placed(back_angle, back_corner, card(LETTER_Q, SPADE, SPADE_INK, pip_left=True)),
        shadow(front_angle, front_corner),
        placed(front_angle, front_corner, card(LETTER_J, DIAMOND, DIAMOND_INK, pip_left=False)),
    ]
    body = "\n".join(parts)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{SIZE}" height="{SIZE}" viewBox="0 0 {SIZE} {SIZE}">\n'
        "<title>Pinochle Desktop</title>\n"
        f"{body}\n</svg>\n"
    )


def main() -> None:
    """(Re)write the application icon SVG."""
    OUT_PATH.parent.mkdir(parents=True, exist_ok=True)
    OUT_PATH.write_bytes(icon_svg().encode("utf-8"))
    print(f"wrote {OUT_PATH}")


if __name__ == "__main__":
    main()
