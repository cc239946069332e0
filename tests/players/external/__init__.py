"""External pbrain engines as players (players/external.py, external_session.py), against fake
engines that misbehave for real."""
