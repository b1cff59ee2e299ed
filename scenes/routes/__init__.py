"""The wiring above every screen: where the program goes next (router.py), how it starts (launch.py), the attract
demo's stage, the "already running" screen, and every screen shown headless for --snapshot."""
