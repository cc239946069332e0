"""The rule-specific search (ai/rule_*.py): standard, caro and renju, and renju's tactics."""
