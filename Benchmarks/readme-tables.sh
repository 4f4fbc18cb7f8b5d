#!/usr/bin/env bash
# Reruns every benchmark behind the tables of BENCHMARKS.md, at its sizes, and prints each table
# under the heading it belongs to, with the date and the machine. Paste a table into BENCHMARKS.md
# only as printed here. About 15 minutes on a 2-core machine.
# usage: Benchmarks/readme-tables.sh [SECTION...]
#   SECTION: diff, datasource, rows, snapshots, main-actor, storages, terminal (default: all)
set -euo pipefail
cd "$(dirname "$0")"
sections=("$@")
[ ${#sections[@]} -eq 0 ] && sections=(diff datasource rows snapshots main-actor storages terminal)
# The benchmarks call DataSourceKit's inlinable code (specialized in them), and an incremental build
# has been seen to keep a benchmark compiled against the library's old inlinable bodies: recompile
# every benchmark's own sources.
touch Sources/*/*.swift Benchmarks/*/*.swift
# The library's own modules can keep old inlined code too: a build was seen to link a
# DataSourceStorage object that still held an earlier version of DataSourceDiff's pairing code, after
# DataSourceDiff had changed. Compile the library's modules afresh (a few minutes more).
rm -rf .build/*/release/DataSource*.build
# The build plan lists the library's files as they were when it was made: a file added to the
# library since is missing from it (the build fails with "cannot find ... in scope"). Plan again.
rm -f .build/release.yaml .build/*/release/description.json
swift build -c release >&2
bin="$(swift build -c release --show-bin-path)"
machine="$(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(uname -m), $(swift --version 2>/dev/null | head -1)"
for section in "${sections[@]}"; do
  echo
  case "$section" in
    diff) echo "## Benchmarks (the diff)"; ./run.sh ;;
    datasource) echo "### DataSource"; "$bin/datasource-bench" 15 ;;
    rows) echo "### Rows beside their identifiers, by size"; "$bin/rows-bench" 25 10000 100000 1000000 ;;
    snapshots) echo "### Snapshots"; "$bin/snapshot-bench" 9 100000 ;;
    main-actor) echo "### The main actor's share of an apply"; "$bin/main-actor-bench" 9 100000 1000000 ;;
    storages) echo "### Storages"; "$bin/storage-bench" 9 ;;
    terminal) echo "### Terminal table view"; "$bin/terminal-bench" ;;
    *) echo "unknown section: $section" >&2; exit 2 ;;
  esac
  echo
  echo "Measured $(date -u +%Y-%m-%d) on $machine."
done
