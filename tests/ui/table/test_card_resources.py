"""The card art ships inside the package: every face and back renders from it,
and a missing picture is drawn plain and reported once instead of breaking the table."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from pinochle_desktop import resources
from pinochle_desktop.engine.cards import CODES
from pinochle_desktop.ui.table.card_art import BACK, CardRenderer
from pinochle_desktop.ui.table.card_styles import BACK_STYLES, FACE_STYLES


def _colours(image: QImage) -> set[int]:
    """The distinct colours on a coarse grid over the picture."""
    step = max(1, image.width() // 12)
    return {image.pixel(x, y) for x in range(0, image.width(), step)
            for y in range(0, image.height(), step)}


def _opaque_share(image: QImage) -> float:
    step = max(1, image.width() // 12)
    cells = [QColor(image.pixel(x, y)).alpha() > 200 for x in range(0, image.width(), step)
             for y in range(0, image.height(), step)]
    return sum(cells) / len(cells)


@pytest.mark.parametrize("style", sorted(FACE_STYLES))
def test_every_face_renders_from_the_package(qtbot: QtBot, style: str) -> None:
    renderer = CardRenderer(style)
    seen: set[bytes] = set()
    for code in CODES:
        image = renderer.pixmap(code, 60).toImage()
        assert _opaque_share(image) > 0.8, code
        assert len(_colours(image)) > 3, f"{style}/{code} is blank"
        seen.add(bytes(image.constBits()))
    assert renderer.missing == []
    assert len(seen) == len(CODES), "two faces rendered the same"


def test_every_back_renders_from_the_package(qtbot: QtBot) -> None:
    for back in BACK_STYLES:
        renderer = CardRenderer(back_style=back)
        image = renderer.pixmap(BACK, 60).toImage()
        assert _opaque_share(image) > 0.8 and len(_colours(image)) > 3, back
        assert renderer.missing == []


def test_a_missing_picture_is_drawn_plain_and_reported_once(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    real = resources.read_resource

    def without_queen(*parts: str) -> bytes:
        if parts[-1] == "QS.svg":
            raise resources.ResourceMissing("cards/2color/QS.svg is missing or unreadable")
        return real(*parts)

    monkeypatch.setattr("pinochle_desktop.ui.table.card_art.read_resource", without_queen)
    told: list[str] = []
    renderer = CardRenderer("2color", on_missing=told.append)
    for width in (60, 61, 90):
        image = renderer.pixmap("QS", width).toImage()
        assert _opaque_share(image) > 0.8 and len(_colours(image)) > 1
    renderer.pixmap("KS", 60)
    assert told == ["cards/2color/QS.svg"]
    assert renderer.missing == ["cards/2color/QS.svg"]


def test_a_damaged_picture_is_drawn_plain(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(
        "pinochle_desktop.ui.table.card_art.read_resource", lambda *parts: b"<svg broken"
    )
    renderer = CardRenderer()
    image = renderer.pixmap(BACK, 60).toImage()
    assert _opaque_share(image) > 0.8
    assert renderer.missing == ["cards/backs/blue.svg"]


def test_an_oversized_resource_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(resources, "MAX_RESOURCE_BYTES", 10)
    with pytest.raises(resources.ResourceMissing, match="larger"):
        resources.read_resource("cards", "backs", "blue.svg")
