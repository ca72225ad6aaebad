#!/usr/bin/env bash
# Key extraction speed: generates N synthetic SwiftUI files (default 3000), builds L10nKit in
# release mode and links ExtractionBenchmark.swift against it, then prints the best of 5 scans.
# Usage: Benchmarks/extraction/run.sh [N] [SOURCE-FOLDER]
# With SOURCE-FOLDER, that folder is scanned instead of generated files (e.g. a real app).
set -euo pipefail
cd "$(dirname "$0")/../.."
count="${1:-3000}"
work="${TMPDIR:-/tmp}/atelier-extraction-bench"
source_dir="${2:-$work/sources}"
if [[ -z "${2:-}" ]]; then
  Benchmarks/extraction/generate-sources.sh "$count" "$source_dir" >/dev/null
fi
swift build -c release --target L10nKit >/dev/null
bin="$(swift build -c release --show-bin-path)"
mkdir -p "$work"
swiftc -O -I "$bin/Modules" \
  -Xcc -fmodule-map-file=Modules/CICU/module.modulemap \
  -Xcc -fmodule-map-file="$bin/CAtelierICU.build/module.modulemap" \
  -I Modules/CAtelierICU/include \
  Benchmarks/extraction/ExtractionBenchmark.swift "$bin"/L10nKit.build/*.o \
  "$bin"/CAtelierICU.build/*.o -licui18n -licuuc -licudata -lstdc++ \
  -o "$work/extraction-benchmark"
"$work/extraction-benchmark" "$source_dir" 5
