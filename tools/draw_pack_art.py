"""Draws the cuckoo-family pack art: writes assets/cards/packs/<pack>/<card id>.svg (and each pack's numeral
ornament and back) from the figures in tools/pack_art_figures.py.

    python -m tools.draw_pack_art

The SVG files are the shipped art; this script is how they were drawn, kept so they can be redrawn.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

from scenes.core.assets import assets_dir
from tools.pack_art_figures import bicorne, branch, cuckoo, flowerpot, grass, harlequin, horse, house, rider, wreath
from tools.pack_art_shapes import (
    BLUE,
    BROWN,
    DARK,
    GOLD,
    GREEN,
    GREY,
    INK,
    LEAF,
    LINE,
    PINK,
    RED,
    SKIN,
    SKY,
    WHITE,
    circle,
    document,
    ellipse,
    eye,
    group,
    leaf,
    limb,
    limb_curve,
    line,
    motley,
    path,
    poly,
    rect,
    ring,
    star,
)

Drawing = Callable[[], str]


# --- Kille -----------------------------------------------------------------------------------------------------


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


# --- Gnav ------------------------------------------------------------------------------------------------------


def gnav_gjo() -> str:
    return cuckoo(SKY, BLUE, twig=BROWN)


def gnav_dra() -> str:
    helmet = path(GOLD, "M142,-38 Q168,-78 194,-38Z") + limb_curve(RED, "M150,-64 Q170,-92 200,-70", 10)
    return grass() + group("translate(30,284) scale(1.1)", horse(DARK, INK), rider(BLUE, WHITE, helmet, arm_up=True))


def cat(coat: str, chest: str, eyes: str) -> str:
    stripes = "".join(line(INK, [(x, 190), (x + 4, 214)], 6) for x in (180, 200, 220))
    return (
        limb_curve(coat, "M270,500 Q370,480 350,380 Q340,330 300,340", 24)
        + ellipse(coat, 200, 430, 100, 120)
        + ellipse(chest, 200, 400, 50, 80, 0, 0)
        + ellipse(chest, 160, 540, 34, 18)
        + ellipse(chest, 240, 540, 34, 18)
        + poly(coat, [(128, 220), (134, 128), (192, 186)])
        + poly(coat, [(272, 220), (266, 128), (208, 186)])
        + poly(PINK, [(142, 200), (144, 152), (176, 186)], 0)
        + poly(PINK, [(258, 200), (256, 152), (224, 186)], 0)
        + ellipse(coat, 200, 250, 86, 74)
        + stripes
        + ellipse(eyes, 168, 240, 18, 14)
        + ellipse(eyes, 232, 240, 18, 14)
        + ellipse(INK, 168, 240, 4, 12, 0, 0)
        + ellipse(INK, 232, 240, 4, 12, 0, 0)
        + poly(PINK, [(190, 270), (210, 270), (200, 282)], 4)
        + line(INK, [(200, 282), (186, 296)], 4)
        + line(INK, [(200, 282), (214, 296)], 4)
        + line(INK, [(150, 284), (96, 276)], 3)
        + line(INK, [(150, 292), (98, 300)], 3)
        + line(INK, [(250, 284), (304, 276)], 3)
        + line(INK, [(250, 292), (302, 300)], 3)
    )


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


# --- Cucù ------------------------------------------------------------------------------------------------------


def cucu_cuc() -> str:
    return cuckoo(BROWN, DARK, belly=GOLD, twig=GREY, leaves=GREEN)


def cucu_bra() -> str:
    feather = limb_curve(RED, "M230,88 Q280,50 300,70", 10)
    return (
        grass()
        + limb(BROWN, [(182, 380), (172, 470), (166, 530)], 32)
        + limb(BROWN, [(220, 380), (230, 470), (236, 530)], 32)
        + limb(INK, [(168, 490), (162, 546), (142, 548)], 34)
        + limb(INK, [(232, 490), (238, 546), (258, 548)], 34)
        + poly(BROWN, [(70, 438), (112, 462), (168, 378), (144, 360)])
        + limb(BROWN, [(150, 372), (300, 170)], 16)
        + limb(GREY, [(250, 236), (376, 64)], 10)
        + rect(INK, 272, 190, 18, 26, 0)
        + poly(GREEN, [(146, 222), (254, 222), (262, 400), (138, 400)])
        + line(BROWN, [(150, 230), (250, 380)], 14)
        + ellipse(GOLD, 262, 370, 30, 26)
        + limb(GREEN, [(150, 240), (140, 320), (190, 318)], 26)
        + limb(GREEN, [(250, 240), (276, 220), (290, 178)], 26)
        + circle(SKIN, 190, 318, 14)
        + circle(SKIN, 292, 176, 14)
        + circle(SKIN, 200, 180, 38)
        + path(BROWN, "M170,200 Q200,236 230,200 Q200,214 170,200Z", 0)
        + eye(186, 172, 5)
        + eye(214, 172, 5)
        + ellipse(BROWN, 200, 146, 70, 16)
        + path(BROWN, "M164,146 Q170,92 200,96 Q232,92 236,146Z")
        + feather
    )


def cucu_sal() -> str:
    return grass() + group("translate(38,262)", horse(GOLD, BROWN, goat=True, leap=True))


def mouse() -> str:
    return (
        limb_curve(PINK, "M352,548 Q384,540 380,500", 5)
        + ellipse(GREY, 320, 548, 36, 20)
        + circle(GREY, 296, 528, 13)
        + circle(PINK, 288, 540, 5, 0)
        + eye(300, 546, 4)
    )


def cucu_gna() -> str:
    return group("translate(-40,0)", cat(GOLD, WHITE, GREEN)) + mouse()


def cucu_ost() -> str:
    sign = (
        limb(INK, [(290, 230), (376, 230)], 8)
        + line(INK, [(308, 230), (308, 252)], 4)
        + line(INK, [(362, 230), (362, 252)], 4)
        + rect(WHITE, 298, 250, 76, 76)
        + path(RED, "M320,266 Q352,266 352,282 L346,312 L326,312 L320,282Z", 6)
        + leaf(336, 258, 36, 0, GREEN, 5)
    )
    return (
        grass()
        + rect(GOLD, 20, 240, 270, 290)
        + poly(RED, [(4, 256), (155, 150), (306, 256)])
        + path(DARK, "M120,530 L120,440 Q155,400 190,440 L190,530Z")
        + rect(WHITE, 46, 300, 56, 70)
        + rect(WHITE, 208, 300, 56, 70)
        + rect(WHITE, 46, 420, 56, 60)
        + rect(WHITE, 208, 420, 56, 60)
        + line(INK, [(74, 300), (74, 370)], 6)
        + line(INK, [(236, 300), (236, 370)], 6)
        + sign
    )


def cucu_sec() -> str:
    staves = "".join(line(DARK, [(x, 310), (x + (x - 200) * -0.1, 496)], 5) for x in (150, 175, 200, 225, 250))
    return (
        limb_curve(GREY, "M118,300 Q200,130 282,300", 10)
        + poly(BROWN, [(116, 300), (284, 300), (264, 500), (136, 500)])
        + staves
        + limb(GREY, [(124, 350), (276, 350)], 10)
        + limb(GREY, [(132, 450), (268, 450)], 10)
        + ellipse(BROWN, 200, 300, 84, 24)
        + ellipse(SKY, 200, 300, 66, 14, 0, 4)
    )


def cucu_mas() -> str:
    return (
        poly(RED, star(200, 300, 190, 130, 14))
        + path(GOLD, "M90,220 Q100,120 200,118 Q300,120 310,220 Q320,340 270,430 Q200,500 130,430 Q80,340 90,220Z")
        + path(RED, "M110,210 Q150,170 190,214 Q150,196 110,230Z")
        + path(RED, "M290,210 Q250,170 210,214 Q250,196 290,230Z")
        + ellipse(INK, 154, 250, 28, 18, 10, 0)
        + ellipse(INK, 246, 250, 28, 18, -10, 0)
        + path(GOLD, "M200,230 Q236,320 232,340 Q200,356 168,340 Q164,320 200,230Z")
        + path(INK, "M136,380 Q200,350 264,380 Q240,450 200,452 Q160,450 136,380Z")
        + rect(WHITE, 170, 372, 60, 14, 0)
        + circle(RED, 126, 336, 16, 0)
        + circle(RED, 274, 336, 16, 0)
    )


def cucu_leo() -> str:
    mane = "#1c2f73"
    claws = "".join(
        poly(GOLD, [(x, y), (x - 22, y - 8), (x - 16, y + 10)], 4) for x, y in ((96, 212), (96, 318), (110, 552))
    )
    return (
        limb_curve(BLUE, "M270,430 Q370,390 336,260 Q324,214 356,170", 14)
        + poly(mane, star(358, 164, 32, 14, 6), 6)
        + limb(BLUE, [(250, 420), (300, 480), (290, 548)], 32)
        + limb(BLUE, [(206, 430), (160, 480), (112, 548)], 32)
        + ellipse(BLUE, 230, 350, 72, 128, 16)
        + limb(BLUE, [(200, 260), (140, 250), (100, 212)], 28)
        + limb(BLUE, [(206, 310), (150, 330), (100, 318)], 28)
        + claws
        + poly(mane, star(176, 176, 116, 80, 12))
        + ellipse(BLUE, 164, 184, 56, 50)
        + poly(RED, [(84, 206), (122, 214), (92, 236)], 6)
        + ellipse(BLUE, 104, 184, 44, 26, 8)
        + poly(INK, [(60, 172), (74, 168), (70, 184)], 4)
        + line(INK, [(70, 200), (118, 206)], 6)
        + line(WHITE, [(84, 200), (88, 212)], 5)
        + circle(WHITE, 138, 160, 12, 5)
        + eye(134, 160, 6)
        + line(INK, [(118, 144), (150, 140)], 7)
        + ellipse(BLUE, 190, 142, 12, 20, 20)
    )


def jester(hands: str) -> str:
    cap = (
        path(RED, "M150,150 Q120,90 70,110 Q110,120 140,160Z")
        + path(GOLD, "M250,150 Q280,90 330,110 Q290,120 260,160Z")
        + path(GREEN, "M156,156 Q160,100 200,98 Q240,100 244,156Z")
        + circle(GOLD, 70, 110, 13, 6)
        + circle(RED, 330, 110, 13, 6)
    )
    collar = poly(WHITE, star(200, 222, 70, 48, 8, -90))
    return (
        grass()
        + limb(GOLD, [(180, 380), (176, 470), (174, 530)], 32)
        + limb(RED, [(220, 380), (226, 470), (230, 530)], 32)
        + path(RED, "M170,540 Q150,520 130,530 Q150,556 180,552Z")
        + path(GOLD, "M230,540 Q250,520 270,530 Q250,556 220,552Z")
        + hands
        + poly(RED, [(148, 222), (200, 222), (200, 390), (152, 390)])
        + poly(GOLD, [(200, 222), (252, 222), (248, 390), (200, 390)])
        + collar
        + circle(SKIN, 200, 184, 38)
        + path(RED, "M180,200 Q200,214 220,200", 6)
        + eye(186, 176, 5)
        + eye(214, 176, 5)
        + cap
    )


def cucu_mat() -> str:
    marotte = (
        limb(BROWN, [(300, 300), (300, 150)], 10)
        + circle(SKIN, 300, 126, 22)
        + path(RED, "M276,118 Q300,70 324,118Z")
        + circle(GOLD, 300, 76, 8, 5)
    )
    arms = (
        limb(RED, [(150, 240), (124, 310), (150, 360)], 26)
        + limb(GOLD, [(250, 240), (290, 280), (300, 262)], 26)
        + marotte
        + circle(SKIN, 300, 262, 14)
    )
    return jester(arms)


def garland(centre: str) -> str:
    """The Cucù numeral's ornament: a garland of leaves and flowers across the top, a small landscape below."""

    def swag(x: float) -> float:  # the garland's line: hanging from the top corners down the sides
        return 64 + 70 * math.sin(math.pi * (x - 40) / 320)

    leaves = "".join(
        leaf(40 + 32 * i, swag(40 + 32 * i) + (10 if i % 2 else -10), 70, 25 if i % 2 else -25, GREEN)
        for i in range(11)
    )
    sides = "".join(leaf(x, 96 + 46 * i, 64, 90 + (25 if i % 2 else -25), GREEN) for x in (44, 356) for i in range(4))
    flowers = "".join(
        "".join(
            circle(RED, x + 14 * math.cos(a), swag(x) + 14 * math.sin(a), 12, 5) for a in (0, 1.26, 2.51, 3.77, 5.03)
        )
        + circle(GOLD, x, swag(x), 9, 5)
        for x in (44, 122, 200, 278, 356)
    )
    leaves += sides
    landscape = (
        path(SKY, "M60,470 H340 V560 H60Z", 0)
        + path(LEAF, "M60,530 Q130,480 200,520 Q270,470 340,520 V560 H60Z", 0)
        + limb(BROWN, [(120, 530), (120, 506)], 6)
        + circle(GREEN, 120, 496, 16, 5)
        + rect(WHITE, 250, 506, 30, 24, 5)
        + poly(RED, [(244, 508), (265, 490), (286, 508)], 5)
        + rect("none", 60, 470, 280, 90)
    )
    return leaves + flowers + centre + landscape


def cucu_numeral() -> str:
    return garland("")


def cucu_zero() -> str:
    return garland(ring(GOLD, 200, 300, 84, 124, 16))


def cucu_back() -> str:
    lozenges = motley([(0, 0), (400, 0), (400, 600), (0, 600)], [RED, "#9a1020"], size=(80, 100))
    return (
        lozenges
        + path(GOLD, "M0,0 H400 V600 H0Z M20,20 V580 H380 V20Z", 0)
        + circle(GOLD, 200, 300, 90)
        + poly(RED, star(200, 300, 70, 34, 8))
        + circle(GOLD, 200, 300, 22)
    )


PACKS: dict[str, dict[str, tuple[str, Drawing]]] = {
    "kille42": {
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
    },
    "gnav42": {
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
    },
    "cucu40": {
        "CUC": ("Cucu: Cucu, the cuckoo", cucu_cuc),
        "BRA": ("Cucu: Bragon, the hunter", cucu_bra),
        "SAL": ("Cucu: Salta, a horse with a goat's muzzle", cucu_sal),
        "GNA": ("Cucu: Gnao, a cat with a mouse", cucu_gna),
        "OST": ("Cucu: Osteria, an inn with its sign", cucu_ost),
        "SEC": ("Cucu: Secchia, the bucket", cucu_sec),
        "MAS": ("Cucu: Mascherone, a grotesque mask", cucu_mas),
        "LEO": ("Cucu: Leone, a blue rampant lion", cucu_leo),
        "MAT": ("Cucu: Matto, a jester with a marotte", cucu_mat),
        "numeral": ("Cucu numerals: a garland and a small landscape; the game draws the Roman numeral", cucu_numeral),
        "N0": ("Cucu: Nulla, the garland round an empty cartouche", cucu_zero),
        "back": ("Cucu: the back", cucu_back),
    },
}


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
