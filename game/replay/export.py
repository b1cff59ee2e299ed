"""An archived match as a readable text log: a header, each deal (or hand) with every seat's cards, one line per
action in plain words with its cards, the scores after each deal and the result."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.events import Event
from game.core.log_format import deals_from_seed
from game.core.match import Match
from game.i18n import tr, trn
from game.kuckuck.events import FoolPaid, Showdown
from game.replay.hands import all_held, held_cards
from game.replay.power_words import FOOL_KIND, fool_of, power_line
from game.replay.seed import grouped, seal
from game.replay.steps import ReplayLog
from game.replay.words import action_words, card_text, cards_text


def _scores(match: Match, names: Sequence[str]) -> str:
    label = tr(match.spec.score_label)
    parts = ", ".join(f"{name} {score}" for name, score in zip(names, match.scores, strict=True))
    return tr("{label}: {scores}", label=label, scores=parts)


def _kept(match: Match, seat: int, seen: int) -> list[str]:
    """The card a Kuckuck seat holds at the showdown that the events since `seen` end with (its last action ended
    the deal: the dealer's draw, or a stop), which its hand no longer shows."""
    shown = [e.cards[seat] for e in match.history[seen:] if isinstance(e, Showdown) and not e.sudden_death]
    return [card for card in shown[-1:] if card is not None]


def _power_lines(events: Sequence[Event], names: Sequence[str], money: bool) -> list[str]:
    """What the powers of a special pack did in `events` (one action's or one deal's), a line each."""
    lines: list[str] = []
    shown: tuple[str | None, ...] = ()
    for event in events:
        if isinstance(event, Showdown):
            shown = event.cards
        fool = fool_of(shown, event.seats) if isinstance(event, FoolPaid) else FOOL_KIND
        line = power_line(event, names, None, money, fool)
        if line is not None:
            lines.append("    " + line)
    return lines


def _deal_lines(match: Match, names: Sequence[str], deal: int) -> list[str]:
    header = tr("{round} {n} · dealer: {name}", round=tr(match.spec.round_label), n=deal, name=names[match.dealer])
    lines = ["", f"— {header} —"]
    for seat, held in enumerate(all_held(match)):
        if held:
            lines.append(f"  {names[seat]}: {cards_text(held)}")
    up_card = match.view(None).get("up_card")
    if isinstance(up_card, str):
        lines.append("  " + tr("Up card: {card}", card=card_text(up_card)))
    return lines


def export_lines(log: ReplayLog, names: Sequence[str], title: str = "") -> list[str]:
    """The whole match in words, line by line (`names`: one per seat). ValueError naming `names` if they do not
    fit the log."""
    if len(names) != log.data.players:
        raise ValueError(f"names: expected {log.data.players} names, got {len(names)}")
    match = log.match_at(0)
    lines = [title] if title else []
    lines.append(tr("Seed: {seed} (sealed as {seal})", seed=grouped(log.data.entropy), seal=seal(log.data.entropy)))
    if not deals_from_seed(log.entries):
        lines.append(tr("Not every deal came from the seed: this match does not count in the statistics."))
    deal = 0
    money = match.rules.options_json(match.options).get("money_game") is True  # a Kuckuck money game pays chips
    for position, entry in enumerate(log.entries):
        seen = len(match.history)
        if "deal" in entry:
            log.advance(match)
            deal += 1
            lines.extend(_deal_lines(match, names, deal))
        else:
            seat = entry["seat"]
            before = held_cards(match, seat)
            log.advance(match)
            after = _kept(match, seat, seen) or held_cards(match, seat)
            lines.append("  " + action_words(names[seat], entry["action"], before, after))
        lines.extend(_power_lines(match.history[seen:], names, money))
        if deal and (position + 1 in log.deal_steps or position + 1 == log.length):  # the end of a deal
            lines.append("  " + _scores(match, names))
    lines.append("")
    winners = tr(" & ").join(names[seat] for seat in match.winners)
    rounds = trn(*match.spec.rounds_noun, deal)
    lines.append(tr("Result: {winners} won the match after {rounds}.", winners=winners, rounds=rounds))
    lines.append(_scores(match, names))
    return lines


def export_text(log: ReplayLog, names: Sequence[str], title: str = "") -> str:
    return "\n".join(export_lines(log, names, title)) + "\n"
