"""The vocabulary the targets are written in: quantities (a figure, or one
derived from figures), the rules that decide whether a target is met, and
the cells that show figures to people.

Every piece is a small frozen value taking a `records.Figures`, so the
targets in `targets.py` read as data and the tests can check each one.
"""

from dataclasses import dataclass


# --- Quantities: Figures -> float or None -------------------------------------

@dataclass(frozen=True)
class K:
    """The median of one key's samples."""
    key: str

    def __call__(self, figures):
        return figures.get(self.key)

    @property
    def keys(self):
        return (self.key,)


@dataclass(frozen=True)
class Const:
    value: float

    def __call__(self, figures):
        return self.value

    keys = ()


@dataclass(frozen=True)
class Mean:
    """The mean of two quantities (e.g. the shrink and grow medians)."""
    a: object
    b: object

    def __call__(self, figures):
        a, b = self.a(figures), self.b(figures)
        return None if a is None or b is None else (a + b) / 2

    @property
    def keys(self):
        return self.a.keys + self.b.keys


@dataclass(frozen=True)
class Scaled:
    """A quantity divided by `divisor` (per child: a time over N)."""
    q: object
    divisor: float

    def __call__(self, figures):
        value = self.q(figures)
        return None if value is None else value / self.divisor

    @property
    def keys(self):
        return self.q.keys


@dataclass(frozen=True)
class Quotient:
    a: object
    b: object

    def __call__(self, figures):
        a, b = self.a(figures), self.b(figures)
        return None if a is None or not b else a / b

    @property
    def keys(self):
        return self.a.keys + self.b.keys


@dataclass(frozen=True)
class AtLeastOne:
    """max(q, 1): a count used as a divisor."""
    q: object

    def __call__(self, figures):
        value = self.q(figures)
        return None if value is None else max(value, 1)

    @property
    def keys(self):
        return self.q.keys


# --- Rules: Figures -> True (met), False (not met), None (n/a) or a word ------

@dataclass(frozen=True)
class AtMost:
    """left ≤ factor × right."""
    left: object
    right: object
    factor: float = 1

    def __call__(self, figures):
        a, b = self.left(figures), self.right(figures)
        return None if a is None or b is None else a <= self.factor * b


@dataclass(frozen=True)
class AtLeast:
    """left ≥ factor × right."""
    left: object
    right: object
    factor: float = 1

    def __call__(self, figures):
        a, b = self.left(figures), self.right(figures)
        return None if a is None or b is None else a >= self.factor * b


@dataclass(frozen=True)
class All:
    rules: tuple

    def __call__(self, figures):
        results = [rule(figures) for rule in self.rules]
        return None if None in results else all(results)


@dataclass(frozen=True)
class OnlyReadersReevaluated:
    """A click re-evaluates at most `limit` bodies (the ones that read the
    state). When it does but the release still takes longer than a frame,
    the answer is "partly": the count is right, the cost still grows with
    what the body lists."""
    bodies: object
    release: object
    limit: int = 2
    frame: float = 1 / 60

    def __call__(self, figures):
        bodies, release = self.bodies(figures), self.release(figures)
        if bodies is None or release is None:
            return None
        if bodies <= self.limit and release > self.frame:
            return "partly: count yes, cost O(N)"
        return bodies <= self.limit


@dataclass(frozen=True)
class Comparison:
    """A row that only compares (the issue sets no limit): met? says so
    once the figure is there, n/a without it."""
    figure: object

    def __call__(self, figures):
        return None if self.figure(figures) is None else "comparison"


def met(result):
    """The met? column."""
    if isinstance(result, str):
        return result
    return "n/a" if result is None else ("yes" if result else "NO")


# --- Cells: Figures -> text ---------------------------------------------------

def seconds(value):
    if value < 1e-3:
        return f"{value * 1e6:.1f} µs"
    if value < 1:
        return f"{value * 1e3:.2f} ms"
    return f"{value:.2f} s"


def mib(value):
    return f"{value:.1f} MiB"


def count(value):
    return f"{value:.0f}"


def nanoseconds(value):
    return f"{value * 1e9:.0f}"


def missing(figures, q):
    """"n/a (why)" for a quantity without a value."""
    keys = q.keys
    return f"n/a ({figures.why(keys[0]) if keys else 'not measured'})"


@dataclass(frozen=True)
class Value:
    """One quantity in a unit, or n/a with the reason."""
    q: object
    unit: object = seconds

    def __call__(self, figures):
        value = self.q(figures)
        return missing(figures, self.q) if value is None else self.unit(value)


@dataclass(frozen=True)
class Peers:
    """`label value; label value`, each value or n/a with its reason."""
    peers: tuple  # of (label, quantity, unit)

    def __call__(self, figures):
        return "; ".join(f"{label} {Value(q, unit)(figures)}" for label, q, unit in self.peers)


@dataclass(frozen=True)
class Ratio:
    """a / b through a format such as "{:.1f}× floor"; "n/a" without both."""
    a: object
    b: object
    text: str

    def __call__(self, figures):
        value = Quotient(self.a, self.b)(figures)
        return "n/a" if value is None else self.text.format(value)


@dataclass(frozen=True)
class Joined:
    """Cells joined with "; ", leaving out those that are n/a (all n/a: n/a)."""
    cells: tuple

    def __call__(self, figures):
        parts = [text for text in (cell(figures) for cell in self.cells) if text != "n/a"]
        return "; ".join(parts) if parts else "n/a"


@dataclass(frozen=True)
class Template:
    """A sentence with named quantities, e.g. "{painted} items repainted";
    n/a with the first missing quantity's reason (or `missing_text`)."""
    text: str
    fields: tuple  # of (name, quantity, unit)
    missing_text: str = None

    def __call__(self, figures):
        values = {}
        for name, q, unit in self.fields:
            value = q(figures)
            if value is None:
                return self.missing_text if self.missing_text is not None else missing(figures, q)
            values[name] = unit(value)
        return self.text.format(**values)


@dataclass(frozen=True)
class Empty:
    def __call__(self, figures):
        return ""
