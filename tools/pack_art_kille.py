"""The Kille pack's art (kille42), as tools/draw_pack_art.py writes it: the nine picture cards (Harlekin to Blaren),
the fleur-de-lis the game repeats on the numerals, and the back; one function a card, returning its SVG elements."""

from __future__ import annotations

import math

from tools.pack_art_figures import bicorne, cuckoo, flowerpot, grass, harlequin, horse, house, rider, wreath
from tools.pack_art_shapes import (
    BLUE,
    BROWN,
    DARK,
    GOLD,
    GREEN,
    GREY,
    INK,
    LINE,
    PINK,
    RED,
    SKIN,
    WHITE,
    Drawing,
    circle,
    ellipse,
    eye,
    group,
    leaf,
    limb,
    limb_curve,
    line,
    path,
    poly,
    rect,
)


def kille_har() -> str:
    slapstick = limb(GOLD, [(250, 232), (300, 190), (318, 130)], 28) + poly(
        BROWN, [(300, 150), (352, 20), (372, 28), (326, 160)]
    )
    return harlequin([RED, GREEN, BLUE, GOLD], bicorne(), left_arm=slapstick)


def kille_kuk() -> str:
    return cuckoo(GREY, BLUE, twig=DARK)


def kille_hsr() -> str:
    frogging = "".join(line(GOLD, [(168, y), (232, y)], 7) for y in range(250, 366, 22))
    sabre = limb_curve(WHITE, "M100,152 Q80,76 128,22", 10) + rect(GOLD, 84, 150, 34, 10, 5)
    pistol = poly(DARK, [(318, 276), (374, 268), (376, 284), (340, 290), (344, 316), (322, 318)]) + circle(
        SKIN, 318, 290, 14
    )
    return (
        grass()
        + limb(RED, [(180, 380), (176, 470), (174, 530)], 34)
        + limb(RED, [(220, 380), (226, 470), (230, 530)], 34)
        + limb(INK, [(174, 476), (170, 540), (150, 546)], 36)
        + limb(INK, [(228, 476), (234, 540), (256, 546)], 36)
        + limb(BLUE, [(150, 240), (114, 206), (100, 162)], 26)
        + sabre
        + circle(SKIN, 100, 156, 14)
        + limb(BLUE, [(250, 240), (284, 300), (314, 292)], 26)
        + pistol
        + poly(BLUE, [(148, 222), (252, 222), (246, 388), (154, 388)])
        + frogging
        + rect(GOLD, 150, 368, 100, 18)
        + circle(SKIN, 200, 184, 38)
        + path(INK, "M176,200 Q200,188 224,200 Q200,206 176,200Z", 0)
        + eye(186, 178, 5)
        + eye(214, 178, 5)
        + poly(INK, [(164, 158), (236, 158), (244, 72), (156, 72)])
        + rect(GOLD, 160, 146, 80, 14, 6)
        + circle(GOLD, 200, 112, 12, 6)
        + ellipse(RED, 200, 52, 14, 30)
    )


def boar_and_hound() -> str:
    bristles = poly(INK, [(120, 330), (150, 300), (170, 318), (200, 292), (222, 314), (255, 290), (275, 314),
                          (305, 296), (320, 322), (350, 330)], 0)  # fmt: skip
    boar = (
        bristles
        + limb(DARK, [(140, 430), (132, 500)], 26)
        + limb(DARK, [(180, 440), (186, 505)], 26)
        + limb(DARK, [(290, 430), (300, 500)], 26)
        + limb(DARK, [(330, 420), (342, 495)], 26)
        + line(DARK, [(368, 360), (390, 330), (378, 316)], 8)
        + ellipse(BROWN, 240, 380, 140, 78, -4)
        + poly(BROWN, [(130, 330), (120, 440), (40, 430), (22, 400), (60, 350)])
        + ellipse(PINK, 26, 414, 12, 22)
        + limb_curve(WHITE, "M60,425 Q40,396 56,380", 8)
        + eye(92, 372, 7)
        + poly(BROWN, [(118, 336), (140, 290), (156, 338)])
    )
    # the hound leaps from the upper right down onto the boar's back, its jaws at the boar's neck: a long body,
    # legs stretched fore and aft, a drop ear and a pointed muzzle, so it reads as a dog even on a 40 px card
    hound = (
        limb_curve(GOLD, "M322,170 Q356,144 366,98", 12)
        + limb(GOLD, [(306, 184), (340, 160), (372, 158)], 22)
        + limb(GOLD, [(314, 198), (346, 202), (372, 220)], 22)
        + limb(GOLD, [(230, 236), (236, 276), (252, 300)], 22)
        + limb(GOLD, [(212, 240), (212, 280), (226, 306)], 22)
        + ellipse(GOLD, 258, 206, 74, 34, -22)
        + limb(GOLD, [(206, 230), (160, 254)], 30)
        + group("translate(150,258) rotate(-50)", hound_head())
    )
    return grass() + boar + hound


def hound_head() -> str:
    """A hound's head in profile, muzzle to the left, round its skull's centre: a long muzzle, a black nose, a
    drop ear, bared teeth."""
    return (
        circle(GOLD, 0, 0, 34)
        + poly(GOLD, [(-14, -22), (-70, -14), (-80, 4), (-70, 22), (-14, 26)])
        + line(WHITE, [(-62, 22), (-28, 25)], 6)
        + circle(INK, -76, -2, 10, 0)
        + ellipse(BROWN, 16, 12, 11, 26, -20)
        + eye(-12, -14, 6)
    )


def kille_kav() -> str:
    hat = (
        ellipse(INK, 168, -48, 46, 11)
        + path(INK, "M144,-50 Q168,-100 192,-50Z")
        + limb_curve(RED, "M186,-64 Q226,-100 240,-60", 10)
    )
    return grass() + group("translate(30,280) scale(1.1)", horse(WHITE, GREY), rider(RED, BLUE, hat, arm_up=False))


def kille_var() -> str:
    sign = rect(GOLD, 160, 316, 80, 60) + ellipse(RED, 200, 346, 18, 18, 0, 6)
    # the inn stands back on the right, the rider arrives large in front of it: both read on a 40 px card
    inn = group("translate(96,100) scale(0.82)", house("#e9d3a4", RED, WHITE, ground=False), sign)
    small_rider = group(
        "translate(-14,330) scale(0.84)",
        horse(BROWN, INK),
        rider(BLUE, GOLD, path(INK, "M140,-40 L168,-80 L196,-40Z"), arm_up=False),
    )
    return grass() + inn + small_rider


def kille_kra() -> str:
    return wreath(130, 130, GREEN, [RED, GOLD, RED, WHITE, RED, GOLD, RED], BLUE)


def kille_blo() -> str:
    return flowerpot(RED, GOLD, [(BLUE, GOLD), (RED, GOLD), (GOLD, RED)])


def leaf_cap_head(face: str, cap: str) -> str:
    leaves = "".join(
        leaf(200 + 110 * math.cos(math.radians(a)), 230 + 110 * math.sin(math.radians(a)), 150, a, cap, LINE)
        for a in (-170, -135, -90, -45, -10)
    )
    return (
        leaves
        + ellipse(face, 104, 300, 26, 40)
        + ellipse(face, 296, 300, 26, 40)
        + path(face, "M110,250 Q110,170 200,170 Q290,170 290,250 L280,370 Q250,460 200,462 Q150,460 120,370Z")
        + path(cap, "M100,250 Q200,150 300,250 Q250,214 200,232 Q150,214 100,250Z")
        + path(INK, "M140,272 Q160,256 184,272", 0)
        + path(INK, "M216,272 Q240,256 260,272", 0)
        + ellipse(WHITE, 160, 292, 20, 13)
        + ellipse(WHITE, 240, 292, 20, 13)
        + eye(166, 294, 7)
        + eye(234, 290, 7)
        + path(RED, "M200,290 Q236,340 220,372 Q200,388 180,372 Q164,340 200,290Z")
        + path(RED, "M150,400 Q200,440 250,400 Q230,430 200,432 Q170,430 150,400Z")
        + line(WHITE, [(178, 412), (178, 424)], 6)
        + line(WHITE, [(222, 412), (222, 424)], 6)
    )


def kille_bla() -> str:
    return leaf_cap_head(SKIN, GREEN)


def fleur() -> str:
    """One fleur-de-lis, drawn in the middle of the art box (the game repeats and scales it)."""
    return group(
        "translate(200,300) scale(1.6)",
        path(GOLD, "M0,-110 Q40,-60 26,0 L-26,0 Q-40,-60 0,-110Z"),
        path(GOLD, "M-20,0 Q-40,-70 -86,-60 Q-110,-40 -92,-16 Q-82,-38 -64,-34 Q-44,-26 -40,10Z"),
        path(GOLD, "M20,0 Q40,-70 86,-60 Q110,-40 92,-16 Q82,-38 64,-34 Q44,-26 40,10Z"),
        path(GOLD, "M-16,20 Q-30,70 -60,76 Q-30,90 0,50 Q30,90 60,76 Q30,70 16,20Z"),
        rect(GOLD, -50, -2, 100, 24),
    )


def kille_back() -> str:
    lattice = "".join(
        line(GOLD, [(x, 0), (x + 600, 600)], 4) + line(GOLD, [(x + 600, 0), (x, 600)], 4) for x in range(-600, 400, 50)
    )
    return (
        rect(GREEN, 0, 0, 400, 600, 0)
        + lattice
        + rect("none", 20, 20, 360, 560, 8)
        + path(GOLD, "M0,0 H400 V600 H0Z M20,20 V580 H380 V20Z", 0)
        + ellipse(GREEN, 200, 300, 110, 150)
        + group("translate(200,300) scale(0.5) translate(-200,-300)", fleur())
    )


KILLE_CARDS: dict[str, tuple[str, Drawing]] = {
    "HAR": ("Kille: Harlekin, the harlequin in lozenge motley", kille_har),
    "KUK": ("Kille: Kuku, the cuckoo", kille_kuk),
    "HSR": ("Kille: Husar, a hussar with sabre and pistol", kille_hsr),
    "SVN": ("Kille: Husu, a hound biting a boar", boar_and_hound),
    "KAV": ("Kille: Kavall, a cavalier", kille_kav),
    "VAR": ("Kille: Vardshus, an inn with a rider", kille_var),
    "KRA": ("Kille: Kransen, the wreath", kille_kra),
    "BLO": ("Kille: Blompottan, the flowerpot", kille_blo),
    "BLA": ("Kille: Blaren, a grotesque head with a leaf cap", kille_bla),
    "fleur": ("Kille numerals: one fleur-de-lis, repeated by the game", fleur),
    "back": ("Kille: the back", kille_back),
}
