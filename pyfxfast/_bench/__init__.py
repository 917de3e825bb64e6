"""Benchmark harness behind `python -m pyfxfast bench` and `make bench`."""
