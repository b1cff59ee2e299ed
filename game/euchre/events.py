"""Every kind of event a Euchre match raises. Private parts (the cards dealt, the dealer's discard) go to their
seat only."""

from __future__ import annotations

from enum import StrEnum


class EuchreEvent(StrEnum):
    DEAL_START = "deal_start"  # public: hand number, dealer (the event's seat)
    DEALT = "dealt"  # one per seat; private: its five cards
    UP_CARD = "up_card"  # public: the card turned up on the kitty (seat: the dealer)
    BID = "bid"  # public: the bidder (seat), round 1 or 2, the bid (pass, order, call), the suit, alone or not
    TURNED_DOWN = "turned_down"  # public: everyone passed in round 1; the up-card is turned face down
    PICK_UP = "pick_up"  # public: the dealer takes the up-card into the hand
    DISCARD = "discard"  # public: the dealer lays a card away face down; private (the dealer): which card
    PARTNER_ANSWER = "partner_answer"  # public: the maker's partner's answer, alone or support
    DEFENCE_ANSWER = "defence_answer"  # public: a defender's answer, defend alone or defend
    ALONE = "alone"  # public: who plays alone (seat), as maker or defender, and which partner sits out
    PLAY = "play"  # public: who played which card
    TRICK_WON = "trick_won"  # public: the winner (seat), the cards and who played them, tricks per team
    HAND_SCORED = "hand_scored"  # public: makers, tricks per team, points, euchre / march / loner flags, scores
    THROWN_IN = "thrown_in"  # public: all passed twice without stick the dealer; the deal passes left
    REDEAL = "redeal"  # public: a farmer's hand asked for a new deal (seat); the same dealer deals again
    MATCH_OVER = "match_over"  # public: the winners (both partners) and the final scores
