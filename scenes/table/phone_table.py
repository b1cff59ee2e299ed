"""The phone seats of a live table: the phone server while the table is open, the join screen's facts (who has
joined), and a bot standing in for a person whose phone has been away longer than the setting allows.

Until every phone seat has joined (or the host starts anyway) the match waits (`gathering`). Each frame the
phones' decisions go to the controller and their views come back (`PhoneSeats.frame`); nothing here waits on the
network."""

from __future__ import annotations

from game.controller import Controller
from game.i18n import tr
from game.player_profiles import distinct_names
from scenes.phones.bridge import PhoneBridge
from scenes.phones.driver import PhoneSeats
from scenes.phones.server import PhoneServer


class TablePhones:
    def __init__(self, controller: Controller, wait_ms: int, port: int = 0) -> None:
        phones = controller.phone_seats
        if not phones:
            raise ValueError("controller: expected a table with phone seats")
        self.bridge = PhoneBridge(phones, {seat: controller.seats[seat].name for seat in phones})
        self.seats = PhoneSeats(controller, self.bridge)
        self.server = PhoneServer(self.bridge, port=port)
        self.wait_ms = wait_ms
        self.away_ms = dict.fromkeys(phones, 0)
        self.gathering = True  # the join screen is up and the match waits
        self.failure: str | None = None  # why the server could not start: the phone seats are played by bots
        self._joined_as: dict[int, str] = {}  # the name each seat's phone last joined with
        self._renamed: dict[int, str] = {}  # seats named anew by their phones, not yet taken by the table

    @property
    def controller(self) -> Controller:
        return self.seats.controller

    @property
    def names(self) -> list[str]:
        """What the table calls each seat now."""
        return [seat.name for seat in self.controller.seats]

    def open(self) -> None:
        """Start listening; if the server cannot start, bots play for the phone seats and `failure` says why."""
        try:
            self.server.start()
        except (OSError, RuntimeError) as error:
            self.failure = str(error)[:120]
            self.controller.stand_ins.update(self.bridge.seats)

    def close(self) -> None:
        """The table closes: the server stops and every token dies."""
        self.server.stop()

    def start(self) -> None:
        """The match begins (everyone joined, or the host started it); a seat still empty is "away" from now."""
        self.gathering = False

    @property
    def everyone_joined(self) -> bool:
        return len(self.bridge.joined()) == len(self.bridge.seats)

    def frame(self, dt_ms: int) -> None:
        """The phones' decisions in, their views out; the stand-ins follow who is connected."""
        self.seats.frame()
        if self.gathering:
            self._note_names()
            if self.everyone_joined:
                self.start()
            return
        if self.failure is not None:
            return
        stand_ins = self.controller.stand_ins
        for seat in self.bridge.seats:
            if self.bridge.connected(seat):
                self.away_ms[seat] = 0
                stand_ins.discard(seat)
            else:
                self.away_ms[seat] += dt_ms
                if self.away_ms[seat] >= self.wait_ms:
                    stand_ins.add(seat)

    def take_renamed(self) -> dict[int, str]:
        """The seats whose phone joined on the join screen under a name other than the table's since the last call:
        the name typed (told apart from the other seats': a second Anna is "Anna 2"). The table renames those seats
        (its plates, its save): the person at that seat said who they are. Once the match runs, names stay."""
        renamed, self._renamed = self._renamed, {}
        return renamed

    def _note_names(self) -> None:
        for seat, name in self.bridge.joined().items():
            if self._joined_as.get(seat) == name:
                continue
            self._joined_as[seat] = name
            names = [self._renamed.get(number, now) for number, now in enumerate(self.names)]  # those not taken yet too
            if name.casefold() == names[seat].casefold():
                continue  # Ben typed "ben": the table's Ben still
            others = [other for number, other in enumerate(names) if number != seat]
            self._renamed[seat] = distinct_names([*others, name])[-1]

    def away_line(self) -> str:
        """What the table says about the phones that are away ("" when every phone is there)."""
        if self.gathering:
            return ""
        if self.failure is not None:
            return tr("Phones cannot join ({error}): bots play for their seats.", error=self.failure)
        parts = []
        for seat in self.bridge.seats:
            if self.away_ms[seat] <= 0:
                continue
            name = self.names[seat]
            if seat in self.controller.stand_ins:
                parts.append(tr("A bot plays for {name} until their phone is back", name=name))
            else:
                parts.append(tr("Waiting for {name}'s phone", name=name))
        return " · ".join(parts)
