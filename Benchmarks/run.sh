#!/usr/bin/env bash
# Runs the diff benchmarks and prints the markdown table of BENCHMARKS.md.
# usage: Benchmarks/run.sh [FILTER-REGEX]    (the filter must match whole benchmark names)
set -euo pipefail
cd "$(dirname "$0")"
out=results
rm -rf "$out" && mkdir -p "$out"
filter=${1:-.*}
swift package --allow-writing-to-package-directory benchmark --target DiffBenchmarks --filter "$filter" \
  --format jmh --path "$out" --no-progress >&2
swift build -c release --product diff-report >&2
report="$(swift build -c release --show-bin-path)/diff-report"
# Peak memory: one fresh process per measurement, started from this shell (a child inherits its
# parent's peak on Linux, so the parent must stay small).
for scenario in dk rand randu sect sectu; do
  for n in 1000 10000 100000; do
    for ids in int string; do
      for impl in floor dsk; do
        printf '%s/%s/%s/%s\t%s\n' "$scenario" "$n" "$ids" "$impl" "$("$report" peak "$impl" "$scenario" "$n" "$ids")"
      done
    done
  done
done > "$out/peaks.tsv"
echo "Measured $(date -u +%Y-%m-%d) on $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(swift --version 2>/dev/null | head -1)."
echo
"$report" table "$out"/*jmh* "$out/peaks.tsv"
