// The phone page: one seat's private hand. Talks to the game over the WebSocket at /ws/<room> (docs/phones.md).
// Portrait and one-handed: what the person reads is at the top, their cards in the middle, the decisions and the
// reason of a refused move at the bottom, within the thumb's reach.
"use strict";
(() => {
  const room = location.pathname.split("/")[2] || "";
  const lang = document.documentElement.lang || "en";
  const tokenKey = "kuckuck-token-" + room;
  const nameKey = "kuckuck-name";
  const SUITS = { S: "♠", H: "♥", D: "♦", C: "♣" };
  const CARD = /^(10|[2-9TJQKA])[SHDC]$/;
  const $ = (id) => document.getElementById(id);
  let strings = {};
  let socket = null;
  let seat = null;
  let chosen = [];
  let shown = { view: null, legal: [] };
  let myTurn = false;
  let tappedCard = false;  // the last act was a card the person tapped: an "error" answer means it is not allowed
  let countdown = null;
  let retry = 500;
  let rejoinTries = 0;

  const t = (key, fields) => {
    let text = strings[key] || key;
    for (const [name, value] of Object.entries(fields || {})) text = text.split("{" + name + "}").join(String(value));
    return text;
  };
  const say = (text) => { $("message").textContent = text || ""; };
  const isCard = (text) => typeof text === "string" && CARD.test(text);
  const cardText = (card) => {
    if (!isCard(card)) return "?";
    const rank = card.slice(0, -1) === "T" ? "10" : card.slice(0, -1);
    return rank + SUITS[card.slice(-1)];
  };
  const seatName = (other) => (other === seat ? t("you") : t("seat_n", { seat: other + 1 }));
  const send = (message) => { if (socket && socket.readyState === 1) socket.send(JSON.stringify(message)); };
  const act = (action, card) => {
    say("");
    tappedCard = Boolean(card);
    send({ type: "act", action });
    for (const node of document.querySelectorAll("#actions button, #cards button")) node.disabled = true;  // once
  };
  const line = (id, text) => {
    $(id).textContent = text || "";
    $(id).hidden = !text;
  };

  function actionLabel(action, view) {
    const acted = Array.isArray(view.acted) ? view.acted[view.seat] : null;
    if (view.game === "kuckuck" && action === "swap" && view.dealer === view.seat && !acted) {
      return t("draw");  // the dealer swaps with the stock
    }
    if (strings[action]) return t(action);
    const [verb, ...rest] = action.split(" ");
    const tail = rest.map((word) => (isCard(word) ? cardText(word) : SUITS[word] || t(word)));
    return [t(verb), ...tail].join(" ");
  }

  function ownCards(view) {
    if (Array.isArray(view.hand)) return view.hand;  // the trick games
    const mine = Array.isArray(view.cards) ? view.cards[view.seat] : null;  // Kuckuck: the one card held now
    return mine ? [mine] : [];
  }

  function standing(view) {
    const parts = [];
    if (Array.isArray(view.lives)) parts.push(t(view.options && view.options.money_game ? "chips" : "lives",
      { n: view.lives[view.seat] }));
    if (Array.isArray(view.scores)) parts.push(t("points", { n: view.scores[view.seat] }));
    if (typeof view.trump === "string" && SUITS[view.trump]) parts.push(t("trump", { suit: SUITS[view.trump] }));
    return parts.join(" · ");
  }

  function trickLine(trick) {
    return trick.cards.map((card, index) => seatName(trick.seats[index]) + " " + cardText(card)).join(" · ");
  }

  // What happened last that the person should know: the trick on the table, the last deal's showdown, a timeout.
  function news(view) {
    if (view.trick && Array.isArray(view.trick.cards) && view.trick.cards.length) {
      return t("trick", { cards: trickLine(view.trick) });
    }
    if (Array.isArray(view.tricks) && view.tricks.length && view.phase !== "pass") {
      const last = view.tricks[view.tricks.length - 1];
      if (typeof last.winner === "number") {
        return trickLine(last) + " — " + t(last.winner === seat ? "you_took" : "took", { seat: last.winner + 1 });
      }
    }
    if (Array.isArray(view.timed_out) && view.timed_out[view.seat]) return t("timed_out");
    const held = Array.isArray(view.held) ? view.held.filter(isCard) : [];  // Kuckuck: every card held this deal
    if (view.phase === "turn" && held.length > 1) {
      return t("card_changed", { before: cardText(held[held.length - 2]), now: cardText(held[held.length - 1]) });
    }
    if (view.game === "kuckuck" && Array.isArray(view.last_cards) && view.last_cards.some(isCard)) {
      const shownCards = view.last_cards
        .map((card, index) => (isCard(card) ? seatName(index) + " " + cardText(card) : ""))
        .filter(Boolean);
      const losers = Array.isArray(view.last_losers) ? view.last_losers : [];
      const seats = losers.map((s) => s + 1).join(", ");
      let lost = "";
      if (losers.includes(view.seat)) lost = t("you_lose");
      else if (losers.length) lost = t(losers.length > 1 ? "lose_many" : "loses", { seats });
      return t("last_deal") + " " + [shownCards.join(" · "), lost].filter(Boolean).join(" — ");
    }
    if (view.phase === "pass" && typeof view.pass_to === "number") return t("pass_to", { seat: view.pass_to + 1 });
    if (isCard(view.up_card)) return t("up_card", { card: cardText(view.up_card) });  // Euchre's bidding
    return "";
  }

  function turnLine(view, legal) {
    if (Array.isArray(view.winners) && view.winners.length) {
      const seats = view.winners.map((s) => s + 1).join(", ");
      if (view.winners.includes(view.seat)) return t("you_won");
      return t(view.winners.length > 1 ? "won_many" : "won", { seats });
    }
    if (Array.isArray(view.alive) && view.alive[view.seat] === false) return t("out");
    if (legal.length) return t("your_turn");
    if (typeof view.to_move === "number") return t("waiting_for", { seat: view.to_move + 1 });
    return t("waiting");
  }

  // Speed-Kuckuck: the view's options say how long a decision may take; the clock starts when the turn comes.
  function startCountdown(view) {
    stopCountdown();
    const seconds = Number(view.options && view.options.speed);
    if (!(seconds > 0)) return;
    const end = Date.now() + seconds * 1000;
    const tick = () => {
      const left = Math.max(0, end - Date.now());
      $("clock").hidden = false;
      $("clock-text").textContent = t("seconds_left", { n: Math.ceil(left / 1000) });
      $("clock-bar").style.width = (100 * left) / (seconds * 1000) + "%";
      if (left <= 0) stopCountdown(true);
    };
    tick();
    countdown = setInterval(tick, 100);
  }

  function stopCountdown(keep) {
    if (countdown !== null) clearInterval(countdown);
    countdown = null;
    if (!keep) $("clock").hidden = true;
  }

  function cardButton(card, big, chosenNow, onTap) {
    const node = document.createElement("button");
    node.type = "button";
    node.className = "card" + (big ? " large" : "") + ("HD".includes(card.slice(-1)) ? " red" : "");
    node.textContent = cardText(card);
    node.dataset.card = card;
    node.setAttribute("aria-pressed", chosenNow ? "true" : "false");
    if (onTap) node.addEventListener("click", onTap);
    else node.disabled = true;
    return node;
  }

  // A card can also be played by dragging it up out of the hand.
  function draggable(node, play) {
    let start = null;
    node.addEventListener("pointerdown", (event) => { start = event.clientY; });
    node.addEventListener("pointermove", (event) => {
      if (start === null || event.clientY >= start) return;
      node.style.transform = "translateY(" + (event.clientY - start) + "px)";
    });
    const end = (event) => {
      if (start !== null && start - event.clientY > 60) { event.preventDefault(); node.dataset.dragged = "1"; play(); }
      node.style.transform = "";
      start = null;
    };
    node.addEventListener("pointerup", end);
    node.addEventListener("pointercancel", () => { node.style.transform = ""; start = null; });
  }

  function render(view, legal) {
    shown = { view, legal };
    $("join").hidden = true;
    $("play").hidden = false;
    const turnStarts = legal.length > 0 && !myTurn;
    myTurn = legal.length > 0;
    if (turnStarts) {
      say("");
      startCountdown(view);
      if (navigator.vibrate) navigator.vibrate([120, 60, 120]);
    } else if (!myTurn) {
      stopCountdown(false);
    }
    const passes = legal.filter((action) => action.startsWith("pass ") && isCard(action.slice(5)));
    const cardActions = new Map(
      legal.filter((action) => /^(play|discard) /.test(action)).map((action) => [action.split(" ")[1], action]));
    chosen = chosen.filter((action) => passes.includes(action));
    $("turn").textContent = turnLine(view, legal);
    $("turn").classList.toggle("mine", myTurn);
    line("status", standing(view));
    line("news", news(view));
    const cards = ownCards(view).filter(isCard);
    const hand = $("cards");
    hand.replaceChildren();
    hand.classList.toggle("one", cards.length === 1);
    const playing = cardActions.size > 0;
    for (const card of cards) {
      const pass = "pass " + card;
      let node;
      if (passes.includes(pass)) {
        node = cardButton(card, false, chosen.includes(pass), () => {
          chosen = chosen.includes(pass) ? chosen.filter((a) => a !== pass) : [...chosen, pass].slice(-3);
          render(view, legal);
        });
        node.classList.toggle("chosen", chosen.includes(pass));
      } else if (cardActions.has(card)) {
        const play = () => act(cardActions.get(card), card);
        node = cardButton(card, cards.length === 1, false, () => {
          if (!node.dataset.dragged) play();  // a drag has played it already
          delete node.dataset.dragged;
        });
        node.classList.add("playable");
        draggable(node, play);
      } else if (playing) {  // not playable now: a tap asks the game why not
        const verb = (legal[0] || "play").split(" ")[0];
        node = cardButton(card, cards.length === 1, false, () => act(verb + " " + card, card));
        node.classList.add("dim");
      } else {
        node = cardButton(card, cards.length === 1, false, null);
      }
      hand.appendChild(node);
    }
    const buttons = $("actions");
    buttons.replaceChildren();
    if (passes.length) {
      const need = Math.min(3, passes.length);
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = chosen.length === need ? t("pass_cards") : t("choose_cards", { n: need - chosen.length });
      button.disabled = chosen.length !== need;
      button.addEventListener("click", () => act(chosen));
      buttons.appendChild(button);
    }
    for (const action of legal) {
      if (passes.includes(action) || cardActions.has(action.split(" ")[1])) continue;
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = actionLabel(action, view);
      button.dataset.action = action;
      button.addEventListener("click", () => act(action));
      buttons.appendChild(button);
    }
    buttons.classList.toggle("pair", buttons.children.length === 2);
    buttons.classList.toggle("many", buttons.children.length > 2);
  }

  function receive(event) {
    let message;
    try { message = JSON.parse(event.data); } catch (error) { return; }
    if (message.type === "welcome") {
      seat = message.seat;
      rejoinTries = 0;
      localStorage.setItem(tokenKey, message.token);
      $("who").textContent = t("seat", { seat: seat + 1, name: message.name || "" });
      $("turn").textContent = t("waiting");
      $("join").hidden = true;
      $("play").hidden = false;
      say("");
    } else if (message.type === "view") {
      render(message.view, Array.isArray(message.legal) ? message.legal : []);
    } else if (message.type === "refused") {
      const token = localStorage.getItem(tokenKey);
      if (seat === null && token && rejoinTries < 3) {
        rejoinTries += 1;  // the seat's old connection may not have noticed it is gone yet: ask again soon
        setTimeout(() => send({ type: "rejoin", token }), 2500);
      } else if (seat === null) {
        localStorage.removeItem(tokenKey);
        showJoin();
      }
      if (seat !== null && shown.view) render(shown.view, shown.legal);  // the decision is still open
      say(message.reason);
    } else if (message.type === "error") {
      if (seat !== null && shown.view) render(shown.view, shown.legal);
      say(tappedCard ? t("not_now") : message.reason);  // an error's reason is for developers, in English
    }
  }

  function showJoin() {
    $("join").hidden = false;
    $("play").hidden = true;
    if (!$("name").value) $("name").value = localStorage.getItem(nameKey) || "";
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + "/ws/" + room + "?lang=" + encodeURIComponent(lang));
    $("dot").classList.add("off");
    socket.onopen = () => {
      retry = 500;
      say("");
      $("dot").classList.remove("off");
      const token = localStorage.getItem(tokenKey);
      if (token) send({ type: "rejoin", token });
      else if (seat === null) showJoin();
    };
    socket.onmessage = receive;
    socket.onclose = () => {
      $("dot").classList.add("off");
      seat = null;
      myTurn = false;
      stopCountdown(false);
      say(t("lost"));
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 8000);
    };
  }

  $("join-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const name = $("name").value.trim();
    if (!name) return;
    localStorage.setItem(nameKey, name);
    send({ type: "join", name });
  });

  fetch("/a/strings-" + lang + ".json")
    .then((response) => response.json())
    .then((loaded) => { strings = loaded; })
    .catch(() => {})
    .finally(() => {
      for (const node of document.querySelectorAll("[data-s]")) node.textContent = t(node.dataset.s);
      say(t("connecting"));
      connect();
    });
})();
