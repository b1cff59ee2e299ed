"""Reviews of a seat's play: each decision valued by the hard bot's search from that seat's view (game.review.walk)."""
