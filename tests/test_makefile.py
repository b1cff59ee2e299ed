"""`make help` lists every target: each target the Makefile declares phony has a `## ` description on its rule's
line, and the help text shows them all."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAKEFILE = (ROOT / "Makefile").read_text(encoding="utf-8")


def phony_targets() -> set[str]:
    return {name for line in re.findall(r"^\.PHONY:(.*)$", MAKEFILE, re.MULTILINE) for name in line.split()}


def described_targets() -> dict[str, str]:
    return dict(re.findall(r"^([a-z][a-z0-9-]*):[^\n]*?## (.+)$", MAKEFILE, re.MULTILINE))


def test_every_phony_target_has_a_description_and_every_rule_is_declared() -> None:
    rules = set(re.findall(r"^([a-z][a-z0-9-]*):", MAKEFILE, re.MULTILINE))
    assert phony_targets() == rules, "declare each target in .PHONY, and no other"
    assert set(described_targets()) == rules, f"without a `## ` description: {sorted(rules - set(described_targets()))}"


def test_make_help_lists_every_target_with_its_description() -> None:
    shown = subprocess.run(["make", "--no-print-directory", "help"], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout  # fmt: skip
    for target, description in described_targets().items():
        assert re.search(rf"^  make {re.escape(target)} +{re.escape(description)}$", shown, re.MULTILINE), target
