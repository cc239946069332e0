"""The facts (coach/facts.py, coach/verdicts.py): lines of fours, fives under the rule, threes
held; the same words on every board; the facts' verdicts held to the exact ones on 6x6 and 7x7."""
