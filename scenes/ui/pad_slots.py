"""The numbers the players know their pads by: "Pad 1", "Pad 2", … .

A pad plugged in takes the lowest free number and keeps it until it is unplugged (SDL's instance ids grow with
every plug, so they mean nothing to a person). A pad plugged in again usually gets its old number back: the
lowest free one. Each pad's family (Xbox, PlayStation, Nintendo) is kept with it for the prompts.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from scenes.ui.pad_layouts import PadLayout

MAX_PADS: Final = 8  # numbers a seat can be given (SDL's XInput backend has 4 slots, others more)


class Pad(NamedTuple):
    number: int  # 1, 2, …
    instance_id: int  # SDL's id of the open device
    layout: PadLayout
    name: str


class PadSlots:
    """The connected pads by number and by SDL instance id."""

    def __init__(self) -> None:
        self._by_instance: dict[int, Pad] = {}

    def add(self, instance_id: int, layout: PadLayout, name: str = "") -> Pad:
        """Number a newly opened device (the same number again when it is already numbered)."""
        known = self._by_instance.get(instance_id)
        if known is not None:
            return known
        taken = {pad.number for pad in self._by_instance.values()}
        number = next(n for n in range(1, len(taken) + 2) if n not in taken)
        pad = Pad(number, instance_id, layout, name)
        self._by_instance[instance_id] = pad
        return pad

    def remove(self, instance_id: int) -> Pad | None:
        """Forget an unplugged device; its number is free again."""
        return self._by_instance.pop(instance_id, None)

    def clear(self) -> None:
        self._by_instance.clear()

    def by_instance(self, instance_id: int) -> Pad | None:
        return self._by_instance.get(instance_id)

    def by_number(self, number: int) -> Pad | None:
        return next((pad for pad in self._by_instance.values() if pad.number == number), None)

    def numbers(self) -> list[int]:
        """The numbers of the connected pads, lowest first."""
        return sorted(pad.number for pad in self._by_instance.values())

    def __len__(self) -> int:
        return len(self._by_instance)
