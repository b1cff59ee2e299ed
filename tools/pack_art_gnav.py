"""The Gnav pack's art (gnav42), as tools/draw_pack_art.py writes it: the eight picture cards (Gjok to Narr), the 0
and the back; one function a card, returning its SVG elements."""

from __future__ import annotations

from tools.pack_art_figures import branch, cat, cuckoo, flowerpot, grass, harlequin, horse, house, rider, wreath
from tools.pack_art_shapes import (
    BLUE,
    BROWN,
    DARK,
    GOLD,
    GREEN,
    GREY,
    INK,
    LEAF,
    RED,
    SKY,
    WHITE,
    Drawing,
    circle,
    ellipse,
    eye,
    group,
    limb,
    limb_curve,
    line,
    path,
    poly,
    rect,
    ring,
)


def gnav_gjo() -> str:
    return cuckoo(SKY, BLUE, twig=BROWN)


def gnav_dra() -> str:
    helmet = path(GOLD, "M142,-38 Q168,-78 194,-38Z") + limb_curve(RED, "M150,-64 Q170,-92 200,-70", 10)
    return grass() + group("translate(30,284) scale(1.1)", horse(DARK, INK), rider(BLUE, WHITE, helmet, arm_up=True))


def gnav_kat() -> str:
    return cat(GREY, WHITE, GOLD)


def gnav_hes() -> str:
    return grass() + group("translate(14,236) scale(1.22)", horse(BROWN, INK))


def gnav_hus() -> str:
    smoke = "".join(circle(WHITE, x, y, r, 6) for x, y, r in ((292, 150, 14), (310, 116, 18), (336, 76, 22)))
    return house(RED, INK, WHITE) + smoke


def gnav_pot() -> str:
    return flowerpot(BLUE, GOLD, [(RED, GOLD), (WHITE, GOLD), (GOLD, RED)])


def gnav_ugl() -> str:
    marks = ((180, 330), (220, 330), (160, 370), (200, 370), (240, 370), (180, 410), (220, 410))
    chevrons = "".join(line(BROWN, [(x - 12, y), (x, y + 10), (x + 12, y)], 6) for x, y in marks)
    return (
        branch(BROWN, LEAF)
        + ellipse(BROWN, 200, 300, 118, 150)
        + ellipse(GOLD, 200, 360, 70, 84, 0, 0)
        + chevrons
        + path(DARK, "M86,260 Q70,360 140,420 Q120,340 130,270Z")
        + path(DARK, "M314,260 Q330,360 260,420 Q280,340 270,270Z")
        + poly(BROWN, [(104, 210), (120, 130), (160, 180)])
        + poly(BROWN, [(296, 210), (280, 130), (240, 180)])
        + circle(WHITE, 158, 228, 44)
        + circle(WHITE, 242, 228, 44)
        + circle(GOLD, 158, 228, 24, 6)
        + circle(GOLD, 242, 228, 24, 6)
        + eye(158, 228, 12)
        + eye(242, 228, 12)
        + poly(GOLD, [(186, 258), (214, 258), (200, 296)])
        + line(GOLD, [(170, 440), (160, 420)], 10)
        + line(GOLD, [(230, 440), (240, 420)], 10)
    )


def birdcage() -> str:
    bars = "".join(line(INK, [(x, 236), (x, 318)], 5) for x in (290, 310, 330))
    return (
        line(INK, [(310, 190), (310, 204)], 6)
        + path(GOLD, "M264,240 Q264,200 310,200 Q356,200 356,240Z")
        + rect("none", 268, 236, 84, 86)
        + circle(RED, 318, 290, 14, 6)
        + poly(GOLD, [(304, 288), (292, 294), (304, 296)], 3)
        + bars
        + rect(GOLD, 260, 318, 100, 14)
    )


def gnav_nar() -> str:
    arm = limb(GOLD, [(250, 232), (294, 214), (310, 192)], 28)
    hood = path(RED, "M150,150 Q146,84 200,90 Q260,84 250,150 Q230,120 200,124 Q170,120 150,150Z") + circle(
        GOLD, 200, 86, 12, 6
    )
    return harlequin([RED, GOLD, GREEN, GOLD], hood, left_arm=arm) + birdcage()


def gnav_zero() -> str:
    return wreath(110, 170, LEAF, [], RED)


def gnav_back() -> str:
    rings = "".join(ring(GOLD, 200, 300, 126 + 40 * i, 164 + 60 * i, 10) for i in range(2))
    return (
        rect(BLUE, 0, 0, 400, 600, 0)
        + rings
        + path(GOLD, "M0,0 H400 V600 H0Z M20,20 V580 H380 V20Z", 0)
        + ellipse(WHITE, 200, 300, 100, 130)
        + group("translate(200,300) scale(0.4) translate(-208,-316)", cuckoo(SKY, BLUE))
    )


GNAV_CARDS: dict[str, tuple[str, Drawing]] = {
    "GJO": ("Gnav: Gjok, the cuckoo", gnav_gjo),
    "DRA": ("Gnav: Dragon, a dragoon on horseback", gnav_dra),
    "KAT": ("Gnav: Katt, the cat", gnav_kat),
    "HES": ("Gnav: Hest, the horse", gnav_hes),
    "HUS": ("Gnav: Hus, the house", gnav_hus),
    "POT": ("Gnav: Potta, the pot of flowers", gnav_pot),
    "UGL": ("Gnav: Ugle, the owl", gnav_ugl),
    "NAR": ("Gnav: Narr, the fool, a harlequin with a birdcage", gnav_nar),
    "N0": ("Gnav: the 0, a wreath", gnav_zero),
    "back": ("Gnav: the back", gnav_back),
}
