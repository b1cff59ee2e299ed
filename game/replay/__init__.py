"""Replays of archived matches, without pygame: positions in the action log, the deal (or hand) boundaries, the
match rebuilt at any step, every seat's hidden cards, the text export and "play this deal again"."""
