"""What every game's bots share, so no bot carries a second copy of its game's rules.

- `agent`: reading the legal actions off a view, the table of bots by level.
- `sampling`: hidden cards dealt uniformly at random among the deals consistent with what one seat knows (hand
  sizes, known cards, cards a hand cannot hold).
- `search`: determinized search: full states built from such samples, each legal action played out with the
  game's own rules, the best on average taken.
"""
