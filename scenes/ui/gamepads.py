"""The open gamepads, and the numbers the players know them by: "Pad 1", "Pad 2", … .

SDL only reports a controller's CONTROLLER* events while a `Controller` object is open, so every device is opened
on hot-plug and kept referenced here, keyed by SDL's instance id: as a `Controller` when SDL recognises it (its
game controller database gives the standard layout), else as a plain joystick. A pad plugged in takes the lowest
free number and keeps it until it is unplugged (instance ids grow with every plug, so they mean nothing to a
person); plugged in again it usually gets its old number back. Each pad's family (Xbox, PlayStation, Nintendo)
is kept with it for the prompts (scenes/ui/pad_layouts.py).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, NamedTuple

import pygame

from scenes.ui.pad_layouts import POSITIONAL_HINT, PadLayout, layout_for

if TYPE_CHECKING:
    from pygame._sdl2 import controller as sdl_controller


class Pad(NamedTuple):
    number: int  # 1, 2, …
    instance_id: int  # SDL's id of the open device
    layout: PadLayout
    name: str


class Gamepads:
    """The connected pads by number and by SDL instance id, and their open SDL objects."""

    def __init__(self) -> None:
        self._by_instance: dict[int, Pad] = {}
        self._controllers: dict[int, sdl_controller.Controller] = {}
        self._joysticks: dict[int, pygame.joystick.JoystickType] = {}

    # --- devices ------------------------------------------------------------------------------------------------

    def start(self) -> None:
        """Start the joystick and controller subsystems and open every device already plugged in."""
        from pygame._sdl2 import controller as sdl_controller  # loaded with the first gamepad work, not at start

        os.environ.setdefault(*POSITIONAL_HINT)  # before the controller subsystem reads SDL's mappings
        if not pygame.joystick.get_init():
            pygame.joystick.init()
        if not sdl_controller.get_init():
            sdl_controller.init()
        for index in range(pygame.joystick.get_count()):
            self.open(index)

    def stop(self) -> None:
        """Close every device and stop the controller subsystem that `start` started."""
        from pygame._sdl2 import controller as sdl_controller

        for pad in self._controllers.values():
            pad.quit()
        for stick in self._joysticks.values():
            stick.quit()
        if sdl_controller.get_init():
            sdl_controller.quit()  # balanced with init: SDL stops sending controller events after a few unbalanced
        self._controllers.clear()
        self._joysticks.clear()
        self._by_instance.clear()

    def open(self, device_index: int) -> Pad | None:
        """Open a device once, as a Controller when SDL recognises it, and number it; None when it was open."""
        from pygame._sdl2 import controller as sdl_controller

        try:
            if not sdl_controller.get_init():
                sdl_controller.init()
            stick = pygame.joystick.Joystick(device_index)  # pygame returns the already-open object if any
            instance_id = stick.get_instance_id()
            if instance_id in self._controllers or instance_id in self._joysticks:
                return None
            if sdl_controller.is_controller(device_index):
                self._controllers[instance_id] = sdl_controller.Controller(device_index)
            else:
                self._joysticks[instance_id] = stick
            name = stick.get_name()
            return self._number(instance_id, layout_for(name, stick.get_guid()), name)
        except pygame.error:
            return None  # unplugged again before we got to it

    def close(self, instance_id: int) -> Pad | None:
        """Close an unplugged device; its number is free again. None when it was not ours."""
        pad = self._controllers.pop(instance_id, None)
        stick = self._joysticks.pop(instance_id, None)
        numbered = self._by_instance.pop(instance_id, None)
        if pad is None and stick is None:
            return None
        for device in (pad, stick):
            if device is not None:
                device.quit()
        return numbered

    def is_joystick(self, instance_id: int) -> bool:
        """True for a plain joystick we opened (a recognised controller's JOY* events are its duplicates)."""
        return instance_id in self._joysticks

    @property
    def connected(self) -> bool:
        return bool(self._controllers or self._joysticks)

    # --- numbers ------------------------------------------------------------------------------------------------

    def _number(self, instance_id: int, layout: PadLayout, name: str) -> Pad:
        taken = {pad.number for pad in self._by_instance.values()}
        number = next(n for n in range(1, len(taken) + 2) if n not in taken)
        pad = Pad(number, instance_id, layout, name)
        self._by_instance[instance_id] = pad
        return pad

    def by_instance(self, instance_id: int) -> Pad | None:
        return self._by_instance.get(instance_id)

    def by_number(self, number: int) -> Pad | None:
        return next((pad for pad in self._by_instance.values() if pad.number == number), None)

    def numbers(self) -> list[int]:
        """The numbers of the connected pads, lowest first."""
        return sorted(pad.number for pad in self._by_instance.values())

    def layout(self, number: int | None, last_instance: int | None) -> PadLayout:
        """The family of pad `number`, else of the pad used last (`last_instance`), else of the first connected;
        Xbox's when none is known."""
        found = self.by_number(number) if number is not None else None
        if found is None and last_instance is not None:
            found = self.by_instance(last_instance)
        if found is None and self._by_instance:
            found = self.by_number(self.numbers()[0])
        return found.layout if found is not None else PadLayout.XBOX
