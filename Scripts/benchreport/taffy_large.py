#!/usr/bin/env python3
"""Taffy relayout for large N, for Scripts/bench: layout_py.py's tree and
timing (the engine's compute call only, width alternating 408/304), but
the 96x64 children are created with taffylib.node_create: stretchable's
Node() takes about three minutes for 100k nodes, the low-level call about
one second. Same wheel (stretchable==1.1.8), same compute call; its 12, 1k
and 10k figures and final positions agree with layout_py.py's.

    python taffy_large.py N...      # prints taffy.N=<seconds> per N

Needs the bench venv's Python (stretchable installed).
"""
import statistics
import sys
import time

from stretchable import Node, Style
from stretchable.style import AUTO, PT, FlexDirection, FlexWrap, Size
from stretchable.style.geometry.size import SizeAvailableSpace
import stretchable.node as sn

taffylib, taffy = sn.taffylib, sn.taffy
W = [408.0, 304.0]


def relayout(n):
    root = Node(style=Style(flex_direction=FlexDirection.ROW, flex_wrap=FlexWrap.WRAP,
                            gap=Size(8 * PT, 8 * PT), size=Size(W[0] * PT, AUTO)))
    kid = Style(size=Size(96 * PT, 64 * PT), flex_shrink=0.0).to_dict()
    ids = [taffylib.node_create(taffy._ptr, kid) for _ in range(n)]
    for i in ids:
        taffylib.node_add_child(taffy._ptr, root._node_id, i)
    root.compute_layout()  # warm, also creates the root container
    top = root._container if root._container is not None else root
    avail = SizeAvailableSpace.default().to_dict()
    styles = [Style(flex_direction=FlexDirection.ROW, flex_wrap=FlexWrap.WRAP, gap=Size(8 * PT, 8 * PT),
                    size=Size(w * PT, AUTO)).to_dict() for w in W]
    measure = lambda *a: (0.0, 0.0)
    times = []
    for r in range(41 if n <= 1000 else (21 if n <= 10000 else 9)):
        taffylib.node_set_style(taffy._ptr, root._node_id, styles[(r + 1) % 2])
        t0 = time.perf_counter()
        taffylib.node_compute_layout_with_measure(taffy._ptr, top._node_id, avail, measure)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


for n in map(int, sys.argv[1:]):
    print(f"taffy.{n}={relayout(n):.9g}", flush=True)
