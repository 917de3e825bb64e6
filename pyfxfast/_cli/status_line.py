"""A status line for a long child process whose own output goes to the same terminal.

On a terminal the line sits on the bottom row, below a scrolling region that holds everything
else (as apt's progress line does), and is redrawn twice a second, so the child's output
scrolls above it untouched (the child keeps the terminal: nothing of its output is piped).
Elsewhere (a pipe, a log, CI) it writes one line when a step starts and one when it ends.
"""

from __future__ import annotations

import os
import shutil
import sys
import threading
import time
from typing import Callable, TextIO

from .progress import format_duration

__all__ = ["StatusLine"]


class StatusLine:
    def __init__(self, stream: TextIO | None = None, interactive: bool | None = None, refresh: float = 0.5) -> None:
        self.stream = stream if stream is not None else sys.stderr
        if interactive is None:
            isatty = getattr(self.stream, "isatty", None)
            interactive = bool(isatty and isatty()) and os.environ.get("TERM", "dumb") != "dumb"
        self.interactive = interactive
        self.refresh = refresh
        self._text: Callable[[float], str] = lambda elapsed: ""
        self._started = 0.0
        self._rows = 0
        self._stop = threading.Event()
        self._ticker: threading.Thread | None = None

    def start(self, announce: str, text: Callable[[float], str]) -> None:
        """A step begins: ``announce`` once (as a line where not interactive), then ``text(elapsed)``."""
        self._text = text
        self._started = time.perf_counter()
        if not self.interactive:
            self._write(announce + "\n")
            return
        self._rows = shutil.get_terminal_size((80, 24)).lines
        # Room for the status row, then a scrolling region above it (setting one moves the
        # cursor home: it is saved and restored, one row up for the newline just written).
        self._write(f"\n\0337\033[1;{self._rows - 1}r\0338\033[1A")
        self._draw()
        self._stop.clear()
        self._ticker = threading.Thread(target=self._tick, name="pyfxfast-status", daemon=True)
        self._ticker.start()

    def finish(self, summary: str) -> None:
        """The step ended: the status row is cleared and the region reset; ``summary`` as a line."""
        if self.interactive and self._ticker is not None:
            self._stop.set()
            self._ticker.join()
            self._ticker = None
            self._write(f"\0337\033[r\033[{self._rows};1H\033[2K\0338")
        self._write(summary + "\n")

    def _tick(self) -> None:
        while not self._stop.wait(self.refresh):
            self._draw()

    def _draw(self) -> None:
        cols = shutil.get_terminal_size((80, 24)).columns
        line = self._text(time.perf_counter() - self._started)[: max(10, cols - 1)]
        self._write(f"\0337\033[{self._rows};1H\033[2K\033[7m{line}\033[0m\0338")

    def _write(self, text: str) -> None:
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError):  # a closed stream: the status is only a courtesy
            pass


def elapsed_text(label: str, previous: float | None = None) -> Callable[[float], str]:
    """``label  00:12`` (and how long the previous run took, for scale)."""

    def text(elapsed: float) -> str:
        scale = f" (the plain run took {format_duration(previous)})" if previous is not None else ""
        return f"{label}  {format_duration(elapsed)}{scale}"

    return text
