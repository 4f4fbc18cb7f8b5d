#!/usr/bin/env bash
# Runs the diff benchmarks and prints the README's markdown table.
# usage: Benchmarks/run.sh [FILTER-REGEX]
set -euo pipefail
cd "$(dirname "$0")"
out=results
rm -rf "$out" && mkdir -p "$out"
filter=${1:-.*}
swift package --allow-writing-to-package-directory benchmark --target DiffBenchmarks --filter "$filter" \
  --format jmh --path "$out" --no-progress >&2
swift build -c release --product diff-report >&2
echo "Measured $(date -u +%Y-%m-%d) on $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(swift --version 2>/dev/null | head -1)."
echo
"$(swift build -c release --show-bin-path)/diff-report" table "$out"/*jmh*
