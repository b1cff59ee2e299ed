"""The cuckoo-family pack art (assets/cards/packs/): every expected file is there, in the flat form SDL_image's
SVG reader draws, loads through pygame's SVG loader and draws something; each folder carries its licence."""

from __future__ import annotations

import re

import numpy as np
import pygame
import pytest

from tools.draw_pack_art import PACKS
from tools.pack_art_shapes import document
from tools.pack_sheet import PACK_FILES, pack_dir, pack_files, render

FILES = [(pack, name) for pack, names in PACK_FILES.items() for name in names]
# nanosvg cannot follow <use>/<symbol>, and the art is kept to solid fills and strokes
FORBIDDEN = re.compile(r"<(use|symbol|text|image|filter|linearGradient|radialGradient|style|clipPath|mask)\b|class=")


@pytest.mark.parametrize("pack", list(PACK_FILES))
def test_each_pack_folder_has_its_licence_and_readme(pack: str) -> None:
    folder = pack_dir(pack)
    licence = folder.parent / "LICENSE-CC0.txt"
    assert "CC0 1.0 Universal" in licence.read_text(encoding="utf-8")
    readme = (folder.parent / "README.md").read_text(encoding="utf-8")
    assert pack in readme
    for name in PACK_FILES[pack]:
        assert f"{name}.svg" in readme, f"{pack}/{name}.svg is not described in the README"


def test_no_stray_files() -> None:
    for pack, names in PACK_FILES.items():
        assert sorted(p.stem for p in pack_dir(pack).glob("*.svg")) == sorted(names)


@pytest.mark.parametrize(("pack", "name"), FILES)
def test_art_is_flat_svg_that_loads_and_draws(pack: str, name: str) -> None:
    path = pack_dir(pack) / f"{name}.svg"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("<svg") and 'viewBox="0 0 400 600"' in text
    assert not FORBIDDEN.search(text), f"{path.name} uses an element nanosvg does not draw"
    assert pygame.image.load(str(path)).get_size() == (400, 600)  # the file's own size, for a plain load
    for size in ((40, 60), (400, 600)):
        image = pygame.image.load_sized_svg(str(path), size)
        assert image.get_size() == size
        alpha = pygame.surfarray.array_alpha(image)
        rgb = pygame.surfarray.array3d(image).astype(int)
        inked = alpha > 128
        filled = inked & (rgb.max(axis=2) > 80)  # fills, not just the ink outline
        assert inked.mean() > 0.05, f"{pack}/{name} at {size} is nearly blank"
        assert filled.mean() > 0.03, f"{pack}/{name} at {size} has hardly any fill"


def test_contact_sheet_renders_on_paper() -> None:
    card = render(pack_files("kille42")[0], (40, 60))
    assert card.get_size() == (40, 60)
    assert np.unique(pygame.surfarray.array3d(card).reshape(-1, 3), axis=0).shape[0] > 8


def test_unknown_pack_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown pack 'tarot'"):
        pack_files("tarot")


def test_files_are_what_the_drawing_script_writes() -> None:
    """The shipped SVGs are tools/draw_pack_art.py's output: redraw them with it rather than editing by hand."""
    for pack, cards in PACKS.items():
        assert sorted(cards) == sorted(PACK_FILES[pack])
        for name, (title, draw) in cards.items():
            assert (pack_dir(pack) / f"{name}.svg").read_text(encoding="utf-8") == document(title, draw()), name
