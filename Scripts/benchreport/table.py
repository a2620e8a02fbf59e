"""The table Scripts/bench prints: figure | Trellis | peer(s) | ratio |
target | met?, one row per target, as Markdown."""

from .rules import met
from .targets import TARGETS

HEADERS = ("figure", "Trellis", "peer(s)", "ratio", "target", "met?")


def rows(figures, targets=TARGETS):
    """Each target's cells, as tuples of six strings."""
    return [(t.figure, t.trellis(figures), t.peers(figures), t.ratio(figures), t.target, met(t.rule(figures)))
            for t in targets]


def markdown(figures, targets=TARGETS):
    lines = ["| " + " | ".join(HEADERS) + " |", "|" + "|".join("---" for _ in HEADERS) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows(figures, targets)]
    return "\n".join(lines) + "\n"
