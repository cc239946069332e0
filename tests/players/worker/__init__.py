"""A computer's move without Qt (players/worker.py, answer.py): one search on a thread with a
deadline, and the one fallback policy for whatever the search did."""
