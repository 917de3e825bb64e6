"""Implementation of the ``pyfxfast`` command's subcommands (entry point: ``pyfxfast.cli:main``)."""
