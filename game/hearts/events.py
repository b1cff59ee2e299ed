"""Every kind of event a Hearts match raises. Private parts (cards dealt, passed, received) go to their seat only."""

from __future__ import annotations

from enum import StrEnum


class HeartsEvent(StrEnum):
    DEAL_START = "deal_start"  # public: hand number, dealer (the event's seat), pass direction
    DEALT = "dealt"  # one per seat; private: its 13 cards
    PASS = "pass"  # public: who passed a card (and how many so far); private: which card
    EXCHANGE = "exchange"  # the passed cards change hands; private: what each seat gave and received
    PLAY = "play"  # public: who played which card
    HEARTS_BROKEN = "hearts_broken"  # public: the card that broke hearts
    TRICK_WON = "trick_won"  # public: the winner (seat), the cards and the points in the trick
    MOON_SHOT = "moon_shot"  # public: the shooter (seat); whether the shooter now chooses
    MOON_CHOICE = "moon_choice"  # public: the shooter's choice, add or subtract
    HAND_SCORED = "hand_scored"  # public: each seat's points for the hand, the totals, the moon shooter
    PLAY_ON = "play_on"  # public: the target is reached but the lowest score is tied, so play goes on
    MATCH_OVER = "match_over"  # public: the winners and the final scores
