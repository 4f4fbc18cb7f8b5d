#!/usr/bin/env python3
"""Every module-qualified type name in Sources (`DataSourceCore.ContextMenu`) names the module that
declares the type. Files the UIKit stand-in cannot compile (SwiftUI-only ones) are type-checked only
against the real SDKs, so this keeps a type's move between modules from breaking them unseen.
usage: qualified-names.py (from the repository's root)"""
import glob
import os
import re
import sys

declaration = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public\s+|package\s+|open\s+)?(?:final\s+)?"
                         r"(?:struct|class|enum|protocol|typealias|actor)\s+(\w+)", re.M)
declared = {}
for module in os.listdir("Sources"):
    names = set()
    for path in glob.glob(f"Sources/{module}/**/*.swift", recursive=True):
        names |= set(declaration.findall(open(path, encoding="utf-8").read()))
    declared[module] = names
# The umbrella declares nothing itself and re-exports the layers (and the core re-exports the diff).
for umbrella, layers in {
    "DataSourceKit": ["DataSourceCore", "DataSourceInteraction", "DataSourceStorage", "DataSourceDiffable",
                      "DataSourceUIKit", "DataSourceDiff"],
    "DataSourceCore": ["DataSourceDiff"],
}.items():
    for layer in layers:
        declared[umbrella] = declared[umbrella] | declared[layer]

failed = False
reference = re.compile(r"\b(DataSource[A-Za-z]*)\.([A-Z]\w*)")
for path in sorted(glob.glob("Sources/**/*.swift", recursive=True)):
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        if line.strip().startswith("//"):
            continue
        code = re.sub(r'"[^"]*"', '""', line)  # string literals (reuse identifiers) are not code
        for module, name in reference.findall(code):
            if module in declared and name not in declared[module]:
                print(f"{path}:{number}: {module}.{name}: {module} declares no type {name}")
                failed = True
if failed:
    print("error: a qualified type name names the wrong module (above)", file=sys.stderr)
    sys.exit(1)
