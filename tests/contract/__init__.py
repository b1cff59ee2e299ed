"""The contract every registered game keeps (game.registry.GAMES): a game joins these tests by being registered.

Each game supplies an answer key (keys.py): an independent account, from the deal and the action log alone, of what
each seat may know, so that views can be checked for hidden cards and bots for blindness to them.
"""
