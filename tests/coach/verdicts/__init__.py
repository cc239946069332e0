"""Verdicts held to the exact solver (coach/verdicts.py, coach/facts.py): the review's on a
corpus of small boards, the facts' on 6x6 and 7x7 where both speak."""
