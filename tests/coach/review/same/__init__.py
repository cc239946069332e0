"""The same review every time (coach/review.py, ui/coach/review_job.py): the command line and the
window's job agree from the same budget, and a warm process reviews as a cold one."""
