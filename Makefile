# `make play` and `make test` create or refresh .venv from the requirements files when they change.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
RUNTIME_STAMP := $(VENV)/.runtime-stamp
DEV_STAMP := $(VENV)/.dev-stamp
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: help play test test-real lint i18n catalogues bench dist dist-onedir build dist-archive test-dist test-install clean

# Every target with a `## ` description after its prerequisites (tests/test_makefile.py checks that each has one).
help:  ## list the targets
	@sed -n 's/^\([a-z0-9-]*\):.*## \(.*\)/  make \1\t\2/p' $(MAKEFILE_LIST) | expand -t 22

VENV_HINT := install python3-venv first (Debian/Ubuntu: apt install python3-venv)

# On Debian/Ubuntu without python3-venv, `venv` creates bin/python and then fails before pip: remove that half-made
# .venv, or the next make would take it as built and every later step would fail with "No module named pip".
$(VENV)/bin/python:
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python 3.11+ is needed")'
	@echo "$(PYTHON) -m venv $(VENV)"
	@$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); echo "make: could not create $(VENV): $(VENV_HINT)" >&2; exit 1; }

$(RUNTIME_STAMP): requirements.txt | $(VENV)/bin/python
	@$(PY) -m pip --version >/dev/null 2>&1 || \
		{ echo "make: $(VENV) has no pip: $(VENV_HINT), then run make clean and make again" >&2; exit 1; }
	$(PY) -m pip install --disable-pip-version-check -q -r requirements.txt
	touch $@

$(DEV_STAMP): requirements-dev.txt $(RUNTIME_STAMP)
	$(PY) -m pip install --disable-pip-version-check -q -r requirements-dev.txt
	touch $@

# The compiled catalogues (.mo, not in git) the game loads: each .po newer than its .mo is compiled with the
# standard library alone (tools/compile_catalogues.py), so a fresh clone plays and tests in every language.
CATALOGUES := $(patsubst %.po,%.mo,$(wildcard assets/locale/*/LC_MESSAGES/kuckuck.po))

%.mo: %.po | $(VENV)/bin/python
	$(PY) -m tools.compile_catalogues $<

catalogues: $(CATALOGUES)  ## compile the translation catalogues (.po to the .mo the game loads)

play: $(RUNTIME_STAMP) $(CATALOGUES)  ## set up .venv if needed and start the game (ARGS=--windowed …)
	$(PY) main.py $(ARGS)

lint: $(DEV_STAMP)  ## ruff, ruff format --check and mypy --strict
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy

# Extract assets/locale/kuckuck.pot from the source (babel.cfg), update every assets/locale/<code>/LC_MESSAGES/kuckuck.po
# and compile it to the .mo the game loads (tools/catalogues.py).
i18n: $(DEV_STAMP)  ## extract the strings, update each language's catalogue and compile it
	$(PY) -m tools.catalogues

# Eight worker processes on two cores: the tests that play like a person run in real time and mostly wait (the
# whole suite uses about 0.6 of a core on average); idle workers take tests from busy ones (worksteal).
test: lint $(CATALOGUES)  ## set up .venv if needed, lint, and run the headless test suite (about 7 min)
	$(HEADLESS) $(PY) -m pytest -q -n 8 --dist worksteal

# The X-window suite (tests/real, which `make test` leaves out): the real program in an Xvfb window of its own per
# test, driven with xdotool's keys and clicks at the default speed, checked from its save file and its screenshots
# (ImageMagick's import, tesseract's OCR). It installs nothing: it needs the Debian packages xvfb, xdotool, x11-utils,
# imagemagick and tesseract-ocr, which .ci/run installs. Three at a time: the tests mostly wait for the table.
test-real: $(DEV_STAMP) $(CATALOGUES)  ## play the real program in Xvfb windows with xdotool (2½–4 min)
	$(HEADLESS) $(PY) -m pytest -q -n 3 tests/real

bench: $(RUNTIME_STAMP)  ## print the performance figures and write bench.json
	$(HEADLESS) $(PY) -m tools.bench

# The packaged game (build/README.md), made by PyInstaller from one spec, build/kuckuck.spec: `make dist` one file,
# build/dist/kuckuck; `make dist-onedir` (or `make build`) one folder, build/dist/onedir/kuckuck/; `make dist-archive`
# the one folder with the Linux desktop files (build/linux/) as build/dist/kuckuck-VERSION-linux-ARCH.tar.gz. Each
# rebuilds only when a source, an asset, the spec or a requirements file changed.
DIST_EXE := build/dist/kuckuck
ONEDIR_EXE := build/dist/onedir/kuckuck/kuckuck
DIST_SOURCES := main.py build/kuckuck.spec tools/make_icon.py requirements.txt build/requirements-build.txt \
	$(shell find game scenes assets -type f -not -path '*/__pycache__/*' -not -name '*.pyc' -not -name '*.mo' -not -name '*.pot')

# The build has a venv of its own, build/venv: the runtime requirements and PyInstaller, from their wheels (pip's
# --only-binary: nothing is compiled here). PyInstaller's wheel brings its stock bootloader; numpy's its OpenBLAS.
DIST_VENV := build/venv
DIST_PY := $(DIST_VENV)/bin/python
DIST_STAMP := $(DIST_VENV)/.dist-stamp
PYINSTALLER := $(DIST_PY) -m PyInstaller --noconfirm --clean build/kuckuck.spec

$(DIST_PY): | $(VENV)/bin/python
	@$(PYTHON) -m venv $(DIST_VENV) || { rm -rf $(DIST_VENV); echo "make: could not create $(DIST_VENV): $(VENV_HINT)" >&2; exit 1; }

$(DIST_STAMP): requirements.txt build/requirements-build.txt | $(DIST_PY)
	$(DIST_PY) -m pip install --disable-pip-version-check -q --only-binary :all: \
		-r requirements.txt -r build/requirements-build.txt
	touch $@

# The compiled .mo catalogues go into the bundle.
$(DIST_EXE): $(DIST_SOURCES) $(CATALOGUES) $(DIST_STAMP)
	$(PYINSTALLER) --distpath build/dist --workpath build/work/onefile

$(ONEDIR_EXE): $(DIST_SOURCES) $(CATALOGUES) $(DIST_STAMP)
	$(PYINSTALLER) --distpath build/dist/onedir --workpath build/work/onedir -- --onedir

dist: $(DIST_EXE)  ## the one-file build: build/dist/kuckuck

dist-onedir: $(ONEDIR_EXE)  ## the one-folder build: build/dist/onedir/kuckuck/

build: dist-onedir  ## the same as dist-onedir

# The archive: kuckuck-VERSION/ holding lib/kuckuck/ (the one-folder build), bin/kuckuck (a link to its executable)
# and share/ (the desktop entry, the AppStream metainfo and the icon at 256 and 128 px, drawn by the spec), laid out
# as a prefix: `tar -xzf ARCHIVE --strip-components=1 -C ~/.local` installs it for one user (build/README.md).
APP_ID := io.github.kuckuckandco.KuckuckCo
VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml)
ARCHIVE_NAME := kuckuck-$(VERSION)
DIST_ARCHIVE := build/dist/$(ARCHIVE_NAME)-linux-$(shell uname -m).tar.gz
ARCHIVE_STAGE := build/work/archive/$(ARCHIVE_NAME)
ICONS := build/work/onedir/kuckuck/icon

$(DIST_ARCHIVE): $(ONEDIR_EXE) build/linux/$(APP_ID).desktop build/linux/$(APP_ID).metainfo.xml
	rm -rf $(ARCHIVE_STAGE) && mkdir -p $(ARCHIVE_STAGE)/bin $(ARCHIVE_STAGE)/lib
	cp -a build/dist/onedir/kuckuck $(ARCHIVE_STAGE)/lib/kuckuck
	ln -s ../lib/kuckuck/kuckuck $(ARCHIVE_STAGE)/bin/kuckuck
	install -D -m 644 build/linux/$(APP_ID).desktop $(ARCHIVE_STAGE)/share/applications/$(APP_ID).desktop
	install -D -m 644 build/linux/$(APP_ID).metainfo.xml $(ARCHIVE_STAGE)/share/metainfo/$(APP_ID).metainfo.xml
	install -D -m 644 $(ICONS)/kuckuck.png $(ARCHIVE_STAGE)/share/icons/hicolor/256x256/apps/$(APP_ID).png
	install -D -m 644 $(ICONS)/kuckuck-128.png $(ARCHIVE_STAGE)/share/icons/hicolor/128x128/apps/$(APP_ID).png
	tar -czf $@ -C $(dir $(ARCHIVE_STAGE)) $(ARCHIVE_NAME)

dist-archive: $(DIST_ARCHIVE)  ## the one-folder build with the Linux desktop files, as a .tar.gz

# The one-folder build, checked headless from its archive (tools/test_dist.py): the archive's layout and desktop
# files (desktop-file-validate and appstreamcli, from the Debian packages desktop-file-utils and appstream), then an
# autoplay match of each game, snapshots, --continue, and nothing written outside the data folder. It runs in the
# build's venv; `build/venv/bin/python -m tools.test_dist build/dist/kuckuck` checks the one-file build. Then
# test-install: the game as `pipx install .` installs it.
test-dist: $(DIST_ARCHIVE)  ## build the archive, check it headless, and check `pip install .` (about 2 min)
	$(HEADLESS) $(DIST_PY) -m tools.test_dist $(DIST_ARCHIVE)
	@$(MAKE) --no-print-directory test-install

clean:  ## remove .venv, build/venv and everything built
	rm -rf $(VENV) $(DIST_VENV) build/dist build/work .mypy_cache .pytest_cache .ruff_cache

# The installable package (pyproject.toml, setup.py), as `pipx install .` installs it: a fresh venv made by
# $(PYTHON) in a scratch folder, `pip install .` into it, then the installed `kuckuck` script and `python -m kuckuck`
# run headless (tools/test_install.py; the standard library alone). About half a minute with pip's cache warm.
test-install:  ## install the checkout into a fresh venv as pipx does and run it headless
	@scratch=$$(mktemp -d) && { $(PYTHON) -m tools.test_install "$$scratch/check"; status=$$?; rm -rf "$$scratch"; exit $$status; }
