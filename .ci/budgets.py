#!/usr/bin/env python3
"""The design's budgets, counted and kept: CI fails when one is exceeded.

1. Public symbols per module. Rule: every symbol in the module's symbol graphs made with
   `swift package dump-symbol-graph --minimum-access-level public` (`<Module>.symbols.json` and the
   extension graphs `<Module>@<Other>.symbols.json`): types, members, extension members, each once,
   leaving out the members a protocol gives a type without a line of its own (`!=`, `hashValue`:
   identifiers marked `::SYNTHESIZED::`).
   Symbol graphs leave out `@available(*, unavailable)` stubs and anything not public. On Linux
   `DataSourceUIKit` builds empty: its sources are counted as the `UIKitAdapterCheck` target compiles
   them, against the UIKit stand-in.
2. Repeated six-line runs in Sources. Rule: lines are compared stripped of indentation, blank
   lines, comments, imports and `#if` directives left out; a run is a maximal stretch of at least six such lines that appears at
   two places (in one file or two); each pair of places counts once.

Each budget has a ceiling, today's count, which only goes down (lower it when a change lowers the
count), and the budget the design names; a count over either fails. The seams of the
`@_spi(Extending)` group are not in the graphs, so not counted: they are for packages that extend
the library, not for apps.
usage: budgets.py SYMBOLGRAPH_DIR... (the directories holding the graphs)
"""
import glob
import hashlib
import json
import os
import sys
from collections import defaultdict

# Ceilings: today's counts (2026-12-08), never to be raised. Budgets: the design's, also enforced.
SYMBOL_CEILINGS = {
    "DataSourceCore": 248,
    "DataSourceStorage": 150,
    "DataSourceUIKit": 35,
    "DataSourceDiffable": 139,
    "DataSourceInteraction": 125,
}
SYMBOL_BUDGETS = {"DataSourceCore": 250, "DataSourceStorage": 150, "DataSourceUIKit": 150}
RUNS_CEILING = 15
WINDOW = 6


# The module whose graphs hold a module's symbols, where that is another.
GRAPH_MODULE = {"DataSourceUIKit": "UIKitAdapterCheck"}


def symbols(module, directories):
    module = GRAPH_MODULE.get(module, module)
    seen = set()
    for directory in directories:
        for path in glob.glob(os.path.join(directory, f"{module}.symbols.json")) + glob.glob(
            os.path.join(directory, f"{module}@*.symbols.json")
        ):
            for symbol in json.load(open(path))["symbols"]:
                identifier = symbol["identifier"]["precise"]
                if "::SYNTHESIZED::" not in identifier:
                    seen.add(identifier)
    return len(seen)


def code_lines(path):
    lines = []
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        text = line.strip()
        if not text or text.startswith("//") or text.startswith("#") or " import " in f" {text}":
            continue  # blank lines, comments, imports and compiler directives are no code to repeat
        lines.append((number, text))
    return lines


def repeated_runs(root="Sources"):
    files = sorted(glob.glob(os.path.join(root, "**", "*.swift"), recursive=True))
    windows = defaultdict(list)
    contents = {}
    for path in files:
        lines = code_lines(path)
        contents[path] = lines
        for i in range(len(lines) - WINDOW + 1):
            key = hashlib.sha1("\n".join(text for _, text in lines[i : i + WINDOW]).encode()).digest()
            windows[key].append((path, i))
    pairs = set()
    for places in windows.values():
        for a in range(len(places)):
            for b in range(a + 1, len(places)):
                pairs.add((places[a], places[b]))
    # A run starts where the pair's previous windows do not also match.
    runs = []
    for (fa, ia), (fb, ib) in pairs:
        if ((fa, ia - 1), (fb, ib - 1)) in pairs:
            continue
        if fa == fb and abs(ia - ib) < WINDOW:
            continue  # a run that overlaps itself (repeated lines in a row) is not a copy
        runs.append((fa, contents[fa][ia][0], fb, contents[fb][ib][0]))
    return sorted(runs)


def main():
    directories = sys.argv[1:]
    failed = False
    print("public symbols per module (ceiling: today's count; budget: the design's):")
    for module in sorted(set(SYMBOL_CEILINGS) | set(SYMBOL_BUDGETS)):
        count = symbols(module, directories)
        ceiling = SYMBOL_CEILINGS.get(module)
        budget = SYMBOL_BUDGETS.get(module)
        status = ""
        if ceiling is not None and count > ceiling:
            status = "  <- over its ceiling"
            failed = True
        if budget is not None and count > budget:
            status += "  <- over its budget"
            failed = True
        if count == 0:
            status += "  <- no symbols found: is the graph missing?"
            failed = True
        print(f"  {module:22} {count:4}   ceiling {ceiling if ceiling is not None else '-':>4}   budget {budget or '-':>4}{status}")
    runs = repeated_runs()
    print(f"repeated six-line runs in Sources: {len(runs)} (ceiling {RUNS_CEILING})")
    if RUNS_CEILING is not None and len(runs) > RUNS_CEILING:
        for run in runs:
            print("  %s:%d and %s:%d" % run)
        print("error: more repeated runs than the ceiling; use the mechanism that exists", file=sys.stderr)
        failed = True
    if failed:
        print("error: a budget is exceeded (above)", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
