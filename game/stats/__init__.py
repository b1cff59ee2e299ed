"""Statistics of finished matches, computed from the archive (game/store/archive.py) so that they can never drift
from what was played: `facts` reads what one match adds, `figures` sums the facts per game, rule set and person,
`book` keeps the facts of every archived match (cached on disk) and counts only matches after a reset."""
