"""Drawing primitives for the cuckoo-family pack art (tools/draw_pack_art.py): flat SVG elements that SDL_image's
nanosvg reader draws (paths, polygons, circles, ellipses, lines; solid fills and strokes; group transforms).

Every shape has the same bold ink outline as the court figures; limbs and stems are drawn twice (a wide ink line,
then a narrower coloured one over it), so they keep an outline without a path of their own.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence

Point = tuple[float, float]
Drawing = Callable[[], str]  # one card's art: its SVG elements, for `document`

# The deck's palette (scenes/cards/palette.py) and a few inks of our own for nature and skin.
INK = "#1a1b24"
GOLD = "#eaba48"
RED = "#c81628"
BLUE = "#28429e"
SKY = "#7fa6d8"
GREEN = "#1f8a3c"
LEAF = "#5aa83a"
BROWN = "#8a5a2b"
DARK = "#4a2f1a"
SKIN = "#f3cfa8"
WHITE = "#fdfbf4"
GREY = "#8f94a3"
PINK = "#e58a9a"
LINE = 10  # outline width in the 400 x 600 art box: one pixel on a 40-pixel card
WIDTH, HEIGHT = 400, 600


def _num(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _pts(points: Iterable[Point]) -> str:
    return " ".join(f"{_num(x)},{_num(y)}" for x, y in points)


def _stroke(width: float) -> str:
    if width <= 0:
        return ""
    return f' stroke="{INK}" stroke-width="{_num(width)}" stroke-linejoin="round" stroke-linecap="round"'


def poly(fill: str, points: Sequence[Point], width: float = LINE) -> str:
    return f'<polygon fill="{fill}"{_stroke(width)} points="{_pts(points)}"/>'


def path(fill: str, d: str, width: float = LINE) -> str:
    return f'<path fill="{fill}"{_stroke(width)} d="{d}"/>'


def circle(fill: str, cx: float, cy: float, r: float, width: float = LINE) -> str:
    return f'<circle fill="{fill}"{_stroke(width)} cx="{_num(cx)}" cy="{_num(cy)}" r="{_num(r)}"/>'


def ellipse(fill: str, cx: float, cy: float, rx: float, ry: float, turn: float = 0, width: float = LINE) -> str:
    shape = f'<ellipse fill="{fill}"{_stroke(width)} cx="0" cy="0" rx="{_num(rx)}" ry="{_num(ry)}"/>'
    return group(f"translate({_num(cx)},{_num(cy)}) rotate({_num(turn)})", shape)


def rect(fill: str, x: float, y: float, w: float, h: float, width: float = LINE) -> str:
    return poly(fill, [(x, y), (x + w, y), (x + w, y + h), (x, y + h)], width)


def line(colour: str, points: Sequence[Point], width: float) -> str:
    """An open stroke of `colour` (no outline of its own)."""
    return (
        f'<polyline fill="none" stroke="{colour}" stroke-width="{_num(width)}" stroke-linejoin="round"'
        f' stroke-linecap="round" points="{_pts(points)}"/>'
    )


def curve(colour: str, d: str, width: float) -> str:
    """An open path stroke of `colour`."""
    return (
        f'<path fill="none" stroke="{colour}" stroke-width="{_num(width)}" stroke-linejoin="round"'
        f' stroke-linecap="round" d="{d}"/>'
    )


def limb(colour: str, points: Sequence[Point], width: float) -> str:
    """A thick outlined stroke: an arm, a leg, a stem, a tail."""
    return line(INK, points, width + 2 * LINE) + line(colour, points, width)


def limb_curve(colour: str, d: str, width: float) -> str:
    return curve(INK, d, width + 2 * LINE) + curve(colour, d, width)


def ring(colour: str, cx: float, cy: float, rx: float, ry: float, width: float) -> str:
    """An elliptical band of `colour`, `width` wide, outlined in ink."""
    parts = []
    for ink, w in ((INK, width + 2 * LINE * 0.6), (colour, width)):
        parts.append(
            f'<ellipse fill="none" stroke="{ink}" stroke-width="{_num(w)}" cx="{_num(cx)}" cy="{_num(cy)}"'
            f' rx="{_num(rx)}" ry="{_num(ry)}"/>'
        )
    return "".join(parts)


def group(transform: str, *parts: str) -> str:
    return f'<g transform="{transform}">' + "".join(parts) + "</g>"


def eye(cx: float, cy: float, r: float = 9) -> str:
    return circle(INK, cx, cy, r, 0)


def star(cx: float, cy: float, outer: float, inner: float, points: int, turn: float = -90) -> list[Point]:
    """The corners of a star (or a jagged ring such as a mane) around (cx, cy)."""
    corners: list[Point] = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.radians(turn + 180 * i / points)
        corners.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return corners


def leaf(cx: float, cy: float, length: float, angle: float, fill: str = LEAF, width: float = LINE * 0.8) -> str:
    """A pointed leaf centred on (cx, cy), its axis turned `angle` degrees from the x axis."""
    half, bulge = length / 2, length * 0.28
    d = f"M{_num(-half)},0 Q0,{_num(-bulge)} {_num(half)},0 Q0,{_num(bulge)} {_num(-half)},0Z"
    return group(f"translate({_num(cx)},{_num(cy)}) rotate({_num(angle)})", path(fill, d, width))


def clip(subject: Sequence[Point], window: Sequence[Point]) -> list[Point]:
    """`subject` cut to the convex polygon `window` (Sutherland-Hodgman; `window` counter-clockwise on screen or
    clockwise: either, as long as it is convex)."""
    area = sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(window, [*window[1:], window[0]], strict=True))
    sign = 1.0 if area > 0 else -1.0

    def inside(p: Point, a: Point, b: Point) -> bool:
        return sign * ((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])) >= 0

    def cross(p: Point, q: Point, a: Point, b: Point) -> Point:
        dx, dy = q[0] - p[0], q[1] - p[1]
        ex, ey = b[0] - a[0], b[1] - a[1]
        t = (ex * (a[1] - p[1]) - ey * (a[0] - p[0])) / (ex * dy - ey * dx)
        return (p[0] + t * dx, p[1] + t * dy)

    output = list(subject)
    for a, b in zip(window, [*window[1:], window[0]], strict=True):
        if not output:
            break
        points, output = output, []
        for p, q in zip([points[-1], *points[:-1]], points, strict=True):
            if inside(q, a, b):
                if not inside(p, a, b):
                    output.append(cross(p, q, a, b))
                output.append(q)
            elif inside(p, a, b):
                output.append(cross(p, q, a, b))
    return output


def motley(window: Sequence[Point], colours: Sequence[str], size: Point = (44, 56), origin: Point = (0, 0)) -> str:
    """The convex `window` tiled with lozenges of the `colours` in turn, then outlined: a harlequin's suit."""
    xs = [p[0] for p in window]
    ys = [p[1] for p in window]
    w, h = size
    parts: list[str] = []
    row = 0
    y = origin[1] + math.floor((min(ys) - origin[1]) / (h / 2)) * h / 2 - h
    while y <= max(ys) + h:
        shift = (w / 2) * (row % 2)
        x = origin[0] + math.floor((min(xs) - origin[0]) / w) * w - w + shift
        column = 0
        while x <= max(xs) + w:
            diamond = [(x, y - h / 2), (x + w / 2, y), (x, y + h / 2), (x - w / 2, y)]
            piece = clip(diamond, window)
            if len(piece) >= 3:
                colour = colours[(column + row * (1 + len(colours) // 2)) % len(colours)]
                parts.append(poly(colour, piece, LINE * 0.4))
            x += w
            column += 1
        y += h / 2
        row += 1
    return "".join(parts) + poly("none", window)


def document(title: str, *parts: str) -> str:
    """A whole SVG file: the 400 x 600 art box, transparent, one element per line."""
    body = "\n".join(parts)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">\n'
        f"<!-- {title} (drawn for Kuckuck & Co., CC0 1.0) -->\n{body}\n</svg>\n"
    )
