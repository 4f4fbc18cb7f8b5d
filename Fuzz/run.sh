#!/usr/bin/env bash
# Builds the libFuzzer target over DataSourceDiff's sources and runs it.
# usage: Fuzz/run.sh [SECONDS]    (default 60)
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-60}
mkdir -p out corpus
swiftc -sanitize=fuzzer,address -parse-as-library -O -D DATASOURCE_INVARIANT_CHECKS \
  -module-name DiffFuzzer ../Sources/DataSourceDiff/*.swift DiffFuzzer.swift -o out/diff-fuzzer
SWIFT_BACKTRACE=enable=no ./out/diff-fuzzer -max_total_time="$seconds" -max_len=512 corpus
