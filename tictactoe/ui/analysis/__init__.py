"""What the engine knows, on screen: the analysis panel and the evaluation bar."""
