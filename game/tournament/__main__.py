"""`python -m game.tournament`: see game.tournament.cli."""

from game.tournament.cli import main

raise SystemExit(main())
