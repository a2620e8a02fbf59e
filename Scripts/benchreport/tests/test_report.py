"""Scripts/bench's report, from recorded input to the printed table.

    python3 -m unittest discover -s Scripts/benchreport/tests -t Scripts
"""

import io
import os
import re
import unittest
from contextlib import redirect_stdout

from benchreport import records, table
from benchreport.rules import AtMost, Const, K, OnlyReadersReevaluated, met
from benchreport.targets import SHAPE_SAMPLES, TARGETS

DATA = os.path.join(os.path.dirname(__file__), "data")


def data(name):
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        return f.read()


def figures_from(text):
    return records.read(text.splitlines())


def rows_by_figure(figures):
    return {row[0]: row for row in table.rows(figures)}


class RecordLines(unittest.TestCase):
    def test_both_separators_and_reasons(self):
        self.assertEqual(records.parse_line("relayout.fixed.12 6.1e-06"), ("relayout.fixed.12", 6.1e-06, None))
        self.assertEqual(records.parse_line("taffy.12=6.2e-06"), ("taffy.12", 6.2e-06, None))
        self.assertEqual(records.parse_line("  start.trellis-dynamic.12.rss=24.4  "),
                         ("start.trellis-dynamic.12.rss", 24.4, None))
        self.assertEqual(records.parse_line("yoga.100000=n/a quadratic with wrap"),
                         ("yoga.100000", None, "quadratic with wrap"))
        self.assertEqual(records.parse_line("click.palette n/a no X display"), ("click.palette", None, "no X display"))
        self.assertEqual(records.parse_line("animate.palette=n/a"), ("animate.palette", None, "not measured"))

    def test_other_lines_are_ignored(self):
        for line in ("", "# a comment", "TrellisBench: no display :9", "relayout fixed N=12: 6.1 µs",
                     "key not-a-number", "startup: fork->map 8.0 ms"):
            self.assertIsNone(records.parse_line(line), line)

    def test_repeated_keys_are_samples_and_the_median_is_used(self):
        figures = figures_from("a.first=3\na.first 1\na.first=2\nb=1\nb=4\n")
        self.assertEqual(figures.get("a.first"), 2)
        self.assertEqual(figures.get("b"), 2.5)
        self.assertIsNone(figures.get("c"))

    def test_reasons_reach_the_keys_they_stand_for(self):
        figures = figures_from("click.palette=n/a no X display\nresize.gtk3.12.first=n/a gtk3 could not be built here\n")
        self.assertEqual(figures.why("click.palette.bodies"), "no X display")
        self.assertEqual(figures.why("resize.gtk3.12.shrink"), "gtk3 could not be built here")
        self.assertEqual(figures.why("taffy.12"), "not measured")


class Producers(unittest.TestCase):
    """The peers' own output formats, recorded from real runs."""

    def test_x11probe_start_up(self):
        lines = records.x11probe_records("start.trellis.12", data("x11probe-start.txt"))
        self.assertEqual(lines, ["start.trellis.12.first=0.0185", "start.trellis.12.map=0.0185",
                                 "start.trellis.12.rss=18.3", "start.trellis.12.anon=2.3"])

    def test_x11probe_resizes(self):
        figures = figures_from("\n".join(records.x11probe_records("resize.trellis.12", data("x11probe-resize.txt"))))
        self.assertAlmostEqual(figures.get("resize.trellis.12.first"), 0.0407)
        self.assertAlmostEqual(figures.get("resize.trellis.12.shrink"), 0.0014)
        self.assertAlmostEqual(figures.get("resize.trellis.12.grow"), 0.00108)
        self.assertEqual(figures.get("resize.trellis.12.rss"), 17.8)

    def test_pango_shape(self):
        lines = records.pango_shape_records(data("pango_shape.txt"), SHAPE_SAMPLES)
        self.assertEqual(lines[:2], ["shape.latin.pango=1.5e-05", "shape.latin.pango.layout=1.691e-05"])
        self.assertEqual(len(lines), 2 * len(SHAPE_SAMPLES))
        self.assertEqual(records.pango_shape_records("pango_shape: -n must be at least 1\n", ("latin",)),
                         ["shape.latin.pango=n/a pango_shape failed: pango_shape: -n must be at least 1"])
        self.assertEqual(records.pango_shape_records("pango_shape name=latin itemize_shape=x layout=1\n", ("latin",)),
                         ["shape.latin.pango=n/a pango_shape failed: pango_shape name=latin itemize_shape=x layout=1"])

    def test_pango_shape_uses_trellis_bench_strings(self):
        # The probe must shape exactly what TrellisBench shape shapes.
        root = os.path.join(os.path.dirname(__file__), "..", "..", "..")
        strings = re.compile(r'\("(\w+)", "([^"]+)"\)|\{"(\w+)", "([^"]+)"\}')

        def samples(path):
            with open(os.path.join(root, path), encoding="utf-8") as f:
                return [(m[0] or m[2], m[1] or m[3]) for m in strings.findall(f.read())]
        swift = samples("Sources/TrellisBench/ShapingBenchmark.swift")
        self.assertEqual([name for name, _ in swift], list(SHAPE_SAMPLES))
        self.assertEqual(samples("Scripts/probes/pango_shape.c"), swift)

    def test_x11probe_failure_is_a_reason(self):
        self.assertEqual(records.x11probe_records("start.gtk3.12", data("x11probe-timeout.txt")),
                         ["start.gtk3.12.first=n/a x11probe failed: timeout waiting for first frame"])
        self.assertEqual(records.x11probe_records("start.gtk3.12", ""),
                         ["start.gtk3.12.first=n/a x11probe failed: no output"])

    def test_layout_peers(self):
        lines = records.layout_records(data("layout_py.txt"))
        self.assertEqual(lines, ["taffy.12=2.7e-06", "taffy.1000=0.0001755", "taffy.10000=0.0036926",
                                 "yoga.12=4.5e-06", "yoga.1000=0.0007884", "yoga.10000=0.0675767"])


class Table(unittest.TestCase):
    """The records behind README's table of 2026-11-30 give back its rows:
    the same cells and the same met? column as the sed/awk/inline-Python
    pipeline that printed it."""

    def setUp(self):
        self.rows = rows_by_figure(figures_from(data("results-2026-11-30.txt")))

    def test_rows_as_readme_printed_them(self):
        # README's start-up and memory rows were the static build's; they
        # are now the first of two rows each.
        renamed = {"4 start→first frame N=12": "4 start→first frame N=12, static Swift runtime",
                   "5 RSS after start N=12": "5 RSS after start N=12, static Swift runtime",
                   "5 RSS after start N=10k": "5 RSS after start N=10k, static Swift runtime"}
        for line in data("readme-table-2026-11-30.md").splitlines()[2:]:
            expected = tuple(cell.strip() for cell in line.strip()[1:-1].split("|"))
            figure = renamed.get(expected[0], expected[0])
            with self.subTest(figure=figure):
                self.assertEqual(tuple(cell.strip() for cell in self.rows[figure])[1:], expected[1:])

    def test_both_builds_side_by_side(self):
        self.assertEqual(self.rows["4 start→first frame N=12, static Swift runtime"][1:],
                         ("20.40 ms", "floor 11.20 ms; GTK3 70.50 ms", "1.8× floor", "≤ 2× floor", "yes"))
        self.assertEqual(self.rows["4 start→first frame N=12, dynamic Swift runtime"][1:],
                         ("28.80 ms", "floor 11.20 ms; GTK3 70.50 ms", "2.6× floor", "≤ 2× floor", "NO"))
        self.assertEqual(self.rows["5 RSS after start N=12, dynamic Swift runtime"][1:],
                         ("24.4 MiB", "floor 5.5 MiB; GTK3 24.1 MiB", "4.4× floor", "≤ 20 MiB", "NO"))
        self.assertEqual(self.rows["5 RSS after start N=10k, dynamic Swift runtime"][1:],
                         ("63.8 MiB", "floor 5.5 MiB; GTK3 126.9 MiB", "11.6× floor", "≤ 60 MiB", "NO"))
        figures = [row[0] for row in table.rows(records.Figures())]
        for static in ("4 start→first frame N=12, static Swift runtime", "5 RSS after start N=12, static Swift runtime",
                       "5 RSS after start N=10k, static Swift runtime"):
            self.assertEqual(figures[figures.index(static) + 1], static.replace("static", "dynamic"))

    def test_met_column(self):
        met_column = [row[5] for row in table.rows(figures_from(data("results-2026-11-30.txt")))]
        self.assertEqual(met_column, [
            "yes", "NO", "NO", "yes", "yes",  # 1: relayout vs Taffy at 12, 1k, 10k, 100k; linear
            "yes", "yes", "yes", "yes",  # 2: text tiles
            "yes", "yes", "yes",  # 3: resize
            "yes", "NO",  # 4: start, static and dynamic
            "yes", "NO", "yes", "NO",  # 5: RSS at 12 and 10k, static and dynamic
            "yes", "yes",  # 6: animation
            "yes", "yes", "yes", "yes",  # 7: clicks
            "n/a", "n/a",  # 8, 9: typing, not in that run
            "n/a", "n/a", "n/a", "n/a", "n/a",  # 10, 11: drag, decorated tiles and JPEG, not in that run
            "n/a", "n/a", "n/a", "n/a", "n/a", "n/a", "n/a",  # 12: shaping, not in that run
            "n/a", "n/a", "n/a", "n/a", "n/a",  # 13: the million-row list beside GTK 4 and its scroll bar, not in that run
        ])

    def test_typing_rows(self):
        figures = figures_from("\n".join(
            records.keyprobe_records("keys.trellis", "keys: 40 presses, median 0.90 ms, p90 2.00 ms, min 0.50 ms")
            + records.keyprobe_records("keys.floor", "keys: 40 presses, median 0.40 ms, p90 1.00 ms, min 0.20 ms")
            + ["editor.100k.type 0.009", "editor.100k.typeP99 0.012", "editor.100k.caret 0.001",
               "editor.100k.scroll 0.002"]))
        rows = {row[0]: row for row in table.rows(figures)}
        self.assertEqual(rows["8 keystroke→glyph (median)"][1:],
                         ("900.0 µs", "floor 400.0 µs", "2.2× floor", "≤ 2× floor, < 4 ms", "NO"))
        self.assertEqual(rows["9 TextEditor 100k chars"][5], "NO")
        self.assertEqual(records.keyprobe_records("keys.floor", "keyprobe: no window painted\n"),
                         ["keys.floor.median=n/a keyprobe failed: keyprobe: no window painted"])

    def test_drawing_rows(self):
        figures = figures_from(
            "drag.tiles1k.median 0.0021\ndrag.tiles1k.p99 0.0052\ndrag.tiles1k.max 0.0061\n"
            "drag.tiles1k.missed 0\ndrag.tiles1k.frames 240\ndrag.tiles1k.lagged 0\n"
            "drag.tiles1k.bodies 1\ndrag.tiles1k.views 1011\n"
            "drag.tiles1k.damage 14000\ndrag.tiles1k.cardArea 12600\ndrag.tiles1k.repainted 31\n"
            "drag.tiles1k.items 3005\ndrag.tiles1k.changed 3\n"
            # Three rounds of the floor and Trellis: the table takes the median.
            "image.floor.total 0.100\nimage.floor.total 0.120\nimage.floor.total 0.300\n"
            "image.floor.decode 0.080\nimage.floor-scaled.total 0.030\n"
            "image.trellis.total 0.250\nimage.trellis.total 0.260\nimage.trellis.total 0.240\n"
            "image.trellis.decode 0.150\n")
        rows = rows_by_figure(figures)
        self.assertEqual(rows["10 drag a card over 1k tiles: frames"][1:],
                         ("median 2.10 ms, p99 5.20 ms, max 6.10 ms; 0/240 over 16.7 ms; card off the pointer in 0 frames; "
                          "per frame 1 body, 1011 views updated",
                          "", "", "0 missed, the card under the pointer every frame", "yes"))
        self.assertEqual(rows["10 drag a card over 1k tiles: repaint"][1:],
                         ("14000 pt² damaged per frame (card 12600 pt²); 31 of 3005 items repainted, 3 changed", "",
                          "1.1× the card's area", "repaint only what moved (≤ 2× the card's area)", "yes"))
        decorated = "10 animated resize, 1k tiles with gradient, shadow, clip, image"
        self.assertEqual(rows[decorated][5], "n/a")
        resized = figures_from("animate.decorated1k.median 0.002\nanimate.decorated1k.p99 0.0041\n"
                               "animate.decorated1k.max 0.005\nanimate.decorated1k.missed 0\n"
                               "animate.decorated1k.frames 128\n")
        self.assertEqual(rows_by_figure(resized)[decorated][1:],
                         ("median 2.00 ms, p99 4.10 ms, max 5.00 ms; 0/128 over 16.7 ms", "", "",
                          "0 missed, p99 ≤ 4 ms", "NO"))
        self.assertEqual(rows["11 JPEG 4000×3000 decode + first paint"][1:],
                         ("250.00 ms", "floor 120.00 ms; floor decoding at 1/4 scale 30.00 ms", "2.1× floor",
                          "≤ 2× floor", "NO"))
        self.assertEqual(rows["11 JPEG 4000×3000 read + decode"][1:],
                         ("150.00 ms", "floor 80.00 ms", "1.9× floor", "≤ 2× floor", "yes"))
        # A drag whose card lags a frame, or that repaints the window, misses.
        lagging = figures_from("drag.tiles1k.median 0.002\ndrag.tiles1k.p99 0.003\ndrag.tiles1k.max 0.004\n"
                               "drag.tiles1k.missed 0\ndrag.tiles1k.frames 240\ndrag.tiles1k.lagged 1\n"
                               "drag.tiles1k.bodies 1\ndrag.tiles1k.views 1011\n"
                               "drag.tiles1k.damage 326400\ndrag.tiles1k.cardArea 12600\n")
        self.assertEqual(rows_by_figure(lagging)["10 drag a card over 1k tiles: frames"][5], "NO")
        self.assertEqual(met(AtMost(K("drag.tiles1k.damage"), K("drag.tiles1k.cardArea"), 2)(lagging)), "NO")
        self.assertEqual(rows_by_figure(figures_from("image.floor.total=n/a jpeg_floor failed"))[
            "11 JPEG 4000×3000 decode + first paint"][2], "floor n/a (jpeg_floor failed); "
                                                          "floor decoding at 1/4 scale n/a (not measured)")
    def test_shaping_rows(self):
        figures = figures_from("\n".join(
            ["shape.latin 4.5e-05", "shape.latin.hbshape 2e-05", "shape.arabic 5e-05",
             "shape.arabic.hbshape=n/a hb-shape not installed", "shape.firstpaint100k 0.08",
             "shape.firstpaint100k.cpu 0.07"]
            + records.pango_shape_records(data("pango_shape.txt"), SHAPE_SAMPLES)))
        rows = rows_by_figure(figures)
        self.assertEqual(rows["12 shape latin"][1:],
                         ("45.0 µs", "hb-shape 20.0 µs; Pango itemize+shape 15.0 µs; Pango layout 16.9 µs",
                          "3.0× Pango", "compare (no limit set)", "comparison"))
        self.assertEqual(rows["12 shape arabic"][2],
                         "hb-shape n/a (hb-shape not installed); Pango itemize+shape 15.1 µs; Pango layout 17.3 µs")
        # Pango measured, Trellis not: no ratio, no verdict.
        self.assertEqual(rows["12 shape thai"][3:], ("n/a", "compare (no limit set)", "n/a"))
        self.assertEqual(rows["12 first paint 100k mixed-script Text in a ScrollView"][1:],
                         ("80.00 ms (CPU 70.00 ms)", "", "", "< 100 ms", "yes"))

    def test_list_rows_beside_gtk4(self):
        figures = figures_from("\n".join([
            "lazy.list.1000000.first 0.0167", "lazy.list.1000000.first 0.0111", "lazy.list.1000000.first 0.0140",
            "lazy.list.1000000.rss_mib 24", "lazy.list.1000000.scroll_p99 0.00107", "lazy.list.1000000.click 0.0052",
            "lazy.list.1000000.bar_p99 0.0031",
            "# gtk4_list: GTK 4.8.3, renderer GskGLRenderer",
            "lazy.gtk4.1000000.first=0.659103", "lazy.gtk4.1000000.rss_mib=152.6",
            "lazy.gtk4-cairo.1000000.first=0.0280", "lazy.gtk4-cairo.1000000.rss_mib=89.7",
            "lazy.gtk4-cairo.1000000.scroll_p99=n/a gtk4_list failed"]))
        rows = rows_by_figure(figures)
        # Three samples: the median.
        self.assertEqual(rows["13 List 1M rows: first frame"][1:],
                         ("14.00 ms", "GTK4 GtkListView (GL) 659.10 ms; (cairo) 28.00 ms", "0.50× GTK4 cairo",
                          "< 50 ms", "yes"))
        self.assertEqual(rows["13 List 1M rows: resident memory after the first frame"][1:],
                         ("24.0 MiB", "GTK4 GtkListView (GL) 152.6 MiB; (cairo) 89.7 MiB", "0.27× GTK4 cairo",
                          "< 60 MiB", "yes"))
        self.assertEqual(rows["13 List 1M rows: wheel frame p99"][2],
                         "GTK4 GtkListView (GL) n/a (not measured); (cairo) n/a (gtk4_list failed)")
        self.assertEqual(rows["13 List 1M rows: click a row, press + release to repaint"][4:], ("< 4 ms", "NO"))
        self.assertEqual(rows["13 List 1M rows: scroll-bar drag frame p99"][1:], ("3.10 ms", "", "", "≤ 4 ms", "yes"))

    def test_markdown(self):
        text = table.markdown(figures_from(data("results-2026-11-30.txt")))
        lines = text.splitlines()
        self.assertEqual(lines[0], "| figure | Trellis | peer(s) | ratio | target | met? |")
        self.assertEqual(lines[1], "|---|---|---|---|---|---|")
        self.assertEqual(len(lines), 2 + len(TARGETS))
        self.assertTrue(all(line.startswith("| ") and line.endswith(" |") for line in lines[2:]))

    def test_nothing_measured(self):
        for row in table.rows(records.Figures()):
            self.assertEqual(len(row), 6)
            self.assertEqual(row[5], "n/a", row[0])

    def test_unavailable_peers_say_why(self):
        figures = figures_from("relayout.fixed.12=6e-06\ntaffy.12=n/a Python peer packages missing\n"
                               "start.trellis.12.first=0.02\nstart.floor.12.first=n/a floor could not be built here\n")
        rows = rows_by_figure(figures)
        self.assertEqual(rows["1 relayout fixed N=12"][1:],
                         ("6.0 µs", "Taffy (stretchable) n/a (Python peer packages missing); Yoga n/a (not measured)",
                          "n/a", "≤ Taffy", "n/a"))
        self.assertEqual(rows["4 start→first frame N=12, static Swift runtime"][2:4],
                         ("floor n/a (floor could not be built here); GTK3 n/a (not measured)", "n/a"))


class Rules(unittest.TestCase):
    def check(self, rule, text, expected):
        self.assertEqual(met(rule(figures_from(text))), expected, text)

    def test_limits_are_inclusive(self):
        two_floors = AtMost(K("t"), K("floor"), 2)
        self.check(two_floors, "t=0.02\nfloor=0.01", "yes")
        self.check(two_floors, "t=0.0201\nfloor=0.01", "NO")
        self.check(two_floors, "t=0.02", "n/a")
        self.check(AtMost(K("rss"), Const(20)), "rss=20.0", "yes")
        self.check(AtMost(K("rss"), Const(20)), "rss=20.1", "NO")

    def test_a_click_that_reevaluates_the_right_bodies_but_costs_a_frame(self):
        rule = OnlyReadersReevaluated(K("bodies"), K("release"))
        self.check(rule, "bodies=1\nrelease=0.002", "yes")
        self.check(rule, "bodies=1\nrelease=0.02", "partly: count yes, cost O(N)")
        self.check(rule, "bodies=3\nrelease=0.002", "NO")
        self.check(rule, "bodies=1", "n/a")

    def test_every_target_has_a_figure_a_target_and_a_rule(self):
        names = [t.figure for t in TARGETS]
        self.assertEqual(len(names), len(set(names)))
        for t in TARGETS:
            self.assertTrue(t.figure and t.target and callable(t.rule), t.figure)


class CommandLine(unittest.TestCase):
    def test_table_command_and_only(self):
        import runpy
        import sys
        path = os.path.join(DATA, "results-2026-11-30.txt")
        out = io.StringIO()
        argv = sys.argv
        try:
            sys.argv = ["benchreport", "table", "--only", "4,5", path]
            with redirect_stdout(out), self.assertRaises(SystemExit) as exit:
                runpy.run_module("benchreport", run_name="__main__")
        finally:
            sys.argv = argv
        self.assertEqual(exit.exception.code, 0)
        lines = out.getvalue().splitlines()
        self.assertEqual(len(lines), 2 + 6)
        self.assertTrue(all(line.startswith(("| 4 ", "| 5 ")) for line in lines[2:]))


if __name__ == "__main__":
    unittest.main()
