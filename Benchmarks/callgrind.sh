#!/usr/bin/env bash
# Instruction counts of the floor and of DataSourceKit's diff at n = 100k, by callgrind: repeatable
# whatever else the machine does. Each count is (generate + run once) − (generate only), with
# deterministic hashing.
# usage: Benchmarks/callgrind.sh [SCENARIO...]   (default: all five; a String case takes minutes)
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product diff-report >&2
report="$(swift build -c release --show-bin-path)/diff-report"
count() {
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/tmp/dsk-callgrind.out \
    "$report" peak "$@" >/dev/null 2>&1
  grep -E '^summary' /tmp/dsk-callgrind.out | awk '{print $2}'
}
echo "| scenario | ids | floor instructions | DataSourceKit instructions | ratio |"
echo "|---|---|---|---|---|"
scenarios=("$@")
[ ${#scenarios[@]} -gt 0 ] || scenarios=(dk rand randu sect sectu)
for scenario in "${scenarios[@]}"; do
  for ids in int string; do
    base=$(count none "$scenario" 100000 "$ids")
    floor=$(( $(count floor "$scenario" 100000 "$ids") - base ))
    dsk=$(( $(count dsk "$scenario" 100000 "$ids") - base ))
    echo "| $scenario | $ids | $floor | $dsk | $(awk "BEGIN {printf \"%.2f×\", $dsk / $floor}") |"
  done
done
