"""The one build step pyproject.toml cannot say: the compiled gettext catalogues go into the wheel.

The .mo files are not in git (the Makefile compiles them for a checkout); `build_py` compiles every
assets/locale/<code>/LC_MESSAGES/kuckuck.po into the build folder with tools/compile_catalogues.py (the standard
library alone, the code `make` runs), so an installed game speaks every language a checkout does. The source tree
is left as it was, and neither the .po files nor tools/ are installed.
"""

from __future__ import annotations

import importlib.util
import sys
import tempfile
from pathlib import Path
from types import ModuleType

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
COMPILER = HERE / "tools" / "compile_catalogues.py"
CATALOGUES = "assets/locale/*/LC_MESSAGES/kuckuck.po"


def compiler() -> ModuleType:
    """tools/compile_catalogues.py, loaded by its path: tools/ is no package of the build."""
    spec = importlib.util.spec_from_file_location("compile_catalogues", COMPILER)
    if spec is None or spec.loader is None:
        raise RuntimeError(f"{COMPILER}: cannot load the catalogue compiler")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


class BuildWithCatalogues(build_py):
    """setuptools' build_py, then each catalogue compiled to its .mo beside the installed assets."""

    def run(self) -> None:
        super().run()
        compile_catalogues = compiler()
        for source in sorted(HERE.glob(CATALOGUES)):
            relative = source.relative_to(HERE).with_suffix(".mo")
            entries = compile_catalogues.parse_po(source.read_text(encoding="utf-8"), str(source))
            target = Path(self.build_lib) / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(compile_catalogues.mo_bytes(entries))
            self.announce(f"compiled {relative}", level=2)  # INFO


# setuptools builds in ./build and writes ./<name>.egg-info by default: here build/ holds the packaging sources, and
# a build folder kept between builds would ship a module since deleted. Each build gets a fresh folder instead.
with tempfile.TemporaryDirectory(prefix="kuckuck-setuptools-") as scratch:
    setup(
        cmdclass={"build_py": BuildWithCatalogues},
        options={"build": {"build_base": scratch}, "egg_info": {"egg_base": scratch}},
    )
