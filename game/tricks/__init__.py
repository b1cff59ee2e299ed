"""The trick-taking layer every trick game shares; it names no game.

- `layout`: cards as small integers (suit-major, ranks from low to high), so a hand is one int bitmask.
- `bits`: the set bits of a mask, cheaply.
- `suits`: following suit and winning a trick, through a `SuitRule` whose effective-suit and power hooks let a
  game move a card into another suit (Euchre's left bower) and name a trump suit.
- `deal`: an order into hands, card i to seat (dealer + 1 + i) mod n (optionally in packets).
- `history`: the record of a finished trick.
- `display`: hands sorted for showing them (alternating colours, trumps first, high to low).
- `slots`: a state held in annotated `__slots__`, whose `clone` is derived from them.
- `phases`: a game's phases as an IntEnum, with one legal/step pair per phase; `phase_dispatch` makes the
  engine's `legal_mask` and `step` from them.
- `bitmask_rules`: the `GameRules` half every bitmask trick game shares (deal, turn, legal as text, apply).
- `events`: the events every trick game raises alike (a seat's dealt cards, a card played).
"""
