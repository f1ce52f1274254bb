"""Linux desktop integration: .desktop, AppStream metainfo, MIME types and the app icon.

The cross-checks between the files run in pure Python; the freedesktop
validators run too when their programs are installed (see
``packaging/linux/check_desktop_files.sh``, which installs them).
"""

from __future__ import annotations

import configparser
import importlib.util
import os
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

import pinochle_desktop
from pinochle_desktop.desktop_entry import EXECUTABLE

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.pinochledesktop.PinochleDesktop"
DESKTOP_RESOURCES = ROOT / "pinochle_desktop" / "resources" / "desktop"
DESKTOP = DESKTOP_RESOURCES / f"{APP_ID}.desktop"
METAINFO = DESKTOP_RESOURCES / f"{APP_ID}.metainfo.xml"
MIME = DESKTOP_RESOURCES / f"{APP_ID}.mime.xml"
ICON = ROOT / "pinochle_desktop" / "resources" / "icons" / f"{APP_ID}.svg"
SCREENSHOTS = ROOT / "docs" / "screenshots"
RAW_PREFIX = "https://raw.githubusercontent.com/pinochledesktop/pinochle-desktop/main/"
MIME_NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
SAVE_TYPE = "application/x-pinochle-save"
HAND_TYPE = "application/x-pinochle-hand"


def load_script(path: Path) -> ModuleType:
    """Import a stand-alone script (not part of a package) as a module."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module
    spec.loader.exec_module(module)
    return module


build_script = load_script(LINUX / "build_desktop_files.py")
icon_script = load_script(ROOT / "resources" / "generate_icon.py")


def desktop_entry() -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def split_list(value: str) -> list[str]:
    return [item for item in value.split(";") if item]


def metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def mime_types() -> dict[str, list[str]]:
    """Type name -> its glob patterns, from the shared-mime-info XML."""
    root = ET.parse(MIME).getroot()
    return {
        node.get("type", ""): [g.get("pattern", "") for g in node.findall("m:glob", MIME_NS)]
        for node in root.findall("m:mime-type", MIME_NS)
    }


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def render(size: int) -> QImage:
    renderer = QSvgRenderer(str(ICON))
    assert renderer.isValid()
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


# --------------------------------------------------------------------------- pure Python checks


def test_desktop_exec_runs_the_gui_script() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    gui_scripts = project["project"]["gui-scripts"]
    entry = desktop_entry()
    command, *args = entry["Exec"].split()
    assert command == EXECUTABLE == "pinochle-desktop"
    assert command in gui_scripts
    assert args == ["%f"]
    assert entry["TryExec"] == command
    assert entry["Icon"] == APP_ID
    assert entry["Type"] == "Application"
    assert {"Game", "CardGame"} <= set(split_list(entry["Categories"]))


def test_desktop_mime_types_are_defined_with_their_globs() -> None:
    types = mime_types()
    assert types == {SAVE_TYPE: ["*.pinochle"], HAND_TYPE: ["*.pinochle-hand"]}
    listed = split_list(desktop_entry()["MimeType"])
    assert SAVE_TYPE in listed
    assert set(listed) <= set(types)
    provided = {node.text for node in metainfo().findall("provides/mediatype")}
    assert provided == set(types)


def test_mime_xml_is_json_with_a_format_magic() -> None:
    root = ET.parse(MIME).getroot()
    for node in root.findall("m:mime-type", MIME_NS):
        assert node.find("m:sub-class-of", MIME_NS).get("type") == "application/json"  # type: ignore[union-attr]
        assert node.find("m:comment", MIME_NS) is not None
        assert node.find("m:generic-icon", MIME_NS) is not None
        name = node.get("type", "").removeprefix("application/x-")
        values = [m.get("value", "") for m in node.iter(f"{{{MIME_NS['m']}}}match")]
        assert f'"format": "{name}"' in values


def test_metainfo_ids_match_the_file_names() -> None:
    root = metainfo()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID == METAINFO.name.removesuffix(".metainfo.xml")
    assert DESKTOP.name == f"{APP_ID}.desktop"
    assert root.findtext("launchable[@type='desktop-id']") == DESKTOP.name
    assert root.findtext("provides/binary") == "pinochle-desktop"
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "MIT"
    assert root.findtext("developer/name") == "Pinochle Desktop team"
    assert root.findtext("url[@type='homepage']") == (
        "https://github.com/pinochledesktop/pinochle-desktop"
    )


def test_metainfo_release_is_the_package_version(tmp_path: Path) -> None:
    assert build_script.package_version() == pinochle_desktop.__version__
    assert build_script.metainfo_release() == pinochle_desktop.__version__
    assert build_script.check_version() == pinochle_desktop.__version__
    stale = tmp_path / "stale.metainfo.xml"
    stale.write_text(
        METAINFO.read_text(encoding="utf-8").replace(
            f'version="{pinochle_desktop.__version__}"', 'version="0.0.1"'
        ),
        encoding="utf-8",
    )
    with pytest.raises(build_script.BuildError, match="version mismatch"):
        build_script.check_version(stale)


def test_screenshots_exist_with_their_sizes() -> None:
    shots = metainfo().findall("screenshots/screenshot")
    assert len(shots) >= 3
    assert [s.get("type") for s in shots].count("default") == 1
    for shot in shots:
        assert (shot.findtext("caption") or "").strip()
        image = shot.find("image")
        assert image is not None
        url = (image.text or "").strip()
        assert url.startswith(RAW_PREFIX + "docs/screenshots/"), url
        local = ROOT / url.removeprefix(RAW_PREFIX)
        assert local.is_file(), f"{url} is not in docs/screenshots/"
        width, height = png_size(local.read_bytes())
        assert (image.get("width"), image.get("height")) == (str(width), str(height))
    assert SCREENSHOTS.is_dir()


def test_icon_svg_is_the_generator_output_and_plain() -> None:
    text = ICON.read_text(encoding="utf-8")
    assert text == icon_script.icon_svg(), "run python resources/generate_icon.py"
    assert icon_script.OUT_PATH == ICON
    for banned in ("<filter", "<style", "style=", "href", "<image", "<text", "url("):
        assert banned not in text


@pytest.mark.parametrize("size", [16, 32, 256])
def test_icon_renders_opaque_and_coloured(qapp: QApplication, size: int) -> None:
    image = render(size)
    pixels = [image.pixelColor(x, y) for y in range(size) for x in range(size)]
    opaque = [p for p in pixels if p.alpha() > 200]
    assert len(opaque) > 0.6 * len(pixels)  # the tile fills most of the square
    assert image.pixelColor(size // 2, size // 2).alpha() == 255
    assert image.pixelColor(0, 0).alpha() < 128  # rounded corner
    colours = {(p.red() // 32, p.green() // 32, p.blue() // 32) for p in opaque}
    assert len(colours) >= 4  # green felt, white cards, black and red pips
    assert any(p.green() > p.red() + 40 for p in opaque)  # felt
    assert any(min(p.red(), p.green(), p.blue()) > 230 for p in opaque)  # card
    assert any(p.red() > p.green() + 80 for p in opaque)  # red diamond


def test_build_writes_the_install_tree(qapp: QApplication, tmp_path: Path) -> None:
    written = build_script.build(tmp_path)
    share = tmp_path / "share"
    assert (share / "applications" / f"{APP_ID}.desktop").read_bytes() == DESKTOP.read_bytes()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").read_bytes() == METAINFO.read_bytes()
    assert (share / "mime" / "packages" / f"{APP_ID}.xml").read_bytes() == MIME.read_bytes()
    hicolor = share / "icons" / "hicolor"
    assert (hicolor / "scalable" / "apps" / f"{APP_ID}.svg").read_bytes() == ICON.read_bytes()
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        png = hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert png_size(png.read_bytes()) == (size, size)
    assert len(written) == 12


def test_build_exec_override() -> None:
    text = build_script.desktop_entry_text("/opt/pinochle/bin/pinochle-desktop")
    assert "\nExec=/opt/pinochle/bin/pinochle-desktop %f\n" in text
    assert "\nTryExec=/opt/pinochle/bin/pinochle-desktop\n" in text
    text = build_script.desktop_entry_text("/my games/50% off/pinochle-desktop")
    assert '\nExec="/my games/50%% off/pinochle-desktop" %f\n' in text
    assert "\nTryExec=/my games/50% off/pinochle-desktop\n" in text
    with pytest.raises(build_script.BuildError):
        build_script.desktop_entry_text('/games/"quoted"/pinochle-desktop')


def installed_program() -> Path:
    """The ``pinochle-desktop`` program of the Python running the tests."""
    program = Path(sys.executable).parent / "pinochle-desktop"
    if not program.exists():
        pytest.fail(f"{program} is missing: install the package (packaging/bootstrap.sh setup)")
    return program


def test_the_program_installs_and_removes_its_own_menu_entry(tmp_path: Path) -> None:
    """``pinochle-desktop --install-desktop-entry`` writes the entry for the user, with
    Exec naming the program that ran it; ``--uninstall-desktop-entry`` removes it all."""
    program = installed_program()
    data_home = tmp_path / "data home"
    env = {**os.environ, "XDG_DATA_HOME": str(data_home), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([str(program), "--install-desktop-entry"], env=env,
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    entry = data_home / "applications" / f"{APP_ID}.desktop"
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(entry, encoding="utf-8")
    section = parser["Desktop Entry"]
    assert section["Exec"] == f"{program} %f"
    assert section["TryExec"] == str(program)
    ours = [p for p in data_home.rglob(f"{APP_ID}*") if p.is_file()]
    assert len(ours) == 12  # entry, metainfo, file types, the SVG and 8 PNG icons
    result = subprocess.run([str(program), "--uninstall-desktop-entry"], env=env,
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert not [p for p in data_home.rglob(f"{APP_ID}*") if p.is_file()]


def test_installing_replaces_a_planted_link_instead_of_writing_through_it(
        tmp_path: Path) -> None:
    from pinochle_desktop.desktop_entry import write_tree

    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    share = tmp_path / "share"
    (share / "applications").mkdir(parents=True)
    (share / "applications" / "x.desktop").symlink_to(victim)
    write_tree(share, {"applications/x.desktop": b"[Desktop Entry]\n"})
    assert victim.read_text() == "keep me"
    assert not (share / "applications" / "x.desktop").is_symlink()


# --------------------------------------------------------------------------- validators


def run_tool(*command: str) -> subprocess.CompletedProcess[str]:
    if shutil.which(command[0]) is None:
        pytest.skip(f"{command[0]} is not installed (see packaging/linux/check_desktop_files.sh)")
    return subprocess.run(command, capture_output=True, text=True, check=False, timeout=120)


def test_desktop_file_validate() -> None:
    result = run_tool("desktop-file-validate", str(DESKTOP))
    assert result.returncode == 0, result.stdout + result.stderr


def test_appstreamcli_validate() -> None:
    result = run_tool("appstreamcli", "validate", "--no-net", "--explain", str(METAINFO))
    assert result.returncode == 0, result.stdout + result.stderr


def test_xmllint_mime_and_icon() -> None:
    result = run_tool("xmllint", "--noout", str(MIME), str(METAINFO), str(ICON))
    assert result.returncode == 0, result.stdout + result.stderr


def test_update_mime_database_maps_the_globs(tmp_path: Path) -> None:
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(MIME, packages / f"{APP_ID}.xml")
    result = run_tool("update-mime-database", str(tmp_path / "mime"))
    assert result.returncode == 0, result.stdout + result.stderr
    globs = {
        line.split(":", 1)[1]
        for line in (tmp_path / "mime" / "globs2").read_text(encoding="utf-8").splitlines()
        if line and not line.startswith("#")
    }
    assert f"{SAVE_TYPE}:*.pinochle" in globs
    assert f"{HAND_TYPE}:*.pinochle-hand" in globs
