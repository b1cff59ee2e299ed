"""`python -m kuckuck`: the installed game's module entry, the same command line as the `kuckuck` script (main.py)."""
