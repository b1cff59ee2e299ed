"""A game state kept in `__slots__`, whose `clone` is derived from them, so a new field cannot be left out.

A subclass annotates every slot. `clone` copies the mutable ones by their annotation (a `list` by a slice, a
`dict` or `set` and a numpy array by `.copy()`) and shares everything else, which must therefore be immutable
(ints, bools, tuples, frozen objects). The copy is compiled once per class into straight-line code, as
`dataclasses` compiles `__init__`: a search clones a state per sample, and a loop over the slot names would cost
it about four times as much.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from typing import Any, Final, Self

COPIED_BY: Final = {  # the head of a mutable slot's annotation -> how its value is copied
    "list": "[:]",
    "dict": ".copy()",
    "set": ".copy()",
    "np.ndarray": ".copy()",
    "NDArray": ".copy()",
    "npt.NDArray": ".copy()",
}
MUTABLE_INSIDE: Final = re.compile(r"\b(list|dict|set|ndarray|NDArray)\b")


def copy_suffix(annotation: str) -> str:
    """How a slot's value is copied, from its annotation's text: "[:]", ".copy()", or "" (shared). A mutable
    type anywhere but at the head (`tuple[list[int], ...]`, `list[int] | None`) is a TypeError: a shared copy
    would be wrong and a deep one slow."""
    text = annotation.replace(" ", "")
    head = text.split("[", 1)[0]
    if head in COPIED_BY and "|" not in text:
        return COPIED_BY[head]
    if MUTABLE_INSIDE.search(text):
        raise TypeError(f"a state's slot cannot be cloned cheaply: {annotation}")
    return ""


def slot_names(cls: type) -> tuple[str, ...]:
    """Every slot of `cls` and its bases, in definition order."""
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        slots = klass.__dict__.get("__slots__", ())
        names.extend((slots,) if isinstance(slots, str) else slots)
    return tuple(names)


def _annotations(cls: type) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for klass in reversed(cls.__mro__):
        found.update(inspect.get_annotations(klass))
    return found


def compile_clone(cls: type) -> Callable[[Any], Any]:
    """The clone function of a slotted class: straight-line code that sets every slot of a new instance."""
    annotations = _annotations(cls)
    lines = ["def clone(self):", "    new = new_instance(cls)"]
    for name in slot_names(cls):
        if name not in annotations:
            raise TypeError(f"{cls.__name__}.{name}: a state's slot needs an annotation (it says how to copy it)")
        annotation = annotations[name]
        text = annotation if isinstance(annotation, str) else str(annotation)
        lines.append(f"    new.{name} = self.{name}{copy_suffix(text)}")
    lines.append("    return new")
    namespace: dict[str, Any] = {"new_instance": object.__new__, "cls": cls}
    exec("\n".join(lines), namespace)  # the names are slot names: identifiers, checked by Python
    clone: Callable[[Any], Any] = namespace["clone"]
    clone.__qualname__ = f"{cls.__qualname__}.clone"
    clone.__doc__ = "An independent copy: the mutable slots are copied, the others shared (they are immutable)."
    return clone


class SlotState:
    """Base of a mutable game state held in annotated `__slots__`; `clone` is compiled for each subclass."""

    __slots__ = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        setattr(cls, "clone", compile_clone(cls))  # noqa: B010 (a method assigned to a class: mypy refuses it)

    def clone(self) -> Self:
        """An independent copy (replaced in every subclass by its compiled clone)."""
        raise NotImplementedError
