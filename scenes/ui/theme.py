"""pygame_gui theming that follows the window: text sizes registered as theme blocks on first use (pygame_gui
themes are per manager, and a size needs its own block), and the shade and frame of a modal dialog."""

from __future__ import annotations

from typing import Final

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from scenes.core.assets import font_path
from scenes.ui.decor import panel_body
from scenes.ui.scale import scaled
from scenes.ui.text import text_pixels

HEADING_COLOUR: Final = "#FFD97A"
MODAL_LAYER: Final = 40  # starting height: above every scene widget


def font_id(
    ui: pygame_gui.UIManager, pixels: int, bold: bool = True, colour: str | None = None, radius: int | None = None
) -> str:
    """An object id whose theme block sets the shipped DejaVu font at `pixels`, and optionally the text colour
    ("#rrggbb") and a corner radius that follows the window size; registered on first use."""
    pixels = text_pixels(pixels)  # at the player's text size
    ident = f"#kk_font_{pixels}{'b' if bold else 'r'}"
    ident += f"_{colour[1:].lower()}" if colour else ""
    ident += f"_r{radius}" if radius is not None else ""
    theme = ui.get_theme()
    if ident not in getattr(theme, "ui_element_fonts_info", {}):
        font = {
            "name": "dejavu",
            "size": str(pixels),
            "bold": "1" if bold else "0",
            "regular_path": str(font_path()),
            "bold_path": str(font_path(bold=True)),
        }
        block: dict[str, object] = {"font": font}
        if colour:
            block["colours"] = {"normal_text": colour}
        if radius is not None:
            block["misc"] = {"shape_corner_radius": str(radius)}
        theme.load_theme({ident: block})
    return ident


def button_id(ui: pygame_gui.UIManager, size: tuple[int, int], pixels: int, classes: str | None = None) -> ObjectID:
    """The object id of a button with `pixels` bold text and corners that scale with the window."""
    return ObjectID(font_id(ui, pixels, radius=scaled(size, 14, 6)), classes)


def shade_id(ui: pygame_gui.UIManager, alpha: int) -> str:
    """An object id for a borderless full-screen panel that darkens what lies below by `alpha`."""
    ident = f"#kk_shade_{alpha}"
    theme = ui.get_theme()
    if ident not in getattr(theme, "ui_element_colours", {}):
        colours = {"dark_bg": f"#000000{alpha:02x}", "normal_border": "#00000000"}
        misc = {"shape": "rectangle", "border_width": "0", "shadow_width": "0"}
        theme.load_theme({ident: {"colours": colours, "misc": misc}})
    return ident


def modal_shade(
    ui: pygame_gui.UIManager, size: tuple[int, int], alpha: int, layer: int = 0
) -> pygame_gui.elements.UIPanel:
    """A full-window panel that darkens what lies below and takes every click: the base of a modal dialog."""
    return pygame_gui.elements.UIPanel(
        pygame.Rect(0, 0, *size), starting_height=MODAL_LAYER + layer, manager=ui, object_id=shade_id(ui, alpha)
    )


def titled_dialog(
    ui: pygame_gui.UIManager,
    shade: pygame_gui.elements.UIPanel,
    box: pygame.Rect,
    title: str,
    title_rect: pygame.Rect,
    title_px: int,
    *,
    opaque: bool = False,
    well: pygame.Rect | None = None,
) -> pygame_gui.elements.UIPanel:
    """The panel of a dialog on its shade, with the title in the heading colour. The theme's panel is an invisible
    rectangle and the frame a picture we draw: pygame_gui would draw a rounded panel this big four times over
    (half a second for the rules). `opaque` hides what lies below; `well` frames an inset such as a text box."""
    panel = pygame_gui.elements.UIPanel(box, starting_height=1, manager=ui, container=shade)
    radius = scaled(ui.window_resolution, 18, 8)
    frame = panel_body(box.size, radius, 255 if opaque else 232, well)
    pygame_gui.elements.UIImage(pygame.Rect((0, 0), box.size), frame, ui, container=panel)
    pygame_gui.elements.UILabel(
        title_rect, title, ui, container=panel, object_id=font_id(ui, title_px, colour=HEADING_COLOUR)
    )
    return panel


def preload_text_fonts(ui: pygame_gui.UIManager, *sizes: int) -> None:
    """Load regular and bold DejaVu at `sizes`, so HTML text boxes never load a font mid-frame (and warn)."""
    fonts = ui.get_theme().get_font_dictionary()
    wanted: list[dict[str, str | int | float]] = [
        {"name": "dejavu", "point_size": size, "style": "bold" if bold else "regular"}
        for size in sizes
        for bold in (False, True)
        if not fonts.check_font_preloaded(fonts.create_font_id(size, "dejavu", bold, False))
    ]
    if wanted:
        ui.preload_fonts(wanted)
