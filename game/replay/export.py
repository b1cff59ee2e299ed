"""An archived match as a readable text log: a header, each deal (or hand) with every seat's cards, one line per
action in plain words with its cards, the scores after each deal and the result."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.log_format import deals_from_seed
from game.core.match import Match
from game.i18n import tr, trn
from game.kuckuck.events import Draw
from game.replay.hands import all_held, held_cards
from game.replay.seed import grouped, seal
from game.replay.steps import ReplayLog
from game.replay.words import action_words, card_text, cards_text


def _scores(match: Match, names: Sequence[str]) -> str:
    label = tr(match.spec.score_label)
    parts = ", ".join(f"{name} {score}" for name, score in zip(names, match.scores, strict=True))
    return tr("{label}: {scores}", label=label, scores=parts)


def _drawn(match: Match, seat: int, seen: int) -> list[str]:
    """The card a Kuckuck dealer drew from the stock in the events since `seen` (its showdown follows at once)."""
    drawn = [e.card for e in match.history[seen:] if isinstance(e, Draw) and e.seat == seat and e.card is not None]
    return drawn[-1:]


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
    for position, entry in enumerate(log.entries):
        if "deal" in entry:
            log.advance(match)
            deal += 1
            lines.extend(_deal_lines(match, names, deal))
        else:
            seat = entry["seat"]
            before, seen = held_cards(match, seat), len(match.history)
            log.advance(match)
            after = _drawn(match, seat, seen) or held_cards(match, seat)
            lines.append("  " + action_words(names[seat], entry["action"], before, after))
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
