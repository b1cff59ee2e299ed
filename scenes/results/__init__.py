"""The results screen: the winner under a crown, the standings, confetti, and Play again / Replay / Review / Menu."""
