"""Command line: see the package's docstring."""

import sys

from . import records, table
from .targets import SHAPE_SAMPLES

USAGE = """usage: python3 -m benchreport table [--only 4,5] RESULTS...
                                                  print the table from record files (--only: the
                                                  figures whose number is listed)
       python3 -m benchreport x11probe KEY        read x11probe's output on stdin, print KEY.* records
       python3 -m benchreport keyprobe KEY        read keyprobe's output on stdin, print KEY.* records
       python3 -m benchreport pango_shape         read pango_shape's output on stdin, print shape.NAME.pango* records
       python3 -m benchreport layout              read layout_py.py's output on stdin, print ENGINE.N records
"""


def main(argv):
    if len(argv) >= 2 and argv[0] == "table":
        paths, targets = argv[1:], table.TARGETS
        if len(paths) >= 2 and paths[0] == "--only":
            numbers = paths[1].split(",")
            targets = tuple(t for t in targets if t.figure.split(" ", 1)[0] in numbers)
            paths = paths[2:]
        figures = records.Figures()
        for path in paths:
            with open(path, encoding="utf-8") as f:
                records.read(f, figures)
        sys.stdout.write(table.markdown(figures, targets))
        return 0
    if len(argv) == 2 and argv[0] == "x11probe":
        print("\n".join(records.x11probe_records(argv[1], sys.stdin.read())))
        return 0
    if len(argv) == 2 and argv[0] == "keyprobe":
        print("\n".join(records.keyprobe_records(argv[1], sys.stdin.read())))
        return 0
    if len(argv) == 1 and argv[0] == "pango_shape":
        print("\n".join(records.pango_shape_records(sys.stdin.read(), SHAPE_SAMPLES)))
        return 0
    if len(argv) == 1 and argv[0] == "layout":
        lines = records.layout_records(sys.stdin.read())
        if lines:
            print("\n".join(lines))
        return 0
    sys.stderr.write(USAGE)
    return 2


sys.exit(main(sys.argv[1:]))
