// The phone page: one seat's private hand. Talks to the game over the WebSocket at /ws/<room> (docs/phones.md).
"use strict";
(() => {
  const room = location.pathname.split("/")[2] || "";
  const lang = document.documentElement.lang || "en";
  const tokenKey = "kuckuck-token-" + room;
  const SUITS = { S: "♠", H: "♥", D: "♦", C: "♣" };
  const $ = (id) => document.getElementById(id);
  let strings = {};
  let socket = null;
  let seat = null;
  let chosen = [];
  let lastView = null;
  let retry = 500;
  let rejoinTries = 0;

  const t = (key, fields) => {
    let text = strings[key] || key;
    for (const [name, value] of Object.entries(fields || {})) text = text.split("{" + name + "}").join(String(value));
    return text;
  };
  const say = (text) => { $("message").textContent = text || ""; };
  const cardText = (card) => {
    if (typeof card !== "string") return "?";
    const suit = SUITS[card.slice(-1)];
    if (!suit || card.length < 2) return card;
    const rank = card.slice(0, -1) === "T" ? "10" : card.slice(0, -1);
    return rank + suit;
  };
  const cardNode = (card, big) => {
    const node = document.createElement("div");
    node.className = "card" + (big ? " big" : "") + ("HD".includes(card.slice(-1)) ? " red" : "");
    node.textContent = cardText(card);
    return node;
  };
  const send = (message) => { if (socket && socket.readyState === 1) socket.send(JSON.stringify(message)); };
  const act = (action) => { say(""); send({ type: "act", action }); };

  function actionLabel(action) {
    const [verb, ...rest] = action.split(" ");
    if (strings[action]) return t(action);
    const tail = rest.map((word) => (/^[2-9TJQKA][SHDC]$/.test(word) ? cardText(word) : t(word))).join(" ");
    return (t(verb) + " " + tail).trim();
  }

  function ownCards(view) {
    if (Array.isArray(view.hand)) return view.hand;
    if (Array.isArray(view.held)) return view.held;
    const mine = Array.isArray(view.cards) ? view.cards[view.seat] : null;
    return mine ? [mine] : [];
  }

  function render(view, legal) {
    lastView = { view, legal };
    $("join").hidden = true;
    $("play").hidden = false;
    const cards = ownCards(view).filter((card) => typeof card === "string");
    const passes = legal.filter((action) => action.startsWith("pass "));
    const plays = new Map(legal.filter((action) => action.startsWith("play ")).map((a) => [a.slice(5), a]));
    chosen = chosen.filter((action) => passes.includes(action));
    if (Array.isArray(view.winners) && view.winners.length) $("turn").textContent = t("over");
    else if (legal.length) $("turn").textContent = t("your_turn");
    else if (typeof view.to_move === "number") $("turn").textContent = t("waiting_for", { seat: view.to_move + 1 });
    else $("turn").textContent = "";
    const status = [];
    if (Array.isArray(view.lives)) status.push(t("lives", { n: view.lives[view.seat] }));
    if (Array.isArray(view.scores)) status.push(t("points", { n: view.scores[view.seat] }));
    $("status").textContent = status.join(" · ");
    const hand = $("cards");
    hand.replaceChildren();
    for (const card of cards) {
      const node = cardNode(card, cards.length === 1);
      const pass = "pass " + card;
      if (passes.includes(pass)) {
        node.classList.toggle("chosen", chosen.includes(pass));
        node.onclick = () => {
          chosen = chosen.includes(pass) ? chosen.filter((a) => a !== pass) : [...chosen, pass].slice(-3);
          render(view, legal);
        };
      } else if (plays.has(card)) {
        node.onclick = () => act(plays.get(card));
      }
      hand.appendChild(node);
    }
    const buttons = $("actions");
    buttons.replaceChildren();
    if (passes.length) {
      const need = Math.min(3, passes.length);
      const button = document.createElement("button");
      button.textContent = chosen.length === need ? t("pass_cards") : t("choose_cards", { n: need });
      button.disabled = chosen.length !== need;
      button.onclick = () => act(chosen);
      buttons.appendChild(button);
    }
    for (const action of legal) {
      if (action.startsWith("pass ") || action.startsWith("play ")) continue;
      const button = document.createElement("button");
      button.textContent = actionLabel(action);
      button.onclick = () => act(action);
      buttons.appendChild(button);
    }
    if (legal.length && navigator.vibrate) navigator.vibrate(120);
  }

  function receive(event) {
    let message;
    try { message = JSON.parse(event.data); } catch (error) { return; }
    if (message.type === "welcome") {
      seat = message.seat;
      rejoinTries = 0;
      localStorage.setItem(tokenKey, message.token);
      $("who").textContent = t("seat", { seat: seat + 1, name: message.name || "" });
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
      say(message.reason);
    } else if (message.type === "error") {
      say(message.reason);
    }
  }

  function showJoin() {
    $("join").hidden = false;
    $("play").hidden = true;
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + "/ws/" + room + "?lang=" + encodeURIComponent(lang));
    $("dot").classList.add("off");
    socket.onopen = () => {
      retry = 500;
      $("dot").classList.remove("off");
      const token = localStorage.getItem(tokenKey);
      if (token) send({ type: "rejoin", token });
      else if (seat === null) showJoin();
    };
    socket.onmessage = receive;
    socket.onclose = () => {
      $("dot").classList.add("off");
      seat = null;
      say(t("lost"));
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 8000);
    };
  }

  $("join-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const name = $("name").value.trim();
    if (name) send({ type: "join", name });
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
