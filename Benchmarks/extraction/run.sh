#!/usr/bin/env bash
# Key extraction speed: generates N synthetic SwiftUI files (default 3000), builds L10nKit in
# release mode with the extraction-bench executable, then prints the best of 5 scans.
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
swift build -c release --product extraction-bench >/dev/null
"$(swift build -c release --show-bin-path)/extraction-bench" "$source_dir" 5
