"""`python -m kuckuck [flags]` runs main.py's command line, as the `kuckuck` script does."""

from __future__ import annotations

import sys

from main import main

sys.exit(main())
