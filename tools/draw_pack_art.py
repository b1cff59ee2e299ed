"""Draws the cuckoo-family pack art: writes assets/cards/packs/<pack>/<card id>.svg (and each pack's numeral
ornament and back) from each pack's drawings (tools/pack_art_kille.py, pack_art_gnav.py, pack_art_cucu.py), which
dress the shared figures of tools/pack_art_figures.py.

    python -m tools.draw_pack_art

The SVG files are the shipped art; this script is how they were drawn, kept so they can be redrawn.
"""

from __future__ import annotations

from pathlib import Path

from scenes.core.assets import assets_dir
from tools.pack_art_cucu import CUCU_CARDS
from tools.pack_art_gnav import GNAV_CARDS
from tools.pack_art_kille import KILLE_CARDS
from tools.pack_art_shapes import Drawing, document

PACKS: dict[str, dict[str, tuple[str, Drawing]]] = {"kille42": KILLE_CARDS, "gnav42": GNAV_CARDS, "cucu40": CUCU_CARDS}


def write_pack(pack: str, folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (title, draw) in PACKS[pack].items():
        target = folder / f"{name}.svg"
        target.write_text(document(title, draw()), encoding="utf-8")
        written.append(target)
    return written


def main() -> None:
    for pack in PACKS:
        for target in write_pack(pack, assets_dir() / "cards" / "packs" / pack):
            print(target)


if __name__ == "__main__":
    main()
