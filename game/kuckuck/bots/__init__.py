"""Kuckuck bots. Each decides from one seat's view only; none sees hidden cards or the stock. The game's
description builds them by level (game.kuckuck.agents).

- easy (`easy`): the seeds' rules of thumb, with a beginner's slips.
- normal (`thresholds`): swap below a threshold tuned by simulation for the table size, the seat after the
  dealer and the house rules (`tuned`, `normal_table`, written by tools/tune_kuckuck_normal.py).
- hard (`hard`): the chance of losing lives for each choice, from the hidden cards consistent with what it saw,
  played out with the rules' own `apply`.
- `t3` … `t10` (`thresholds.FixedThreshold`): fixed thresholds, yardsticks for the tournament only.

`seen` is what a threshold bot reads off a view (or, for play-outs, off a full state: only what the seat sees);
`canonical` the view in the form the hard bot memoises.
"""
