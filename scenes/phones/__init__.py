"""Phones as private hands (issue 23): a small web server on its own thread that serves the phone page and talks
to each phone over a WebSocket, and the thread-safe bridge through which a table reads their decisions and sends
each phone its own seat's view. See docs/phones.md for the protocol."""
