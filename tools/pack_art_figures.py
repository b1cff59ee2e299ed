"""The motifs the three cuckoo-family packs share (a bird, a horse and its rider, a house, a pot of flowers, a
wreath, a harlequin, a cat), each a string of SVG elements in the 400 x 600 art box; each pack's drawings
(tools/pack_art_kille.py, pack_art_gnav.py, pack_art_cucu.py) dress them per card."""

from __future__ import annotations

import math

from tools.pack_art_shapes import (
    BROWN,
    DARK,
    GOLD,
    GREEN,
    INK,
    LEAF,
    LINE,
    PINK,
    RED,
    SKIN,
    WHITE,
    circle,
    ellipse,
    eye,
    leaf,
    limb,
    limb_curve,
    line,
    motley,
    path,
    poly,
    rect,
    star,
)


def branch(colour: str = BROWN, leaves: str = LEAF) -> str:
    return (
        limb(colour, [(10, 440), (200, 405), (392, 350)], 26)
        + limb(colour, [(300, 378), (350, 420), (392, 430)], 14)
        + leaf(70, 455, 70, 20, leaves)
        + leaf(355, 445, 60, -10, leaves)
        + leaf(330, 330, 64, -40, leaves)
    )


def cuckoo(body: str, wing: str, belly: str = WHITE, twig: str = BROWN, leaves: str = LEAF) -> str:
    """A cuckoo perched on a branch, facing left: long tail, barred breast, hooked beak."""
    bars = "".join(
        line(INK, [(x, y), (x + 16, y + 7), (x + 32, y)], 6)
        for x, y in ((130, 300), (160, 318), (195, 332), (150, 340), (185, 356), (225, 348))
    )
    return (
        branch(twig, leaves)
        + path(wing, "M270,296 L372,388 Q400,416 378,440 Q352,460 330,430 L236,346Z")
        + "".join(circle(WHITE, x, y, 6, 0) for x, y in ((300, 334), (334, 364), (366, 396), (286, 366), (318, 398)))
        + path(wing, "M250,330 Q300,360 320,400 Q280,384 236,356Z", LINE * 0.8)
        + limb(GOLD, [(190, 360), (184, 412)], 8)
        + limb(GOLD, [(226, 352), (226, 402)], 8)
        + ellipse(body, 205, 300, 112, 74, -28)
        + ellipse(belly, 178, 330, 70, 40, -28, 0)
        + bars
        + path(wing, "M170,262 Q262,214 330,282 Q300,330 230,322 Q190,312 170,262Z")
        + line(INK, [(215, 276), (290, 270)], 5)
        + line(INK, [(215, 296), (300, 300)], 5)
        + circle(body, 118, 215, 54)
        + poly(GOLD, [(72, 198), (22, 224), (70, 232)])
        + circle(GOLD, 108, 203, 16, 5)
        + eye(108, 203, 8)
    )


def horse(coat: str, mane: str, goat: bool = False, leap: bool = False) -> str:
    """A horse in profile facing left in a 300 x 260 box (hooves at y 250); `goat` gives it a goat's horns and
    beard, `leap` tucks its legs as it jumps."""
    if leap:
        front = [[(110, 150), (74, 184), (40, 206)], [(132, 152), (104, 198), (72, 224)]]
        back = [[(238, 148), (282, 184), (322, 200)], [(214, 152), (258, 200), (298, 224)]]
    else:
        front = [[(110, 150), (100, 205), (92, 250)], [(135, 150), (140, 205), (132, 250)]]
        back = [[(235, 150), (245, 205), (238, 250)], [(210, 150), (205, 205), (215, 250)]]
    legs = "".join(limb(coat, leg, 24) + circle(INK, *leg[-1], 13, 0) for leg in front + back)
    head = (
        poly(coat, [(92, 140), (140, 95), (102, 22), (60, 40)])
        + ellipse(coat, 56, 64, 54, 25, -55)
        + poly(coat, [(76, 32), (84, -2), (98, 26)])
        + limb_curve(mane, "M100,22 Q122,58 142,98", 14)
        + eye(62, 50, 6)
        + circle(INK, 24, 102, 4, 0)
    )
    if goat:
        head += limb_curve("#e8dcc0", "M70,30 Q90,-30 140,-10", 12) + poly(mane, [(22, 106), (30, 150), (46, 110)])
    return limb_curve(mane, "M262,95 Q300,120 292,205", 18) + legs + ellipse(coat, 175, 120, 95, 52) + head


def rider(coat: str, trousers: str, hat: str, arm_up: bool = True) -> str:
    """A rider sitting a `horse` (same box), facing left, a sword raised or held down."""
    arm = [(158, 22), (118, 0), (98, -40)] if arm_up else [(158, 22), (130, 60), (110, 70)]
    sword = [(98, -40), (70, -150)] if arm_up else [(110, 70), (40, 100)]
    return (
        limb(trousers, [(168, 75), (140, 118), (150, 168)], 26)
        + limb(INK, [(146, 135), (150, 172)], 26)
        + poly(coat, [(140, 85), (198, 85), (190, 2), (146, 2)])
        + limb(WHITE, sword, 8)
        + limb(coat, arm, 20)
        + circle(SKIN, *arm[-1], 11, 6)
        + circle(SKIN, 168, -26, 26)
        + eye(156, -30, 4)
        + hat
    )


def cat(coat: str, chest: str, eyes: str) -> str:
    """A cat sitting face on, its tail curled up at its side: pricked ears, slit pupils, whiskers."""
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


def house(walls: str, roof: str, trim: str = WHITE, ground: bool = True) -> str:
    """A gabled house seen from the front, on a strip of grass (unless `ground` is off)."""
    return (
        (path(GREEN, "M0,520 Q200,490 400,520 L400,600 L0,600Z", 0) if ground else "")
        + rect(roof, 270, 180, 36, 90)
        + rect(walls, 80, 300, 240, 230)
        + poly(roof, [(52, 316), (200, 170), (348, 316)])
        + circle(trim, 200, 262, 22)
        + rect(trim, 168, 420, 64, 110)
        + rect(DARK, 180, 432, 40, 98, 6)
        + rect(trim, 100, 340, 56, 56)
        + rect(trim, 244, 340, 56, 56)
        + line(INK, [(128, 340), (128, 396)], 6)
        + line(INK, [(272, 340), (272, 396)], 6)
        + line(INK, [(100, 368), (156, 368)], 6)
        + line(INK, [(244, 368), (300, 368)], 6)
    )


def flowerpot(pot: str, band: str, blooms: list[tuple[str, str]]) -> str:
    """A pot of three flowers: `blooms` are (petal, heart) colours, left to right."""
    tops = [(110, 200), (200, 130), (295, 205)]
    stems = "".join(limb_curve(GREEN, f"M200,390 Q{(x + 200) / 2},{y + 120} {x},{y}", 10) for x, y in tops)
    leaves = leaf(150, 320, 80, -35) + leaf(255, 315, 80, 35) + leaf(185, 250, 60, -70)
    flowers = "".join(
        poly(petal, star(x, y, 58, 30, 6)) + circle(heart, x, y, 20)
        for (x, y), (petal, heart) in zip(tops, blooms, strict=True)
    )
    return (
        stems
        + leaves
        + flowers
        + poly(pot, [(110, 380), (290, 380), (265, 540), (135, 540)])
        + rect(band, 96, 370, 208, 42)
        + line(INK, [(150, 470), (250, 470)], 6)
    )


def wreath(rx: float, ry: float, leaves: str, flowers: list[str], ribbon: str) -> str:
    """A ring of leaves (an ellipse `rx` x `ry` around the middle), `flowers` set in it, tied with a bow below."""
    parts: list[str] = []
    count = 22
    for i in range(count):
        a = math.radians(90 + 360 * (i + 0.5) / count)
        x, y = 200 + rx * math.cos(a), 300 + ry * math.sin(a)
        tangent = math.degrees(math.atan2(ry * math.cos(a), -rx * math.sin(a)))
        side = 1 if i % 2 else -1
        nx, ny = math.cos(a) * 18 * side, math.sin(a) * 18 * side
        if 1 <= i < count - 1:
            parts.append(leaf(x + nx, y + ny, 84, tangent + 30 * side, leaves))
    for i, colour in enumerate(flowers):
        a = math.radians(90 + 360 * (i + 1) / (len(flowers) + 1))
        x, y = 200 + rx * math.cos(a), 300 + ry * math.sin(a)
        parts.append(poly(colour, star(x, y, 32, 17, 5)) + circle(GOLD, x, y, 10, 5))
    bow = (
        poly(ribbon, [(200, 300 + ry), (140, 300 + ry - 34), (140, 300 + ry + 34)])
        + poly(ribbon, [(200, 300 + ry), (260, 300 + ry - 34), (260, 300 + ry + 34)])
        + poly(ribbon, [(192, 300 + ry), (160, 300 + ry + 90), (184, 300 + ry + 80), (200, 300 + ry + 100)])
        + poly(ribbon, [(208, 300 + ry), (240, 300 + ry + 90), (216, 300 + ry + 80), (200, 300 + ry + 100)])
        + circle(ribbon, 200, 300 + ry, 16)
    )
    stem = ellipse("none", 200, 300, rx, ry, 0, LINE * 2.4) + ellipse("none", 200, 300, rx, ry, 0, 0)
    return stem.replace(f'fill="none" stroke="{INK}"', f'fill="none" stroke="{DARK}"') + "".join(parts) + bow


def harlequin(colours: list[str], hat: str, right_arm: str = "", left_arm: str = "") -> str:
    """A harlequin standing face on in lozenge motley, half-masked; arms given by the caller (drawn behind the
    body) or a hand on each hip."""
    right = right_arm or limb(colours[0], [(150, 232), (112, 300), (146, 352)], 28)
    left = left_arm or limb(colours[1], [(250, 232), (288, 300), (254, 352)], 28)
    return (
        right
        + left
        + ellipse(INK, 172, 552, 28, 13, 0, 0)
        + ellipse(INK, 228, 552, 28, 13, 0, 0)
        + motley([(152, 368), (199, 368), (194, 544), (160, 544)], colours, origin=(0, 20))
        + motley([(201, 368), (248, 368), (240, 544), (206, 544)], colours, origin=(22, 20))
        + motley([(142, 218), (258, 218), (250, 378), (150, 378)], colours)
        + rect(INK, 148, 352, 104, 18, 0)
        + ellipse(WHITE, 200, 218, 64, 18)
        + circle(SKIN, 200, 166, 42)
        + poly(INK, [(160, 146), (240, 146), (236, 172), (204, 168), (196, 168), (164, 172)], 0)
        + circle(WHITE, 182, 158, 6, 0)
        + circle(WHITE, 218, 158, 6, 0)
        + line(INK, [(186, 190), (200, 196), (214, 190)], 5)
        + hat
    )


def bicorne(colour: str = INK) -> str:
    return path(colour, "M132,138 Q200,58 268,138 Q200,112 132,138Z") + circle(RED, 200, 104, 12, 6)


def grass() -> str:
    return path(GREEN, "M0,540 Q200,515 400,540 L400,600 L0,600Z", 0)
