"""The rules pages' cuckoo packs: a gallery per pack (every card high to low, its real face, its names, its power),
the powers explained, in English, German and Dutch, fitting at 1280x720 and 1920x1080."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.core.packs import KINDS
from game.i18n import set_language, tr, trc
from game.kuckuck.pack_pages import ABOUT, GALLERY, POWER_LINES, POWER_SHORT, gallery
from game.kuckuck.packs import FOOL, HARLEKIN, PENALTY, POWERS, SKIP, STOP
from game.pack_names import KIND_NAMES
from game.registry import spec_for
from scenes.cards.card_art import CardArt
from scenes.cards.geometry import card_height
from scenes.core.app import App
from scenes.ui import legibility, overflow, pack_gallery
from scenes.ui.pack_gallery import cell_lines, draw_gallery, plan
from scenes.ui.rules_panel import RulesPanel
from tests.test_rules_pages import page_text
from tests.ui_helpers import make_app, settle

KUCKUCK = spec_for("kuckuck")


@pytest.fixture(params=["en", "de", "nl"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The language of the test (set again after any app is made: an app reads the settings' language)."""
    set_language(request.param)
    yield request.param
    set_language("en")


def app_in(language: str, size: tuple[int, int] = (1280, 720)) -> App:
    app = make_app(size)
    set_language(language)
    return app


def test_the_gallery_is_every_kind_high_to_low_with_the_rules_own_powers() -> None:
    for deck, kinds in KINDS.items():
        cards = gallery(deck)
        assert [card.kind for card in cards] == list(kinds)
        assert [card.value for card in cards] == list(range(len(kinds), 0, -1))
        assert all(card.power == POWERS.get(card.kind) for card in cards)
    assert [card.kind for card in gallery("kille42")[:2]] == ["HAR", "KUK"]  # the sources' order, not kuku_lowest
    assert GALLERY.powers_in("gnav42") == (PENALTY, STOP, SKIP, FOOL)
    assert HARLEKIN in GALLERY.powers_in("kille42") and FOOL not in GALLERY.powers_in("kille42")
    with pytest.raises(ValueError, match="standard52"):
        gallery("standard52")


def test_a_card_is_named_in_its_packs_language_and_the_players(language: str) -> None:
    assert cell_lines("cucu40", gallery("cucu40")[2]) == [("Salta", True), (trc("pack card", "Horse"), False)]
    assert cell_lines("gnav42", gallery("gnav42")[5]) == [("12", True)]  # a numeral is its number
    harlekin = cell_lines("kille42", gallery("kille42")[0])
    assert harlekin[0] == ("Harlekin", True)
    assert len(harlekin) == (1 if trc("pack card", KIND_NAMES["HAR"]) == "Harlekin" else 2)  # German: the same


def test_the_page_tells_every_pack_and_every_power_in_each_language(language: str) -> None:
    text = page_text(app_in(language), KUCKUCK)
    packs = text.index(tr("The cuckoo packs"))
    assert packs < text.index(tr("Every house rule, with an example"))
    for deck in KINDS:
        assert tr(ABOUT[deck]) in text[packs:]
    for power, line in POWER_LINES.items():
        assert tr(line) in text[packs:], power
    if language != "en":
        assert tr(POWER_LINES[STOP]) != POWER_LINES[STOP]  # translated, not English left over


def test_each_cell_shows_the_real_face_and_its_power_in_words() -> None:
    art = CardArt()
    image = draw_gallery(GALLERY, "kille42", 640, 16, 14, art)
    cells = plan(640, 16, 14)
    card_h = card_height(cells.card_w)
    cell_h = (image.get_height() // -(-len(gallery("kille42")) // cells.columns)) - cells.pad
    for index, card in enumerate(gallery("kille42")[:4]):
        left = index % cells.columns * cells.cell_w + cells.pad
        top = index // cells.columns * (cell_h + cells.pad) + (cell_h - card_h) // 2
        inset = cells.card_w // 6  # inside the rounded corners, where the cell's tint shows through
        inner = pygame.Rect(inset, inset, cells.card_w - 2 * inset, card_h - 2 * inset)
        shown = image.subsurface(inner.move(left, top))
        face = art.face(card.kind, cells.card_w, pack="kille42").subsurface(inner)
        assert pygame.image.tobytes(shown, "RGBA") == pygame.image.tobytes(face, "RGBA"), card.kind
    assert {tr(POWER_SHORT[p]) for p in GALLERY.powers_in("kille42")} <= {
        line for card in gallery("kille42") if card.power for line in [tr(POWER_SHORT[card.power])]
    }


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_gallery_fits_the_rules_panel_and_reads_well(
    size: tuple[int, int], language: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pack_gallery, "_folder", lambda: tmp_path)  # drawn afresh, not an earlier test's picture
    app = app_in(language, size)
    with overflow.watch() as overflows, legibility.watch() as drawn:
        panel = RulesPanel(app, KUCKUCK)
        app.scenes.push(panel)
        settle(app, 2)
    assert panel._text is not None
    body = panel._text.html_text
    files = [Path(src) for src in re.findall(r"<img src='([^']+)'>", body)]
    assert len(files) == len(KINDS)
    room = panel._text.text_wrap_rect.width
    for path in files:
        picture = pygame.image.load(str(path))
        assert 0 < picture.get_width() <= room and picture.get_height() > 0
    assert [o for o in overflows if o.where == "pack gallery"] == []
    assert legibility.too_small(drawn, size) == []
    assert any(text.text == "Kuku" for text in drawn)  # the gallery's words were drawn, and watched


def test_without_a_folder_to_write_to_the_page_keeps_its_words(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_folder() -> Path:
        raise PermissionError("read-only")

    monkeypatch.setattr(pack_gallery, "_folder", no_folder)
    page = pack_gallery.gallery_html(spec_for("kuckuck"), 600, 16, 14, lambda title: title)
    assert "<img" not in page and tr(ABOUT["kille42"]) in page.replace("&#x27;", "'")
    assert pack_gallery.gallery_html(spec_for("hearts"), 600, 16, 14, lambda title: title) == ""
