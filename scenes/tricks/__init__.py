"""Table pieces every four-seat trick-taking game shares (Hearts, Euchre): the layout, the hand fan, the trick in
the middle, seat plates, passing, the score sheet and the last-trick peek."""
