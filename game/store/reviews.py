"""Reviews of archived matches, cached beside the archive: one versioned JSON file per match in `reviews/`.

A file holds the match's archive id, the fingerprint of its archive file (a review holds only while it is the same
file), the review version (game.review.model.REVIEW_VERSION) and each reviewed seat's review. A review is a cache:
a damaged file, a file of another match, fingerprint or review version is ignored (and overwritten by the next
review), never an error; a file made by a newer program is left alone. A match pruned from the archive takes its
file along (game.store.archive).
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final

from game.core.safe_json import quoted
from game.review.codec import review_from_json, review_json
from game.review.model import REVIEW_VERSION, Review
from game.review.walk import Progress, review_match
from game.store.archive import ID_PATTERN, REVIEWS_FOLDER
from game.store.versioned import Body, NewerFile, VersionedFormat

SCHEMA: Final = "kuckuck-and-co/match-reviews"
VERSION: Final = 1
MAX_BYTES: Final = 4 * 1024 * 1024
FIELDS: Final = frozenset({"match", "digest", "review_version", "seats"})


def _validate(body: Body) -> Body:
    if set(body) != FIELDS or not isinstance(body["seats"], dict):
        raise ValueError(f"the reviews have exactly the fields {', '.join(sorted(FIELDS))}")
    return body


REVIEWS_FORMAT: Final = VersionedFormat(
    schema=SCHEMA, version=VERSION, what="the match's reviews", migrations=(), validate=_validate, max_bytes=MAX_BYTES
)


class ReviewStore:
    """`reviews/` in `folder` (the data folder the archive lives in)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @property
    def path(self) -> Path:
        return self.folder / REVIEWS_FOLDER

    def file_of(self, entry_id: str) -> Path:
        """The file of archived match `entry_id`; ValueError naming it when it is no archive id."""
        if not isinstance(entry_id, str) or not ID_PATTERN.fullmatch(entry_id):
            raise ValueError(f"entry_id: expected an archived match's id, got {quoted(entry_id)}")
        return self.path / f"{entry_id}.json"

    def _body(self, entry_id: str, digest: str) -> Body | None:
        """The file's body if it is this match's, of this fingerprint and review version; else None. Never
        raises but for a bad `entry_id`."""
        path = self.file_of(entry_id)
        try:
            body = REVIEWS_FORMAT.read(path)
        except (OSError, ValueError, NewerFile):
            return None
        if body is None or (body["match"], body["digest"], body["review_version"]) != (
            entry_id,
            digest,
            REVIEW_VERSION,
        ):
            return None
        return body

    def load(self, entry_id: str, digest: str, seat: int) -> Review | None:
        """The cached review of `seat` in archived match `entry_id` (its file's `digest`), or None."""
        body = self._body(entry_id, digest)
        if body is None:
            return None
        found: Any = body["seats"].get(str(seat))
        if found is None:
            return None
        try:
            review = review_from_json(found)
        except (ValueError, TypeError, KeyError):
            return None
        return review if review.seat == seat else None

    def save(self, entry_id: str, digest: str, review: Review) -> bool:
        """Cache `review` beside the match's other cached reviews (atomically); False when a newer program's file
        is there (kept). OSError when it cannot be written."""
        path = self.file_of(entry_id)
        if REVIEWS_FORMAT.is_newer(path):
            return False
        body = self._body(entry_id, digest)
        seats = dict(body["seats"]) if body is not None else {}
        seats[str(review.seat)] = review_json(review)
        REVIEWS_FORMAT.write(
            path, {"match": entry_id, "digest": digest, "review_version": REVIEW_VERSION, "seats": seats}
        )
        return True


def review_of(
    store: ReviewStore, entry_id: str, digest: str, log: Mapping[str, Any], seat: int, progress: Progress | None = None
) -> Review:
    """The review of `seat` in archived match `entry_id`: the cached one, else computed (game.review.walk) and
    cached (a cache that cannot be written is left as it is: the review is still returned)."""
    cached = store.load(entry_id, digest, seat)
    if cached is not None:
        return cached
    review = review_match(log, seat, progress=progress)
    with contextlib.suppress(OSError):
        store.save(entry_id, digest, review)
    return review
