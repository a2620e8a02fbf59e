"""Scripts/bench's report: figures in, the table out (standard library only).

    python3 -m benchreport table RESULTS...        # the Markdown table
    python3 -m benchreport x11probe KEY < output   # x11probe's output as records
    python3 -m benchreport layout < output         # layout_py.py's output as records

(with Scripts/ on PYTHONPATH). Tests: python3 -m unittest discover -s Scripts/benchreport/tests -t Scripts
"""
