"""The real program in a real X window: an Xvfb server of its own, `main.py --windowed` on it with a data folder of
its own and no sound, real key presses and clicks from xdotool, screenshots from ImageMagick's `import`.

    x = XSession(home, shots)
    x.start(seed=7)
    x.click_text("History", MENU_BUTTONS)
    x.wait_for_text("No finished matches yet")
    x.keys("Escape")
    x.close()

A person's time: a key is held 60 ms and the next input comes 120 ms later. Everything a test waits for is polled
(the screen, the save file) with a generous limit, so a loaded machine only makes a run slower, never wrong. Every
input and wait is written to `steps.log` beside the screenshots. `close()` ends the program (SIGTERM: it saves, as
on the window's close button) and the X server, whatever happened; should the test process itself be killed, the X
server and the program get SIGTERM from the kernel.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Final, TypeVar

from tests.real.screen import WHOLE, Region, Screen

REPO: Final = Path(__file__).resolve().parents[2]
TOOLS: Final = {"Xvfb": "xvfb", "xdotool": "xdotool", "xwininfo": "x11-utils", "import": "imagemagick",
                "tesseract": "tesseract-ocr"}  # fmt: skip
HOLD_S: Final = 0.06  # a key or a mouse button held down
BETWEEN_S: Final = 0.12  # from one input to the next
POLL_S: Final = 0.25
SETTLE_S: Final = 0.4  # a region the same over this long holds still
WAIT_S: Final = 120.0  # the longest wait for something to show, by default: generous, for a loaded machine
START_S: Final = 60.0  # the X server and the program's window
PR_SET_PDEATHSIG: Final = 1  # prctl(2)

T = TypeVar("T")


def missing_tools() -> list[str]:
    """The Debian packages whose programs this suite needs and cannot find."""
    return sorted({package for tool, package in TOOLS.items() if shutil.which(tool) is None})


class XSession:
    """One X server and one run of the program on it, at `size`; `home` is its data folder (KUCKUCK_HOME),
    `shots` where its screenshots and logs go."""

    def __init__(self, home: Path, shots: Path, size: tuple[int, int] = (1280, 720)) -> None:
        self.home = home
        self.shots = shots
        self.size = size
        self.display = ""
        self.window = ""
        self._server: subprocess.Popen[bytes] | None = None
        self._program: subprocess.Popen[bytes] | None = None
        self._shot = 0
        self._glance: Screen | None = None
        self._began = time.monotonic()
        shots.mkdir(parents=True, exist_ok=True)
        home.mkdir(parents=True, exist_ok=True)

    # --- starting and ending ----------------------------------------------------------------------------------

    def start(self, seed: int, *args: str, language: str = "en") -> None:
        """The program in a window of `size` (`--seed`: the first match's shuffle) on this session's X server,
        started on a free display the first time. `language`: what the system asks for (a first start follows
        it). A program started before must have ended (`end_program`)."""
        assert self._program is None or self._program.poll() is not None, "the program still runs"
        if self._server is None:
            self._start_server()
        width, height = self.size
        env = {key: value for key, value in os.environ.items() if not key.startswith(("SDL_", "LC_"))}
        env.update(DISPLAY=self.display, SDL_AUDIODRIVER="dummy", KUCKUCK_HOME=str(self.home), LANGUAGE=language,
                   LANG="C.UTF-8", PYGAME_HIDE_SUPPORT_PROMPT="1")  # fmt: skip
        command = [sys.executable, "main.py", "--windowed", "--size", f"{width}x{height}", "--seed", str(seed), *args]
        self.log("start: " + " ".join(command[1:]))
        with (self.shots / "stdout.log").open("wb") as out, (self.shots / "stderr.log").open("wb") as err:
            self._program = subprocess.Popen(command, cwd=REPO, env=env, stdout=out, stderr=err,
                                             preexec_fn=_end_with_parent)  # fmt: skip
        self.window = self.wait_until(self._find_window, "the program's window", START_S)
        self._xdotool("windowfocus", "--sync", self.window)

    def _start_server(self) -> None:
        """Xvfb picks a free display itself (-displayfd) and writes its number once it takes connections."""
        width, height = self.size
        read, write = os.pipe()
        try:
            self._server = subprocess.Popen(
                ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"],
                pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=_end_with_parent,
            )  # fmt: skip
            os.close(write)
            write = -1
            number = b""
            deadline = time.monotonic() + START_S
            while not number.endswith(b"\n"):
                if time.monotonic() > deadline or self._server.poll() is not None:
                    raise AssertionError(f"Xvfb did not start (exit status {self._server.poll()})")
                chunk = os.read(read, 16)
                if not chunk:
                    raise AssertionError(f"Xvfb ended before it took connections ({self._server.wait()})")
                number += chunk
        finally:
            os.close(read)
            if write >= 0:
                os.close(write)
        self.display = f":{number.decode().strip()}"
        self.log(f"Xvfb on {self.display}")

    def _find_window(self) -> str | None:
        """The program's top-level window once it is shown (without a window manager, `xdotool search` finds
        nothing: the tree of the root window does)."""
        self.check_running()
        tree = self._run(["xwininfo", "-root", "-children"]).stdout
        for line in tree.splitlines():
            parts = line.split()
            if parts and parts[0].startswith("0x") and '"Kuckuck & Co."' in line:
                state = self._run(["xwininfo", "-id", parts[0]]).stdout
                if "IsViewable" in state:
                    return parts[0]
        return None

    def end_program(self) -> int:
        """End the program as the window's close button would (SIGTERM: it saves and quits); its exit status."""
        process = self._program
        assert process is not None, "start() first"
        self._stop(process, "the program")
        self.window = ""
        return process.returncode

    def close(self) -> None:
        """End the program, then the X server, whatever state they are in."""
        for process, name in ((self._program, "the program"), (self._server, "Xvfb")):
            if process is not None:
                self._stop(process, name)
        self.log(f"closed after {time.monotonic() - self._began:.1f} s")

    def _stop(self, process: subprocess.Popen[bytes], name: str) -> None:
        if process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.log(f"{name} did not end on SIGTERM: killed")
            process.kill()
            process.wait(timeout=20)
        self.log(f"{name} ended ({process.returncode})")

    def window_size(self) -> tuple[int, int]:
        """The program's window's width and height as the X server has it."""
        info = self._run(["xwininfo", "-id", self.window], check=True).stdout
        found = {key: int(value) for key, value in re.findall(r"^\s*(Width|Height): (\d+)$", info, re.MULTILINE)}
        return found["Width"], found["Height"]

    def check_running(self) -> None:
        """Raise when the program has ended (with the end of what it printed)."""
        if self._program is not None and self._program.poll() is not None:
            tail = (self.shots / "stderr.log").read_text(errors="replace")[-2000:]
            raise AssertionError(f"the program ended (exit status {self._program.returncode}):\n{tail}")

    # --- what a person does -----------------------------------------------------------------------------------

    def keys(self, *names: str) -> None:
        """Press and release each key in turn (xdotool's names: Return, Escape, Left, p, Tab, …)."""
        self.check_running()
        self.log("keys: " + " ".join(names))
        steps: list[str] = []
        for name in names:
            steps += ["keydown", name, "sleep", str(HOLD_S), "keyup", name, "sleep", str(BETWEEN_S)]
        self._xdotool(*steps)

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        """Move the pointer to `pos` (window pixels), then press and release the button there."""
        self.check_running()
        self.log(f"click {button} at {pos}")
        x, y = pos
        self._xdotool("mousemove", "--window", self.window, str(x), str(y), "sleep", str(BETWEEN_S / 2),
                      "mousedown", str(button), "sleep", str(HOLD_S), "mouseup", str(button),
                      "sleep", str(BETWEEN_S))  # fmt: skip

    def click_text(self, phrase: str, region: Region = WHOLE, timeout: float = WAIT_S) -> None:
        """Wait for `phrase` to show, then click the middle of it."""
        screen = self.wait_for_text(phrase, region, timeout)
        box = screen.find(phrase, region)
        assert box is not None
        self.click(box.center)

    # --- what a person sees -----------------------------------------------------------------------------------

    def screenshot(self, name: str = "") -> Screen:
        """The window as it is now (numbered, and named when `name` is given), kept in `shots`."""
        self._shot += 1
        path = self.shots / f"{self._shot:03d}{'-' + name if name else ''}.png"
        if self.window:
            self._run(["import", "-window", self.window, f"png:{path}"], check=True)
        return Screen(path)

    def wait_for_text(self, phrase: str, region: Region = WHOLE, timeout: float = WAIT_S) -> Screen:
        """Watch the window until `phrase` shows in `region`; the screenshot that shows it. A look whose
        `region` is the same as the last one's is not read again."""
        unread: list[Screen] = []  # the last look, which did not show it

        def shows(screen: Screen) -> bool:
            if unread and screen.same(unread[0], region):
                return False
            if screen.shows(phrase, region):
                return True
            unread[:] = [screen]
            return False

        return self.wait_for_screen(shows, f"the words {phrase!r}", timeout)

    def glance(self) -> Screen:
        """A screenshot that is not kept: the next glance replaces it (unless `keep` renamed it)."""
        if self._glance is not None and self._glance.path.stem.endswith("-glance"):
            self._glance.path.unlink(missing_ok=True)
        self._glance = self.screenshot("glance")
        return self._glance

    def keep(self, screen: Screen, what: str) -> Screen:
        """Keep `screen` (a glance) among the screenshots, named after `what`."""
        screen.path = screen.path.rename(screen.path.with_name(f"{screen.path.stem[:3]}-{_file_name(what)}.png"))
        return screen

    def wait_for_screen(self, shown: Callable[[Screen], bool], what: str, timeout: float = WAIT_S) -> Screen:
        """Watch the window until `shown(screenshot)` holds; that screenshot (kept, named after `what`)."""

        def look() -> Screen | None:
            screen = self.glance()
            return screen if shown(screen) else None

        try:
            screen = self.wait_until(look, what, timeout)
        except AssertionError as error:
            last = self._glance
            seen = "" if last is None else f"\nthe screen ({last.path}) read:\n{last.text()}"
            raise AssertionError(f"{error}{seen}") from None
        return self.keep(screen, what)

    def wait_settled(
        self, region: Region, shown: Callable[[Screen], bool], what: str, timeout: float = WAIT_S
    ) -> Screen:
        """Watch until `region` holds still (the same pixels on two looks, SETTLE_S apart) and `shown(screen)`
        holds: what a person waits for when cards are still flying in."""
        before: list[Screen] = []

        def still(screen: Screen) -> bool:
            screen.image  # noqa: B018  (read now: the file goes once a later look replaces it)
            settled = bool(before) and screen.same(before[0], region) and shown(screen)
            before[:] = [screen]
            if not settled:
                time.sleep(SETTLE_S)
            return settled

        return self.wait_for_screen(still, what, timeout)

    def wait_until(
        self, found: Callable[[], T | None], what: str, timeout: float = WAIT_S, seen: Callable[[], str] | None = None
    ) -> T:
        """Poll `found()` until it gives something other than None or False (the program must keep running).
        `seen()`: what there was instead, for the message when the wait fails."""
        self.log(f"wait for {what}")
        began = time.monotonic()
        while True:
            self.check_running()
            result = found()
            if result is not None and result is not False:
                self.log(f"saw {what} after {time.monotonic() - began:.1f} s")
                return result
            if time.monotonic() - began > timeout:
                instead = f"; instead: {seen()}" if seen is not None else ""
                raise AssertionError(f"after {timeout:.0f} s still no {what}{instead}")
            time.sleep(POLL_S)

    # --- plumbing ---------------------------------------------------------------------------------------------

    def log(self, line: str) -> None:
        with (self.shots / "steps.log").open("a", encoding="utf-8") as steps:
            steps.write(f"{time.monotonic() - self._began:7.2f}  {line}\n")

    def _xdotool(self, *args: str) -> None:
        self._run(["xdotool", *args], check=True)

    def _run(self, command: list[str], check: bool = False) -> subprocess.CompletedProcess[str]:
        env = {**os.environ, "DISPLAY": self.display}
        return subprocess.run(command, env=env, capture_output=True, text=True, check=check, timeout=60)


def _end_with_parent() -> None:
    """In the child, before it runs: the kernel sends it SIGTERM when the test process ends (Linux's
    PR_SET_PDEATHSIG), so that not even a killed test leaves an X server behind."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


def _file_name(what: str) -> str:
    return "".join(char if char.isalnum() else "-" for char in what.lower()).strip("-")[:40]
