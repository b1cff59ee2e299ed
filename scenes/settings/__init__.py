"""The Settings scene: every setting a player can change, applied at once and kept in the settings file, and the
controls (keys and gamepad buttons) with their own sub-screen."""
