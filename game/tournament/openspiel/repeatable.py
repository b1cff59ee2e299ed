"""OpenSpiel's ISMCTS repeatable from its seed: the tournament re-runs itself with address randomisation off.

OpenSpiel keeps its search trees in Abseil hash maps, and Abseil seeds its hashing from an address in memory. With
the address space laid out at random (Linux's default), the order a node's children are visited in, and so which
of two equally visited moves is chosen, changes from run to run: the same seed plays differently, and two runs of
one variant differ by more than most changes to a bot are worth. With randomisation off for the tournament's own
process (what `setarch -R` does: the `personality` flag ADDR_NO_RANDOMIZE, inherited across `exec`), a seed gives
the same games every time.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Sequence

ADDR_NO_RANDOMIZE = 0x0040000  # linux/personality.h
QUERY = 0xFFFFFFFF  # personality(0xffffffff) reads the flags without changing them
PERSONALITY_FILE = "/proc/self/personality"


def randomised() -> bool | None:
    """Whether this process's addresses are laid out at random (None where the system does not say)."""
    try:
        with open(PERSONALITY_FILE, encoding="ascii") as flags:
            return not int(flags.read().strip(), 16) & ADDR_NO_RANDOMIZE
    except (OSError, ValueError):
        return None


def rerun_unrandomised(argv: Sequence[str]) -> bool:
    """Replace this process by `python -m game.tournament argv` with address randomisation off, when it is on and
    the system lets a process turn it off; returns False (and the caller goes on as it is) otherwise."""
    if randomised() is not True:
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        flags = libc.personality(QUERY)
        if flags == -1 or libc.personality(flags | ADDR_NO_RANDOMIZE) == -1:
            return False
    except (OSError, AttributeError):
        return False
    sys.stdout.flush()
    sys.stderr.flush()
    os.execv(sys.executable, [sys.executable, "-m", "game.tournament", *argv])
    return True  # not reached: exec replaced the process
