"""Figures as key/value records, and the parsers that turn each producer's
output into them.

A record line is `key=value` or `key value`: a number in base units
(seconds, MiB, counts), or `n/a` followed by the reason it could not be
measured. TrellisBench (`--raw`) and the script's own drivers print these
directly; the peers' programs print their own formats, read here by
`x11probe_records` and `layout_records`. A key given more than once holds
samples, and the table uses their median.
"""

import re
import statistics

_KEY = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.\-]*$")


class Figures:
    """Samples per key, and the reason for each key that is n/a."""

    def __init__(self):
        self.samples = {}
        self.reasons = {}

    def add(self, key, value):
        self.samples.setdefault(key, []).append(float(value))

    def unavailable(self, key, reason):
        self.reasons[key] = reason or "not measured"

    def get(self, key):
        """The median of the key's samples, or None."""
        values = self.samples.get(key)
        return statistics.median(values) if values else None

    def why(self, key):
        """Why `key` has no value: its own reason, else the one given for the
        key without its last field (`click.palette` for
        `click.palette.bodies`) or for a sibling (`resize.gtk3.12.first` for
        `resize.gtk3.12.shrink`), else "not measured"."""
        if key in self.reasons:
            return self.reasons[key]
        stem = key.rsplit(".", 1)[0]
        if stem in self.reasons:
            return self.reasons[stem]
        for other, reason in self.reasons.items():
            if other.startswith(stem + "."):
                return reason
        return "not measured"


def parse_line(line):
    """(key, value, reason) for a record line, else None. `value` is a float,
    or None with `reason` set for `key n/a reason`."""
    line = line.strip()
    if not line or line.startswith("#"):
        return None
    head, _, rest = line.partition(" ")
    if "=" in head:
        key, _, value = head.partition("=")
    else:
        key = head
        value, _, rest = rest.strip().partition(" ")
    if not _KEY.match(key):
        return None
    rest = rest.strip()
    if value == "n/a":
        return key, None, rest or "not measured"
    try:
        return key, float(value), None
    except ValueError:
        return None


def read(lines, figures=None):
    """Adds every record among `lines` to `figures` (a new Figures by
    default) and returns it; other lines are ignored."""
    figures = figures if figures is not None else Figures()
    for line in lines:
        parsed = parse_line(line)
        if parsed is None:
            continue
        key, value, reason = parsed
        if value is None:
            figures.unavailable(key, reason)
        else:
            figures.add(key, value)
    return figures


def record(key, value):
    """One record line, `key=value` (value in base units)."""
    return f"{key}={value:.9g}"


def unavailable(key, reason):
    return f"{key}=n/a {reason}"


# x11probe prints, e.g.
#   startup: fork->map 30.5 ms, fork->first-damage 32.2 ms, RSS 24.4 MiB (anon 2.6 MiB, HWM 24.4 MiB) [pid 1]
#   resize 408->304 (shrink, n=10): first-damage median 0.91 ms, last-damage median 1.35 ms
#   resize 304->408 (grow,   n=10): first-damage median 0.88 ms, last-damage median 1.32 ms
_STARTUP = re.compile(r"^startup: fork->map ([0-9.]+) ms, fork->first-damage ([0-9.]+) ms, "
                      r"RSS ([0-9.]+) MiB \(anon ([0-9.]+) MiB")
_RESIZE = re.compile(r"^resize \d+->\d+ \((shrink|grow),\s*n=(\d+)\): first-damage median ([0-9.\-]+) ms, "
                     r"last-damage median ([0-9.\-]+) ms")


def x11probe_records(key, text):
    """Records from one x11probe run on one app: KEY.first (fork to first
    pixels, s), KEY.map (fork to MapNotify, s), KEY.rss and KEY.anon (MiB
    after settling), KEY.shrink and KEY.grow (median time to the last screen
    update of a resize, s). Without a start-up line: KEY.first is n/a, with
    the probe's last line as the reason."""
    out = []
    for line in text.splitlines():
        line = line.strip()
        m = _STARTUP.match(line)
        if m:
            mapped, first, rss, anon = map(float, m.groups())
            out += [record(f"{key}.first", first / 1e3), record(f"{key}.map", mapped / 1e3),
                    record(f"{key}.rss", rss), record(f"{key}.anon", anon)]
            continue
        m = _RESIZE.match(line)
        if m and int(m.group(2)) > 0:
            out.append(record(f"{key}.{m.group(1)}", float(m.group(4)) / 1e3))
    if not out:
        last = [line for line in text.splitlines() if line.strip()]
        out.append(unavailable(f"{key}.first", "x11probe failed: " + (last[-1].strip() if last else "no output")))
    return out


# layout_py.py (and the script's Taffy driver for 100k) print, e.g.
#   taffy  N=  1000 relayout native median      237.0 us   +read all frames ...
_LAYOUT = re.compile(r"^([a-z]+)\s+N=\s*(\d+)\s+relayout native median\s+([0-9.]+) us")


def layout_records(text):
    """Records ENGINE.N (seconds per relayout, the engine's compute call
    only) from layout_py.py's output."""
    out = []
    for line in text.splitlines():
        m = _LAYOUT.match(line.strip())
        if m:
            out.append(record(f"{m.group(1)}.{m.group(2)}", float(m.group(3)) / 1e6))
    return out


# keyprobe prints, e.g.
#   keys: 40 presses, median 0.34 ms, p90 4.31 ms, min 0.26 ms
_KEYS = re.compile(r"^keys: (\d+) presses, median ([0-9.]+) ms, p90 ([0-9.]+) ms, min ([0-9.]+) ms")


def keyprobe_records(key, text):
    """Records from one keyprobe run on one app: KEY.median and KEY.p90
    (s, XTest key press to the first damage of the window). Without its
    line: KEY.median is n/a, with the probe's last line as the reason."""
    for line in text.splitlines():
        m = _KEYS.match(line.strip())
        if m:
            return [record(f"{key}.median", float(m.group(2)) / 1e3), record(f"{key}.p90", float(m.group(3)) / 1e3)]
    last = [line for line in text.splitlines() if line.strip()]
    return [unavailable(f"{key}.median", "keyprobe failed: " + (last[-1].strip() if last else "no output"))]


# pango_shape (Scripts/probes/pango_shape.c) prints one line per sample string, e.g.
#   pango_shape name=latin codepoints=58 items=1 iterations=10000 itemize_shape=1.5e-05 layout=1.69e-05 width=390.0 files=DejaVuSans.ttf
_PANGO_FIELD = re.compile(r"(\w+)=(\S+)")


def pango_shape_records(text, names=()):
    """Records shape.NAME.pango (s per pango_itemize + pango_shape_full of
    the whole string) and shape.NAME.pango.layout (s per PangoLayout relaid
    out on one line) from pango_shape's output. Without any such line:
    shape.NAME.pango is n/a for each of `names`, with the probe's last line
    as the reason."""
    out = []
    for line in text.splitlines():
        line = line.strip()
        if not line.startswith("pango_shape "):
            continue
        fields = dict(_PANGO_FIELD.findall(line))
        try:
            name, shape, layout = fields["name"], float(fields["itemize_shape"]), float(fields["layout"])
        except (KeyError, ValueError):
            continue
        out += [record(f"shape.{name}.pango", shape), record(f"shape.{name}.pango.layout", layout)]
    if not out:
        last = [line for line in text.splitlines() if line.strip()]
        reason = "pango_shape failed: " + (last[-1].strip() if last else "no output")
        out = [unavailable(f"shape.{name}.pango", reason) for name in names]
    return out
