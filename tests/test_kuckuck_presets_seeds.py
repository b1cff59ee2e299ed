"""The two rule sets against the seeds they are named after: where the seeds differ, each preset plays its own
seed's rule (Chase the Ace: seed 000, Dutch; Kuckuck: seed 001, German)."""

from __future__ import annotations

from game import open_match
from game.core.match import Match

PLAYERS = 3
RANDOM_DEALER = {"first_dealer": "random"}  # so a test may name the dealer (Chase the Ace deals for a Jack)


def dealer_draws_a_king(preset: str) -> Match:
    """Seats 1 and 2 stay; the dealer (seat 0) holds the 4♣ and draws from a stock whose top card is the K♥."""
    match = open_match("kuckuck", players=PLAYERS, seed=3, dealer=0, options={"preset": preset, **RANDOM_DEALER})
    match.deal(["9D", "8H", "4C", "KH"])  # dealt from the dealer's left: seat 1, seat 2, the dealer; then the stock
    match.act("stay")
    match.act("stay")
    assert match.to_move == 0
    match.act("swap")
    return match


def test_chase_the_ace_the_dealer_keeps_a_king_drawn_from_the_stock() -> None:
    """000, rule 6: "als de deler een Heer van de stok trekt, behoudt hij die zoals elke andere kaart"."""
    match = dealer_draws_a_king("chase_the_ace")
    assert match.view(None)["last_cards"][0] == "KH"
    assert match.scores == [3, 3, 2]  # the 8♥ is now the lowest


def test_kuckuck_a_king_drawn_from_the_stock_blocks_the_dealer() -> None:
    """001, rule 5: "Hebt der Geber einen König ab, scheitert der Tausch und der Geber muss seine ursprüngliche
    Karte behalten"."""
    match = dealer_draws_a_king("kuckuck")
    assert match.view(None)["last_cards"][0] == "4C"
    assert match.scores == [2, 3, 3]


def test_chase_the_ace_deals_for_the_first_dealer_until_a_jack() -> None:
    """000: "De eerste deler wordt gekozen door kaarten rond de tafel te delen totdat iemand een Boer ontvangt";
    001 names no way ("auf beliebige Weise"): the Kuckuck preset draws the first dealer at random."""
    match = open_match("kuckuck", players=PLAYERS, seed=3, options={"preset": "chase_the_ace"})
    match.deal(["4C", "9D", "2S", "JH"])  # seat 0, 1, 2, then seat 0 again receives the Jack
    assert match.dealer == 0
    kuckuck = open_match("kuckuck", players=PLAYERS, seed=3, options={"preset": "kuckuck"})
    assert kuckuck.view(None)["options"]["first_dealer"] == "random"


def test_chase_the_ace_shows_a_low_card_handed_over_and_kuckuck_does_not() -> None:
    """000: an A, 2 or 3 handed over in a swap is shown to the table; 001 knows no such rule."""
    for preset, shown in (("chase_the_ace", True), ("kuckuck", False)):
        match = open_match("kuckuck", players=PLAYERS, seed=3, dealer=2, options={"preset": preset, **RANDOM_DEALER})
        match.deal(["2C", "9D", "8H"])  # seat 0 holds the 2♣ and acts first
        match.act("swap")
        assert match.view(2)["cards"][1] == ("2C" if shown else None), preset


def test_when_all_lose_their_last_life_chase_the_ace_puts_the_lowest_out_and_kuckuck_lets_the_highest_win() -> None:
    """The seeds disagree (rules.md §1, final_tie): after a deal in which every player left loses the last life,
    one more card each; Chase the Ace puts the lowest out and deals again, Kuckuck lets the highest win."""
    for preset in ("chase_the_ace", "kuckuck"):
        options = {"preset": preset, "lives": 1, **RANDOM_DEALER}
        match = open_match("kuckuck", players=PLAYERS, seed=3, dealer=0, options=options)
        match.deal(["4C", "4D", "4H"])  # to seats 1, 2 and the dealer: a three-way tie for lowest
        for _ in range(PLAYERS):
            match.act("stay")
        match.deal(["2C", "5D", "9H"])  # the sudden-death card: seat 1 the 2♣, seat 2 the 5♦, the dealer the 9♥
        eliminated = match.view(None)["eliminated"]
        if preset == "kuckuck":  # the 9♥ wins at once; the other two go out together
            assert match.winners == [0] and eliminated == [[1, 2]]
        else:  # the 2♣ is out; the 5♦ and the 9♥ play on (the next sudden-death card comes from the seed)
            assert eliminated[0] == [1] and match.winners[0] in (0, 2) and len(eliminated) == 2
