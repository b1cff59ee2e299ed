"""The application: one window, one pygame_gui manager, one input layer, and the current scene.

`step(dt_ms, events)` runs one frame from given events, so tests drive the whole program without a loop.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.core.reasons import Reason
from game.i18n import tr
from game.registry import specs
from game.store.archive import ArchiveStore
from game.store.lock import InstanceLock, LockUnusable
from game.store.saves import SaveStore
from game.store.settings import Settings, SettingsStore
from scenes.audio.mixer import open_mixer
from scenes.audio.sounds import Sounds
from scenes.core.assets import load_theme
from scenes.core.config import AppConfig
from scenes.core.display import apply_display_settings, shown_language
from scenes.core.stack import SceneStack
from scenes.core.warm_up import WarmUp
from scenes.core.window import needs_reopen, open_window, set_window_icon, window_size
from scenes.ui.actions import Action
from scenes.ui.bindings_file import DEFAULT_BINDINGS_PATH
from scenes.ui.caches import clear_caches
from scenes.ui.input import InputMapper
from scenes.ui.look import Look, set_look
from scenes.ui.reasons import describe
from scenes.ui.text import render, set_text_scale
from scenes.ui.wrap import wrap

if TYPE_CHECKING:
    import pygame_gui

    from game.stats.book import StatsBook
    from scenes.core.scene import Host, Routes, Scene


TOAST_MS = 3200
SOUND_TOAST_MS = 1400  # "Sound off": a glance is enough
LOST_PAD_TOAST_MS = 6000  # a pad unplugged: long enough to read across the room
SOUND_WARM_FROM_FRAME = 1  # the sound layer may open and render its effects from the second frame on
REOPEN_GRACE_FRAMES = 10  # a focus loss this soon after re-making the window is the window's, not the player's


def settle_heap() -> None:
    """A new screen has drawn its first frame: what is alive now (card images, fonts, the match) is frozen out of
    the garbage collector, so no later frame pays for a full collection that scans it all (10–20 ms mid-game at a
    Hearts table). What the last screen left is collected first."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


class App:
    """The host every scene is given (scenes/core/scene.py): `make_router` builds where its scenes go next."""

    def __init__(self, config: AppConfig, make_router: Callable[[Host], Routes]) -> None:
        self.config = config
        clear_caches()  # fonts and surfaces from an earlier pygame session are dead
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Kuckuck & Co.")
        set_window_icon()
        self._toast: tuple[str, int] | None = None
        self._settings: Settings | None = None
        self.saves = SaveStore.default()
        set_look(Look())  # until the settings are read (an earlier App's must not linger)
        set_text_scale(100)
        # the settings are read when first needed (a snapshot points the store elsewhere first), or now when the
        # window's mode is theirs to say
        self.fullscreen = self.settings.fullscreen if config.fullscreen is None else config.fullscreen
        self.screen = self._open_window()
        self._laid_out = self.size  # the size the scene and the UI were last laid out for
        self._window_changed = False  # the window changed size since the last layout
        pygame.key.set_repeat(350, 60)
        self._ui: pygame_gui.UIManager | None = None  # made by the first screen that needs pygame_gui widgets
        self._sounds: Sounds | None = None
        self.archive = ArchiveStore(self.saves.folder)
        self._stats: StatsBook | None = None
        self._lock: InstanceLock | None = None
        self.lock_problem: LockUnusable | None = None  # why the data folder could not be locked, if it could not
        bindings = self._bindings_path()
        self.input = InputMapper.from_file(bindings, keep_aside=bindings != DEFAULT_BINDINGS_PATH)
        self.input.init_gamepads()
        self.scenes: SceneStack[Scene] = SceneStack(before_replace=self._between_scenes)
        self.router = make_router(self)
        self.warm_up = WarmUp(self.router.modules_ahead())  # started once a first frame is on screen and the menu shows
        self.running = True
        self.minimised = False
        self._reopened_at = -REOPEN_GRACE_FRAMES - 1  # the frame the window was last re-opened (fullscreen on or off)
        self.frames = 0
        for warning in self.input.warnings:
            self.toast(warning)

    def claim_data_folder(self) -> bool:
        """Take the data folder for this program (the real start, not tests or snapshots): False when another
        copy of the game already uses it, so the two never write over each other's saved match, and False too
        when the lock cannot be taken at all (`lock_problem` says why): that is never taken as permission."""
        self._lock = InstanceLock(self.saves.folder)
        self.lock_problem = None
        try:
            return self._lock.acquire()
        except LockUnusable as problem:
            self.lock_problem = problem
            return False

    @property
    def stats(self) -> StatsBook:
        """The statistics screen's counted matches, kept while the app runs (made when first asked for, so the
        statistics code stays out of the start-up)."""
        if self._stats is None:
            from game.stats.book import StatsBook

            self._stats = StatsBook(self.archive)
        return self._stats

    def bindings_path(self) -> Path:
        """Where the player's own controls are kept (the Settings scene writes them there)."""
        return self.saves.folder / "bindings.json"

    def _bindings_path(self) -> Path:
        """The player's own bindings.json in the data folder, if they made one; else the shipped defaults."""
        own = self.bindings_path()
        return own if own.exists() else DEFAULT_BINDINGS_PATH

    # --- window -------------------------------------------------------------------------------------------

    def _open_window(self, size: tuple[int, int] | None = None) -> pygame.Surface:
        return open_window(self.fullscreen, size or self.config.size)

    @property
    def ui(self) -> pygame_gui.UIManager:
        """The pygame_gui manager, with our theme, for building widgets. Made on first use: the title screen draws
        its own widgets, so neither pygame_gui nor the theme holds up the first frame."""
        if self._ui is None:
            import pygame_gui

            self._ui = pygame_gui.UIManager(self.size, load_theme(), enable_live_theme_updates=False)
        return self._ui

    # --- settings -----------------------------------------------------------------------------------------

    @property
    def settings(self) -> Settings:
        """What the menu remembers (settings.json beside the save), read once; a damaged file is reported."""
        if self._settings is None:
            loaded = SettingsStore(self.saves.folder).load(specs())
            self._settings = loaded.settings
            apply_display_settings(loaded.settings, language=True)
            if loaded.message:
                self.toast(loaded.message)
        return self._settings

    def remember_settings(self, settings: Settings) -> None:
        """Keep `settings` and write them when they changed (a failure to write is reported, never fatal)."""
        store = SettingsStore(self.saves.folder)
        if settings == self._settings and store.path.exists():
            return
        self._settings = settings
        try:
            store.save(settings)
        except OSError as error:
            self.toast(tr("Your settings could not be saved ({error}).", error=error.strerror or error))

    def apply_settings(self, settings: Settings) -> None:
        """The Settings scene changed something: keep it, show it at once (look, text size, language) and tell
        every open screen (a table under the pause takes the new speed, holds and auto-play)."""
        before = self.settings
        self.remember_settings(settings)
        language = shown_language(settings) != shown_language(before)
        apply_display_settings(settings, language=language)
        if language or before.ui_scale != settings.ui_scale:
            clear_caches()
            self._resized()  # every screen is laid out anew at the new text size, in the new language
        for scene in self.scenes:
            scene.settings_changed()

    # --- sound ----------------------------------------------------------------------------------------------

    @property
    def sounds(self) -> Sounds:
        """The sound effects, `app.sounds.play("tick")`, at the player's volume: made when first asked for (by the
        first table, or the M key). pygame's mixer is opened (or the game stays silent without an audio device)
        once a match has loaded numpy, never before the second frame (scenes/audio/sounds.py)."""
        if self._sounds is None:
            settings = self.settings
            self._sounds = Sounds(open_mixer, settings.volume, settings.muted)
        return self._sounds

    @sounds.setter
    def sounds(self, sounds: Sounds) -> None:
        if self._sounds is not None and self._sounds is not sounds:
            self._sounds.close()
        self._sounds = sounds

    def set_sound(self, volume: int | None = None, muted: bool | None = None) -> None:
        """Change the volume and/or the mute switch, from now on and in the settings."""
        sounds = self.sounds
        if volume is not None:
            sounds.volume = volume
        if muted is not None:
            sounds.muted = muted
        self.remember_settings(replace(self.settings, volume=sounds.volume, muted=sounds.muted))

    def toggle_mute(self) -> None:
        """The M key: sound off or on again, said briefly on screen."""
        self.set_sound(muted=not self.sounds.muted)
        self.toast(tr("Sound off") if self.sounds.muted else tr("Sound on"), SOUND_TOAST_MS)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def toggle_fullscreen(self) -> None:
        """F11, Alt+Enter or the Settings scene: fullscreen or windowed, also at the next start."""
        self.fullscreen = not self.fullscreen
        self.screen = self._open_window()
        self._reopened_at = self.frames
        self._resized()
        self.remember_settings(replace(self.settings, fullscreen=self.fullscreen))

    def _settle_size(self) -> None:
        """After the window changed size: draw at the size render_size gives for it (fullscreen too: never more
        than 4K's pixels, whatever size the window takes), and lay every screen out once for that size."""
        if not self._window_changed:
            return
        self._window_changed = False
        if needs_reopen(self.screen):  # crossed the 4K limit either way: draw at a new size, scaled by SDL
            self.screen = open_window(self.fullscreen, window_size(), fullscreen_at=window_size())
            self._reopened_at = self.frames  # its focus events are the new window's: the table does not pause
        if self.size != self._laid_out:  # pygame has already resized a surface drawn pixel for pixel itself
            self._resized()

    def _resized(self) -> None:
        self.screen = pygame.display.get_surface() or self.screen
        self._laid_out = self.size
        if self._ui is not None:
            self._ui.set_window_resolution(self.size)
        self.scenes.resize(self.size)

    # --- scenes -------------------------------------------------------------------------------------------

    def _between_scenes(self) -> None:
        self.saves.flush()  # the next scene may look for the save (Continue)
        if self._ui is not None:
            self._ui.clear_and_reset()

    def toast(self, message: str | Reason, ms: int = TOAST_MS) -> None:
        """A short message at the top of the screen for `ms` (a refused move, a controller unplugged, …)."""
        text = describe(message) if isinstance(message, Reason) else message
        self._toast = (text[:300], ms)

    def quit(self) -> None:
        self.running = False

    # --- one frame ----------------------------------------------------------------------------------------

    def step(self, dt_ms: int, events: list[pygame.event.Event]) -> bool:
        top = self.scenes.top
        if self.frames >= 1 and top is not None and top.idle_enough_to_warm_up and not self.warm_up.started:
            self.warm_up.start()  # after a first frame, and never beside a table's animations
        if self._sounds is not None:
            self._sounds.update(dt_ms)
        for event in events:
            self._dispatch(event)
        self._settle_size()
        self.scenes.update(dt_ms)
        if self._ui is not None:
            self._ui.update(dt_ms / 1000)
        if self._toast is not None:
            message, left = self._toast
            self._toast = (message, left - dt_ms) if left > dt_ms else None
        if not self.minimised:
            self.draw()
        if self._sounds is not None and self.frames >= SOUND_WARM_FROM_FRAME:
            self._sounds.warm_step()
        self.frames += 1
        return self.running

    def draw(self) -> None:
        surface = self.screen
        self.scenes.draw(surface)
        if self._ui is not None:
            self._ui.draw_ui(surface)
        self.scenes.draw_overlay(surface)
        if self._toast is not None:
            self._draw_toast(surface, self._toast[0])
        pygame.display.flip()

    def _draw_toast(self, surface: pygame.Surface, message: str) -> None:
        size = max(18, self.size[1] // 40)
        lines = [
            render(line, size, (255, 240, 200), bold=True) for line in wrap(message, size, self.size[0] * 9 // 10, True)
        ]
        width, height = max(line.get_width() for line in lines), sum(line.get_height() for line in lines)
        box = pygame.Rect(0, 0, width, height)
        box.midtop = (self.size[0] // 2, self.size[1] // 14)
        box.inflate_ip(size * 2, size)
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (20, 14, 8, 225), panel.get_rect(), border_radius=size // 2)
        pygame.draw.rect(panel, (217, 180, 90), panel.get_rect(), 2, border_radius=size // 2)
        surface.blit(panel, box)
        top = box.top + size // 2
        for line in lines:  # a long message (an unplugged pad and whose it was) takes two lines, never the edges
            surface.blit(line, line.get_rect(midtop=(box.centerx, top)))
            top += line.get_height()

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE or event.type == pygame.WINDOWSIZECHANGED:
            self._window_changed = True  # laid out once, at the size the window ends with (a drag sends many)
            return
        self._settle_size()  # anything else (a click) meets the layout of the window as it is now
        if event.type == pygame.WINDOWFOCUSLOST and self.frames - self._reopened_at <= REOPEN_GRACE_FRAMES:
            return  # the window was just made anew (F11): the player did not leave, the table does not pause
        if event.type == pygame.WINDOWMINIMIZED or event.type == pygame.WINDOWFOCUSLOST:
            self.minimised = self.minimised or event.type == pygame.WINDOWMINIMIZED  # focus goes too when minimised
            if self.scenes.base is not None:
                self.scenes.base.on_focus_lost()
            return
        if event.type in (pygame.WINDOWRESTORED, pygame.WINDOWSHOWN, pygame.WINDOWEXPOSED):
            self.minimised = False
            return
        consumed = self._ui is not None and self._ui.process_events(event)
        scene = self.scenes.top
        if scene is None:
            return
        if event.type >= pygame.USEREVENT and hasattr(event, "ui_element"):
            self._click_sound(event)
            scene.on_ui_event(event)
            return
        if consumed:
            self.input.consumed(event)
            return
        if scene.capture(event):  # a key or button being bound in the Settings scene
            return
        for action in self.input.translate(event):
            if action.action is Action.FULLSCREEN:
                self.toggle_fullscreen()
                continue
            if action.action is Action.MUTE:
                self.toggle_mute()
                continue
            if action.action is Action.GAMEPAD_CONNECTED:
                self.toast(tr("Pad {number} connected.", number=action.pad), SOUND_TOAST_MS)
            if action.action is Action.GAMEPAD_LOST:
                self.toast_gamepad_lost(action.pad)
                if self.scenes.base is not None and self.scenes.base is not scene:
                    self.scenes.base.on_focus_lost()  # the table pauses even under a dialog
            top = self.scenes.top  # an action may have opened or closed an overlay
            if top is not None:
                top.handle(action)

    def _click_sound(self, event: pygame.event.Event) -> None:
        import pygame_gui  # loaded already: the event comes from its widgets

        if event.type == pygame_gui.UI_BUTTON_PRESSED and self._sounds is not None:
            self._sounds.play("click")

    def toast_gamepad_lost(self, number: int = 0) -> None:
        """Pad `number` was unplugged: the table pauses, and says whose pad it was."""
        base = self.scenes.base
        if self.input.gamepad_connected:
            message = tr("Pad {number} disconnected: the game is paused. The other pads, keyboard and mouse still "
                         "work.", number=number)  # fmt: skip
        else:
            message = tr("Pad {number} disconnected: the game is paused. Keyboard and mouse still work.", number=number)
        extra = base.pad_lost(number) if base is not None else ""
        self.toast(f"{message} {extra}" if extra else message, LOST_PAD_TOAST_MS)

    # --- the loop -----------------------------------------------------------------------------------------

    def run(self, frames: int | None = None) -> None:
        clock = pygame.time.Clock()
        dt = 0
        settled: object = None  # the screen whose objects were last frozen out of the garbage collector
        try:
            while self.running:
                self.step(min(dt, 100), pygame.event.get())
                if self.scenes.base is not settled:
                    settled = self.scenes.base
                    settle_heap()
                if frames is not None and self.frames >= frames:
                    break
                dt = clock.tick(60)  # after the frame: the first one is drawn at once, not a frame late
        except Exception:
            self._report_crash()
            raise
        finally:
            gc.unfreeze()
            self.shutdown()

    def _report_crash(self) -> None:
        """Leave the details where a bug report can find them; the match itself is already saved."""
        import sys
        import traceback

        log = self.saves.folder / "crash.log"
        try:
            log.parent.mkdir(parents=True, exist_ok=True)
            log.write_text(traceback.format_exc(), encoding="utf-8")
        except OSError:
            return
        print(
            tr(
                "Kuckuck & Co. stopped on an error. Your match is saved: Continue in the menu resumes it. "
                "Details: {path}",
                path=log,
            ),
            file=sys.stderr,
        )

    def shutdown(self) -> None:
        self.warm_up.wait()  # never tear pygame down under an import
        for scene in reversed(list(self.scenes)):
            scene.exit()
        self.saves.flush()  # the last autosave lands before the process ends
        if self._lock is not None:
            self._lock.release()
        self.input.close_gamepads()
        if self._sounds is not None:
            self._sounds.close()
        clear_caches()
        pygame.quit()
