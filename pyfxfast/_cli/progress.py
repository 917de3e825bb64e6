"""A dependency-free terminal progress bar (the CLI's replacement for tqdm).

On a terminal it redraws one line in place: percentage, a bar with
eighth-block resolution, steps done, elapsed time, an estimate of the time
left and the current item, fitted to the terminal's width. Elsewhere (a log
file, a pipe, CI) it writes one plain line per step instead of carriage
returns, with the elapsed time and the estimate of the time left.

Steps can carry weights (the benchmark weighs each step by its node count), so
the percentage and the estimate follow the work rather than the step count.
"""

from __future__ import annotations

import os
import shutil
import sys
import threading
import time
from typing import Sequence, TextIO

__all__ = ["ProgressBar", "format_duration"]

_BLOCKS = " ▏▎▍▌▋▊▉█"


def format_duration(seconds: float) -> str:
    seconds = max(0, int(round(seconds)))
    h, rest = divmod(seconds, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m:02d}:{s:02d}"


def _bar(fraction: float, width: int, ascii_only: bool) -> str:
    fraction = min(max(fraction, 0.0), 1.0)
    if ascii_only:
        full = int(fraction * width)
        return "#" * full + "-" * (width - full)
    eighths = int(fraction * width * 8)
    full, part = divmod(eighths, 8)
    text = "█" * full
    if full < width:
        text += _BLOCKS[part] + " " * (width - full - 1)
    return text


class ProgressBar:
    """Progress over ``total`` steps (or over ``weights``, one per step).

    ``start(label)`` announces the step about to run; ``close()`` finishes the
    line. Use as a context manager to always end the line.
    """

    def __init__(
        self,
        total: int | None = None,
        *,
        weights: Sequence[float] | None = None,
        stream: TextIO | None = None,
        desc: str = "",
        interactive: bool | None = None,
        width: int | None = None,
        refresh: float = 0.5,
    ) -> None:
        if weights is None:
            if total is None:
                raise ValueError("give total or weights")
            weights = [1.0] * total
        self.weights = [max(float(w), 0.0) for w in weights]
        self.total = len(self.weights)
        self.total_weight = sum(self.weights) or 1.0
        self.stream = stream if stream is not None else sys.stderr
        self.desc = desc
        if interactive is None:
            isatty = getattr(self.stream, "isatty", None)
            interactive = bool(isatty and isatty()) and os.environ.get("TERM") != "dumb"
        self.interactive = interactive
        self._width = width
        encoding = (getattr(self.stream, "encoding", None) or "ascii").lower()
        self.ascii_only = "utf" not in encoding
        self.done = 0
        self.done_weight = 0.0
        self.label = ""
        self.t0 = time.perf_counter()
        self._closed = False
        self._last_len = 0
        # On a terminal a daemon thread redraws every `refresh` seconds, so the
        # clock and the estimate move during long steps.
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._ticker: threading.Thread | None = None
        self._refresh = refresh

    # -- public --------------------------------------------------------
    def start(self, label: str) -> None:
        """Step ``self.done + 1`` begins (the previous one, if any, is done)."""
        self.label = label
        self._render()
        if self.interactive and self._refresh > 0 and self._ticker is None:
            self._ticker = threading.Thread(target=self._tick, name="pyfxfast-progress", daemon=True)
            self._ticker.start()

    def _tick(self) -> None:
        while not self._stop.wait(self._refresh):
            self._render()

    def advance(self) -> None:
        """The current step finished."""
        if self.done < self.total:
            self.done_weight += self.weights[self.done]
            self.done += 1
        self._render(step_finished=True)

    def close(self, message: str | None = None) -> None:
        if self._closed:
            return
        self._stop.set()
        if self._ticker is not None:
            self._ticker.join()
        self._closed = True
        elapsed = format_duration(time.perf_counter() - self.t0)
        summary = message or f"{self.done}/{self.total} done in {elapsed}"
        if self.interactive:
            line = self._line(final=True, summary=summary)
            self._write("\r" + line.ljust(self._last_len) + "\n")
        else:
            self._write(f"{self.desc + ': ' if self.desc else ''}{summary}\n")

    def __enter__(self) -> "ProgressBar":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- rendering -----------------------------------------------------
    @property
    def fraction(self) -> float:
        return self.done_weight / self.total_weight

    def eta(self) -> float | None:
        elapsed = time.perf_counter() - self.t0
        if self.done_weight <= 0 or elapsed <= 0:
            return None
        return elapsed * (self.total_weight - self.done_weight) / self.done_weight

    def _columns(self) -> int:
        if self._width:
            return self._width
        return max(40, shutil.get_terminal_size((100, 24)).columns - 1)

    def _line(self, *, final: bool = False, summary: str = "") -> str:
        elapsed = time.perf_counter() - self.t0
        pct = f"{100 * (1.0 if final else self.fraction):3.0f}%"
        if final:
            stats = summary
        else:
            eta = self.eta()
            stats = f"{self.done}/{self.total} [{format_duration(elapsed)}<{'?' if eta is None else format_duration(eta)}]"
        prefix = f"{self.desc}: " if self.desc else ""
        cols = self._columns()
        bar_width = max(10, min(30, cols // 4))
        bar = _bar(1.0 if final else self.fraction, bar_width, self.ascii_only)
        line = f"{prefix}{pct} |{bar}| {stats}"
        if not final and self.label:
            room = cols - len(line) - 1
            if room > 8:
                label = self.label if len(self.label) <= room else self.label[: room - 3] + "..."
                line += " " + label
        return line[:cols]

    def _render(self, step_finished: bool = False) -> None:
        with self._lock:
            self._render_locked(step_finished)

    def _render_locked(self, step_finished: bool) -> None:
        if self._closed:
            return
        if self.interactive:
            line = self._line()
            pad = max(0, self._last_len - len(line))
            self._write("\r" + line + " " * pad)
            self._last_len = len(line)
        elif not step_finished:
            # One line per step for logs: "[3/12] 25% name (00:04 elapsed, 00:12 left)".
            elapsed = format_duration(time.perf_counter() - self.t0)
            eta = self.eta()
            left = "time left unknown" if eta is None else f"{format_duration(eta)} left"
            self._write(f"[{self.done + 1}/{self.total}] {100 * self.fraction:3.0f}% {self.label} "
                        f"({elapsed} elapsed, {left})\n")

    def _write(self, text: str) -> None:
        try:
            self.stream.write(text)
            self.stream.flush()
        except (UnicodeEncodeError, ValueError):  # odd encodings or a closed stream
            pass
