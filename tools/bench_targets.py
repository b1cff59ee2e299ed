"""The table of `make bench`: each figure's target (`TARGETS`) and what it measures (`NOTES`), in one place for
tools.bench's report and tools.bench_engine's own printout."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Target:
    name: str
    limit: float
    text: str
    higher_is_better: bool = False

    def met(self, value: float) -> bool:
        return value >= self.limit if self.higher_is_better else value <= self.limit


TARGETS = (
    Target("frame_ms_median", 8.0, "≤ 8 ms"),
    Target("frame_ms_p99", 16.0, "≤ 16 ms"),
    Target("startup_ratio", 1.5, "≤ 1.5"),
    Target("hearts_frame_ms_max", 16.7, "≤ 16.7 ms"),
    Target("euchre_frame_ms_max", 16.7, "≤ 16.7 ms"),
    Target("frame_ms_max", 16.7, "≤ 16.7 ms"),
    # on the 2-core reference machine
    Target("hearts_hands_per_s", 10_000, "≥ 10000", higher_is_better=True),
    # what OpenSpiel's C++ Euchre reaches there when driven step by step from Python
    Target("euchre_hands_per_s", 27_000, "≥ 27000", higher_is_better=True),
    Target("hearts_hard_ms_p95", 500.0, "≤ 500 ms"),
    Target("euchre_hard_ms_p95", 500.0, "≤ 500 ms"),
    Target("kuckuck_packs_hard_ms_p95", 500.0, "≤ 500 ms"),
    Target("hint_ms_p95", 500.0, "≤ 500 ms"),
    Target("review_hearts_match_s", 30.0, "≤ 30 s"),
    Target("review_frame_ms_max", 16.7, "≤ 16.7 ms"),
    Target("phones_frame_ms_max", 16.7, "≤ 16.7 ms"),
)

NOTES = {
    "phones_act_ms_p50": "20 phones on loopback: a phone's decision to the view every phone receives (median)",
    "phones_act_ms_p99": "the same, 99th percentile (the table's frame is 16 ms: a decision waits for the next)",
    "phones_decisions": "phone decisions timed (20-seat Kuckuck, phones only)",
    "phones_frame_ms_median": "20 phones connected: the TV's median frame (phones in another process)",
    "phones_frame_ms_max": "20 phones connected: the TV's slowest frame (target <= 16.7 ms)",
    "resize_8000_first_ms": "window grown to 8000x8000: slowest first frame (menu, rules, 20-seat table; both kinds)",
    "resize_8000_next_ms": "window grown to 8000x8000: slowest frame after it (drawn at 2880x2880, not scaled)",
    "resize_8000_layouts": "layouts one resize to 8000x8000 cost at most (a fullscreen window is made anew)",
    "frames_measured": "frames timed (table scene, 20 bots, 1920x1080 windowed)",
    "frames_animating_share": "share of timed frames with a tween in flight",
    "frames_deals": "deals started during the timed frames",
    "frames_swaps": "swaps and stock draws during the timed frames",
    "frames_showdowns": "showdowns during the timed frames",
    "peak_rss_mb": "ru_maxrss of the bench process right after the frame run",
    "startup_ms": "median wall time of `main.py --windowed --frames 1`",
    "baseline_startup_ms": "median wall time of bare pygame + pygame_gui, one frame",
    "hearts_frames_measured": "frames timed (Hearts table, 4 bots, 1920x1080, all but the first frame)",
    "hearts_frames_animating_share": "share of the Hearts frames with a tween in flight",
    "hearts_tricks": "tricks taken during the timed Hearts frames",
    "euchre_frames_measured": "frames timed (Euchre table, 4 bots, 1920x1080, all but the first frame)",
    "euchre_frames_animating_share": "share of the Euchre frames with a tween in flight",
    "euchre_tricks": "tricks taken during the timed Euchre frames",
    "dist_mb": "size of the one-file build (make dist, stock PyInstaller), 10^6 bytes; a figure, not a target",
    "dist_onedir_mb": "the one-folder build's files together (make dist-onedir), 10^6 bytes",
    "dist_startup_ms": "median wall time of the one-file build's `--windowed --frames 1` (it unpacks itself first)",
    "dist_onedir_startup_ms": "the same for the one-folder build (make dist-onedir)",
    "dist_startup_best_ms": "the fastest of those one-file runs (the median carries the shared machine's load)",
    "dist_onedir_startup_best_ms": "the fastest of the one-folder runs",
    "kuckuck_deals_per_s": "random legal play, finished deals per second",
    **{
        f"kuckuck_{deck}_deals_per_s": f"the same with the {deck} pack, its powers on"
        for deck in ("gnav42", "cucu40", "kille42")
    },
    "kuckuck_hard_bot_ms": "mean time of one bot_move('hard')",
    "kuckuck_packs_hard_ms_median": "median time of one bot_move('hard'), the three packs with powers, 6 seats",
    "kuckuck_packs_hard_ms_p95": "95th percentile of the same decisions",
    "hearts_hands_per_s": "random hands per second through the rules the bots search with (passing included)",
    "hearts_api_hands_per_s": "random hands per second through open_match, text notation",
    "euchre_hands_per_s": "random hands per second through the rules the bots search with (bidding included)",
    "euchre_api_hands_per_s": "random hands per second through open_match, text notation",
    "hint_ms_p95": "95th percentile of a hint's time (the hard bot's move and why), Hearts, Euchre and Kuckuck",
    "hint_ms_max": "the slowest of those hints",
    "hearts_hard_ms_median": "median time of one Hearts bot_move('hard') with a choice, passing and play",
    "hearts_hard_ms_p95": "95th percentile of the same decisions (positions of normal-bot matches)",
    "euchre_hard_ms_median": "median time of one Euchre bot_move('hard') with a choice: bids, answers, discards, play",
    "euchre_hard_ms_p95": "95th percentile of the same decisions (positions of normal-bot games)",
    "review_hearts_match_s": "the review of seat 0 over a whole Hearts match to 100 (normal bots), hard budget",
    "review_hearts_decisions": "the decisions that review valued (more than one legal move)",
    "review_hearts_hands": "the hands of that match",
    "review_screen_s": "the review screen: from opening it to the review shown (the same match, not cached)",
    "review_frame_ms_median": "its frames (1920x1080, paced at 60 per second) while the review runs",
    "review_frame_ms_max": "the worst of them (the frame that lays the finished review out included)",
    "review_frames": "frames timed",
    "stats_matches": "archived matches the statistics bench counted (every game, one person per table)",
    "stats_replay_ms": "counting them with nothing cached: every match replayed (a screen spreads it over frames)",
    "stats_ms": "opening the statistics in a new run: facts from the cache file, the figures of every game",
    "stats_again_ms": "opening them again in the same run (memoised on the archive listing)",
}


def verdict(name: str, value: float) -> tuple[str, str]:
    """(target text, ✓ or ✗) for a figure with a target, else blanks."""
    for target in TARGETS:
        if target.name == name:
            return target.text, "✓" if target.met(value) else "✗"
    return "", ""
