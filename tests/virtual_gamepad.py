"""A virtual gamepad for tests: SDL's own virtual joystick, driven through ctypes.

It is attached to the very libSDL2 that pygame loaded (found in this process's memory map, or else in the
wheel's bundled libraries), so pygame sees real device-added, button, axis, hat and removed events.

    pad = VirtualGamepad()          # a recognised game controller (CONTROLLER* and JOY* events)
    pad.plug()
    pad.press("a"); pad.release("a")
    pad.move_axis("leftx", -1.0)
    pad.unplug()

`VirtualGamepad(controller=False, nhats=1)` is a plain joystick that SDL does not recognise (JOY* events only).
`VirtualGamepad(name="DualSense Wireless Controller", vendor_id=0x054C, product_id=0x0CE6)` looks like a
PlayStation pad (the ids go into its GUID, as a real device's do; without SDL_JoystickAttachVirtualEx only the
type is set). Several may be plugged at once; each has its own instance id.
Every change is pushed to the event queue at once (SDL_JoystickUpdate), so a press and a release made before
the next `pygame.event.get()` still arrive as two events.
"""

from __future__ import annotations

import ctypes
import sys
from pathlib import Path
from types import TracebackType

import pygame

SDL_JOYSTICK_TYPE_UNKNOWN = 0
SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
SDL_VIRTUAL_JOYSTICK_DESC_VERSION = 1

# SDL_GameControllerButton / SDL_GameControllerAxis order; a virtual controller maps its joystick buttons and
# axes 1:1 onto these.
BUTTONS = (
    "a", "b", "x", "y", "back", "guide", "start", "leftstick", "rightstick", "leftshoulder",
    "rightshoulder", "dpup", "dpdown", "dpleft", "dpright",
)  # fmt: skip
AXES = ("leftx", "lefty", "rightx", "righty", "lefttrigger", "righttrigger")
HAT_UP, HAT_RIGHT, HAT_DOWN, HAT_LEFT = 1, 2, 4, 8


class VirtualJoystickDesc(ctypes.Structure):
    """SDL_VirtualJoystickDesc, version 1 (SDL 2.24 and later)."""

    _fields_ = [
        ("version", ctypes.c_uint16),
        ("type", ctypes.c_uint16),
        ("naxes", ctypes.c_uint16),
        ("nbuttons", ctypes.c_uint16),
        ("nhats", ctypes.c_uint16),
        ("vendor_id", ctypes.c_uint16),
        ("product_id", ctypes.c_uint16),
        ("padding", ctypes.c_uint16),
        ("button_mask", ctypes.c_uint32),
        ("axis_mask", ctypes.c_uint32),
        ("name", ctypes.c_char_p),
        ("userdata", ctypes.c_void_p),
        ("Update", ctypes.c_void_p),
        ("SetPlayerIndex", ctypes.c_void_p),
        ("Rumble", ctypes.c_void_p),
        ("RumbleTriggers", ctypes.c_void_p),
        ("SetLED", ctypes.c_void_p),
        ("SendEffect", ctypes.c_void_p),
    ]


class VirtualGamepadUnavailable(RuntimeError):
    """This SDL cannot attach virtual joysticks (or could not be found)."""


def _is_core_sdl(name: str) -> bool:
    """libSDL2-2.0.so.0, libSDL2-2-<hash>.0.so..., SDL2.dll; not SDL2_mixer / SDL2_ttf / SDL2_image."""
    return (name.startswith("libSDL2-") or name.startswith("libSDL2.") or name == "SDL2.dll") and "_" not in name


def find_sdl_library() -> Path | None:
    """The libSDL2 file pygame is using."""
    maps = Path("/proc/self/maps")
    if maps.exists():
        for line in maps.read_text().splitlines():
            fields = line.split(maxsplit=5)
            path = fields[5] if len(fields) == 6 else ""
            if path.startswith("/") and _is_core_sdl(Path(path).name):
                return Path(path)
    package = Path(pygame.__file__).resolve().parent
    for folder in (package.parent / "pygame_ce.libs", package.parent / "pygame.libs", package / ".dylibs", package):
        if folder.is_dir():
            for candidate in sorted(folder.iterdir()):
                if _is_core_sdl(candidate.name) or candidate.name.startswith("libSDL2-2.0.0.dylib"):
                    return candidate
    return None


def load_sdl() -> ctypes.CDLL:
    """The loaded libSDL2 with the virtual-joystick functions typed; raises VirtualGamepadUnavailable."""
    path = find_sdl_library()
    if path is None:
        raise VirtualGamepadUnavailable(f"no libSDL2 found for pygame {pygame.version.ver} on {sys.platform}")
    lib = ctypes.CDLL(str(path))
    if not hasattr(lib, "SDL_JoystickAttachVirtual"):
        raise VirtualGamepadUnavailable(
            f"{path.name} (SDL {pygame.get_sdl_version()}) has no SDL_JoystickAttachVirtual (needs SDL >= 2.0.14)"
        )
    lib.SDL_GetError.restype = ctypes.c_char_p
    lib.SDL_JoystickAttachVirtual.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int]
    lib.SDL_JoystickAttachVirtual.restype = ctypes.c_int
    if hasattr(lib, "SDL_JoystickAttachVirtualEx"):
        lib.SDL_JoystickAttachVirtualEx.argtypes = [ctypes.POINTER(VirtualJoystickDesc)]
        lib.SDL_JoystickAttachVirtualEx.restype = ctypes.c_int
    lib.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
    lib.SDL_JoystickOpen.argtypes = [ctypes.c_int]
    lib.SDL_JoystickOpen.restype = ctypes.c_void_p
    lib.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
    lib.SDL_JoystickInstanceID.argtypes = [ctypes.c_void_p]
    lib.SDL_JoystickInstanceID.restype = ctypes.c_int32
    lib.SDL_NumJoysticks.restype = ctypes.c_int
    lib.SDL_JoystickGetDeviceInstanceID.argtypes = [ctypes.c_int]
    lib.SDL_JoystickGetDeviceInstanceID.restype = ctypes.c_int32
    lib.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    lib.SDL_JoystickSetVirtualAxis.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16]
    lib.SDL_JoystickSetVirtualHat.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    lib.SDL_JoystickUpdate.restype = None
    return lib


def unavailable_reason() -> str | None:
    """Why virtual gamepads cannot work here, or None when they can."""
    try:
        load_sdl()
    except (VirtualGamepadUnavailable, OSError) as error:
        return str(error)
    return None


class VirtualGamepad:
    """One virtual device; pygame's joystick subsystem must be initialised (pygame.init() does that)."""

    def __init__(
        self,
        *,
        controller: bool = True,
        name: str = "Kuckuck Virtual Pad",
        naxes: int = len(AXES),
        nbuttons: int = len(BUTTONS),
        nhats: int = 0,
        vendor_id: int = 0,
        product_id: int = 0,
    ) -> None:
        self.controller = controller
        self.name = name
        self.vendor_id, self.product_id = vendor_id, product_id
        self.naxes, self.nbuttons, self.nhats = naxes, nbuttons, nhats
        self._lib = load_sdl()
        self._handle: int | None = None
        self._desc: VirtualJoystickDesc | None = None
        self.instance_id: int | None = None

    def __enter__(self) -> VirtualGamepad:
        self.plug()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if self.plugged:
            self.unplug()

    @property
    def plugged(self) -> bool:
        return self._handle is not None

    def _error(self, what: str) -> VirtualGamepadUnavailable:
        return VirtualGamepadUnavailable(f"{what}: {self._lib.SDL_GetError().decode(errors='replace')}")

    def plug(self) -> int:
        """Attach the device (queues device-added events); returns its SDL device index."""
        kind = SDL_JOYSTICK_TYPE_GAMECONTROLLER if self.controller else SDL_JOYSTICK_TYPE_UNKNOWN
        if hasattr(self._lib, "SDL_JoystickAttachVirtualEx"):
            self._desc = VirtualJoystickDesc(  # kept referenced while SDL reads it
                version=SDL_VIRTUAL_JOYSTICK_DESC_VERSION,
                type=kind,
                naxes=self.naxes,
                nbuttons=self.nbuttons,
                nhats=self.nhats,
                vendor_id=self.vendor_id,
                product_id=self.product_id,
                name=self.name.encode(),
            )
            index = self._lib.SDL_JoystickAttachVirtualEx(ctypes.byref(self._desc))
        else:
            index = self._lib.SDL_JoystickAttachVirtual(kind, self.naxes, self.nbuttons, self.nhats)
        if index < 0:
            raise self._error("SDL_JoystickAttachVirtual failed")
        # Our own handle: setting virtual state needs an open SDL_Joystick (SDL reference-counts opens).
        handle = self._lib.SDL_JoystickOpen(index)
        if not handle:
            self._lib.SDL_JoystickDetachVirtual(index)
            raise self._error("SDL_JoystickOpen failed")
        self._handle = handle
        self.instance_id = int(self._lib.SDL_JoystickInstanceID(handle))
        return int(index)

    def _require_handle(self) -> int:
        if self._handle is None:
            raise RuntimeError("the virtual gamepad is not plugged in")
        return self._handle

    def update(self) -> None:
        """Turn the changed virtual state into queued events now."""
        self._lib.SDL_JoystickUpdate()

    def _set_button(self, button: str | int, down: bool) -> None:
        index = BUTTONS.index(button) if isinstance(button, str) else button
        if self._lib.SDL_JoystickSetVirtualButton(self._require_handle(), index, int(down)) < 0:
            raise self._error(f"SDL_JoystickSetVirtualButton({button})")
        self.update()

    def press(self, button: str | int) -> None:
        """Press a button by SDL controller name ("a", "dpleft", ...) or by joystick button number."""
        self._set_button(button, True)

    def release(self, button: str | int) -> None:
        self._set_button(button, False)

    def tap(self, button: str | int) -> None:
        self.press(button)
        self.release(button)

    def move_axis(self, axis: str | int, value: float) -> None:
        """Set an axis ("leftx", "lefty", ... or a number) to value in -1..1 (y: negative is up)."""
        index = AXES.index(axis) if isinstance(axis, str) else axis
        raw = max(-32768, min(32767, round(value * 32767)))
        if self._lib.SDL_JoystickSetVirtualAxis(self._require_handle(), index, raw) < 0:
            raise self._error(f"SDL_JoystickSetVirtualAxis({axis})")
        self.update()

    def set_hat(self, x: int, y: int, hat: int = 0) -> None:
        """Set a hat like pygame reports it: x -1/0/1 (left/right), y -1/0/1 (down/up)."""
        bits = (HAT_LEFT if x < 0 else HAT_RIGHT if x > 0 else 0) | (HAT_UP if y > 0 else HAT_DOWN if y < 0 else 0)
        if self._lib.SDL_JoystickSetVirtualHat(self._require_handle(), hat, bits) < 0:
            raise self._error(f"SDL_JoystickSetVirtualHat({hat})")
        self.update()

    def unplug(self) -> None:
        """Detach the device (queues device-removed events)."""
        handle = self._require_handle()
        instance_id = self._lib.SDL_JoystickInstanceID(handle)
        self._lib.SDL_JoystickClose(handle)
        self._handle = None
        for index in range(self._lib.SDL_NumJoysticks()):
            if self._lib.SDL_JoystickGetDeviceInstanceID(index) == instance_id:
                if self._lib.SDL_JoystickDetachVirtual(index) < 0:
                    raise self._error("SDL_JoystickDetachVirtual failed")
                return
