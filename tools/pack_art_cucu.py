"""The Cucù pack's art (cucu40), as tools/draw_pack_art.py writes it: the nine picture cards (Cucù to Matto), the
garland round the numerals, the Nulla and the back; one function a card, returning its SVG elements."""

from __future__ import annotations

import math

from tools.pack_art_figures import cat, cuckoo, grass, horse
from tools.pack_art_shapes import (
    BLUE,
    BROWN,
    DARK,
    GOLD,
    GREEN,
    GREY,
    INK,
    LEAF,
    PINK,
    RED,
    SKIN,
    SKY,
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
    motley,
    path,
    poly,
    rect,
    ring,
    star,
)


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


CUCU_CARDS: dict[str, tuple[str, Drawing]] = {
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
}
