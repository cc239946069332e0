"""The rule as a value (variants.py, renju.py): what wins under each variant against a plain
statement, renju's forbidden points against the reference of the tests
(tests/renju_reference.py) and a corpus reasoned by hand, the Rules page's diagrams."""
