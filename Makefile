# `make play` and `make test` create or refresh .venv from the requirements files when they change.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
RUNTIME_STAMP := $(VENV)/.runtime-stamp
DEV_STAMP := $(VENV)/.dev-stamp
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: play test test-real lint i18n catalogues bench dist dist-onedir build test-dist clean

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

catalogues: $(CATALOGUES)

play: $(RUNTIME_STAMP) $(CATALOGUES)
	$(PY) main.py $(ARGS)

lint: $(DEV_STAMP)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy

# Extract assets/locale/kuckuck.pot from the source (babel.cfg), update every assets/locale/<code>/LC_MESSAGES/kuckuck.po
# and compile it to the .mo the game loads (tools/catalogues.py).
i18n: $(DEV_STAMP)
	$(PY) -m tools.catalogues

# Eight worker processes on two cores: the tests that play like a person run in real time and mostly wait (the
# whole suite uses about 0.6 of a core on average); idle workers take tests from busy ones (worksteal).
test: lint $(CATALOGUES)
	$(HEADLESS) $(PY) -m pytest -q -n 8 --dist worksteal

# The X-window suite (tests/real, which `make test` leaves out): the real program in an Xvfb window of its own per
# test, driven with xdotool's keys and clicks at the default speed, checked from its save file and its screenshots
# (ImageMagick's import, tesseract's OCR). It installs nothing: it needs the Debian packages xvfb, xdotool, x11-utils,
# imagemagick and tesseract-ocr, which .ci/run installs. Three at a time: the tests mostly wait for the table.
test-real: $(DEV_STAMP) $(CATALOGUES)
	$(HEADLESS) $(PY) -m pytest -q -n 3 tests/real

bench: $(RUNTIME_STAMP)
	$(HEADLESS) $(PY) -m tools.bench

# The packaged game (build/README.md): `make dist` makes one file, build/dist/kuckuck; `make dist-onedir` (or
# `make build`) one folder, build/dist/onedir/kuckuck/. Both rebuild only when a source, an asset or the spec changed.
DIST_EXE := build/dist/kuckuck
ONEDIR_EXE := build/dist/onedir/kuckuck/kuckuck
DIST_SOURCES := main.py build/kuckuck.spec tools/make_icon.py requirements.txt build/requirements-build.txt \
	build/requirements-compile.txt build/bootloader.patch \
	$(shell find game scenes assets -type f -not -path '*/__pycache__/*' -not -name '*.pyc' -not -name '*.mo' -not -name '*.pot')

# The build has a venv of its own, build/venv: the runtime requirements and PyInstaller, with numpy compiled from
# its source (the version requirements.txt pins) without BLAS or LAPACK. numpy's own loops stand in for them (the
# game never multiplies matrices), and the wheel's OpenBLAS (25 MB unpacked) stays out of the bundle; one CPU
# baseline and no dispatched variants halve numpy's core. The compile takes about five minutes, once per numpy
# version (pip keeps an installed numpy of the pinned version: after changing NUMPY_OPTIONS, rm -rf build/venv). No
# pip cache: it would hand back a wheel built with other options.
DIST_VENV := build/venv
DIST_PY := $(DIST_VENV)/bin/python
DIST_PIP := $(DIST_PY) -m pip --disable-pip-version-check -q
DIST_STAMP := $(DIST_VENV)/.dist-stamp
NUMPY_PIN := $(shell grep -m1 -oE '^numpy==[^ ]+' requirements.txt)
NUMPY_OPTIONS := blas=none lapack=none allow-noblas=true cpu-dispatch=none disable-svml=true disable-highway=true \
	disable-intel-sort=true test-simd=[]
NUMPY_FROM_SOURCE := --no-cache-dir --no-build-isolation --no-binary numpy $(foreach option,$(NUMPY_OPTIONS),-Csetup-args=-D$(option))
# PyInstaller comes from its source release too, so that its bootloader (the program that unpacks the one-file build
# at every start) is compiled here (build/README.md): linked statically with zlib-ng in its zlib-compatible mode,
# which inflates the bundle twice as fast as the system's zlib, and patched (build/bootloader.patch) to unpack
# into memory, $XDG_RUNTIME_DIR or /dev/shm, unless $TMPDIR says otherwise, in 256 KB steps rather than 8 KB.
# zlib-ng's C sources come in its Python bindings' source release (1.1.0 carries zlib-ng 2.3.3); they are compiled
# here, never installed.
PYINSTALLER_PIN := $(shell grep -m1 -oE '^pyinstaller==[^ ]+' build/requirements-build.txt)
PYINSTALLER_SOURCE := $(abspath build/work/pyinstaller)
ZLIB_NG_RELEASE := zlib-ng==1.1.0
ZLIB_NG := $(abspath build/work/zlib-ng)
PYINSTALLER_FROM_SOURCE := --no-cache-dir --no-build-isolation --force-reinstall --no-deps
PYINSTALLER := $(DIST_PY) -m PyInstaller --noconfirm --clean build/kuckuck.spec

$(DIST_PY): | $(VENV)/bin/python
	@$(PYTHON) -m venv $(DIST_VENV) || { rm -rf $(DIST_VENV); echo "make: could not create $(DIST_VENV): $(VENV_HINT)" >&2; exit 1; }

$(DIST_STAMP): requirements.txt build/requirements-build.txt build/requirements-compile.txt \
		build/bootloader.patch | $(DIST_PY)
	$(DIST_PIP) install -r build/requirements-compile.txt
	PATH="$(abspath $(DIST_VENV))/bin:$$PATH" $(DIST_PIP) install $(NUMPY_FROM_SOURCE) '$(NUMPY_PIN)'  # cython, ninja
	rm -rf $(ZLIB_NG) && mkdir -p $(ZLIB_NG)
	$(DIST_PIP) download --no-cache-dir --no-deps --no-binary :all: -d $(ZLIB_NG) '$(ZLIB_NG_RELEASE)'
	tar -xzf $(ZLIB_NG)/zlib_ng-*.tar.gz -C $(ZLIB_NG) --strip-components=4 --wildcards '*/src/zlib_ng/zlib-ng/*'
	cd $(ZLIB_NG) && ./configure --zlib-compat --static >/dev/null && $(MAKE) -s libz.a >/dev/null
	rm -rf $(PYINSTALLER_SOURCE) && mkdir -p $(PYINSTALLER_SOURCE)
	$(DIST_PIP) download --no-cache-dir --no-deps --no-binary :all: -d $(PYINSTALLER_SOURCE) '$(PYINSTALLER_PIN)'
	tar -xzf $(PYINSTALLER_SOURCE)/pyinstaller-*.tar.gz -C $(PYINSTALLER_SOURCE) --strip-components=1
	git apply --unsafe-paths --directory=$(PYINSTALLER_SOURCE) build/bootloader.patch
	PYINSTALLER_COMPILE_BOOTLOADER=1 CFLAGS="-I$(ZLIB_NG)" LDFLAGS="-L$(ZLIB_NG)" \
		$(DIST_PIP) install $(PYINSTALLER_FROM_SOURCE) $(PYINSTALLER_SOURCE) >/dev/null  # waf's compile log
	$(DIST_PIP) install -r requirements.txt -r build/requirements-build.txt
	touch $@

# The compiled .mo catalogues go into the bundle.
$(DIST_EXE): $(DIST_SOURCES) $(CATALOGUES) | $(DIST_STAMP)
	$(PYINSTALLER) --distpath build/dist --workpath build/work/onefile

$(ONEDIR_EXE): $(DIST_SOURCES) $(CATALOGUES) | $(DIST_STAMP)
	$(PYINSTALLER) --distpath build/dist/onedir --workpath build/work/onedir -- --onedir

dist: $(DIST_EXE)

dist-onedir: $(ONEDIR_EXE)

build: dist-onedir

# The frozen game, headless: an autoplay match of each game, snapshots, and nothing written outside its data folder.
# It reads the bundle's table of contents with PyInstaller's archive reader, so it runs in the build's venv.
test-dist: $(DIST_EXE) | $(DIST_STAMP)
	$(HEADLESS) $(DIST_PY) -m tools.test_dist $(DIST_EXE)

clean:
	rm -rf $(VENV) $(DIST_VENV) build/dist build/work .mypy_cache .pytest_cache .ruff_cache

# The installable package (pyproject.toml, setup.py), as `pipx install .` installs it: a fresh venv made by
# $(PYTHON) in a scratch folder, `pip install .` into it, then the installed `kuckuck` script and `python -m kuckuck`
# run headless (tools/test_install.py; the standard library alone). About half a minute with pip's cache warm.
.PHONY: test-install
test-install:
	@scratch=$$(mktemp -d) && { $(PYTHON) -m tools.test_install "$$scratch/check"; status=$$?; rm -rf "$$scratch"; exit $$status; }
