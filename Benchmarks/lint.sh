#!/usr/bin/env bash
# Speed and peak memory of `l10n lint` on a generated app: a ~30 MB catalog (17,000 keys, 20
# languages) and a few thousand Swift files using its keys, side by side with the baseline the
# issue sets: `rg` searching the sources for the call pattern plus Python's `json.load` of the
# catalog (goal: l10n lint within 1.5x of that; peak RSS within 3x the catalog + 50 MB).
#
#   Benchmarks/lint.sh [--keys N] [--files N] [--runs N]
#
# Uses hyperfine when installed, else /usr/bin/time; rg when installed, else `grep -rE`.
# Shares Benchmarks/generate-catalog.py with Benchmarks/catalog.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

keys=17000
files=3000
runs=5
while [ $# -gt 0 ]; do
  case "$1" in
    --keys) keys="$2"; shift 2 ;;
    --files) files="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    *) echo "usage: Benchmarks/lint.sh [--keys N] [--files N] [--runs N]" >&2; exit 64 ;;
  esac
done

work="${TMPDIR:-/tmp}/atelier-lint-bench"
project="$work/app-$keys-$files"
mkdir -p "$project"
catalog="$project/Localizable.xcstrings"

swift build -c release --product l10n >&2
l10n="$PWD/.build/release/l10n"

if [ ! -f "$catalog" ]; then
  echo "Generating $catalog..." >&2
  python3 Benchmarks/generate-catalog.py "$catalog" --keys "$keys"
fi
if [ ! -d "$project/Sources" ]; then
  echo "Generating $files Swift files..." >&2
  python3 Benchmarks/generate-swift-sources.py "$catalog" "$project/Sources" --files "$files"
fi
cat >"$project/l10n.json" <<JSON
{
  "sourceRoots": ["Sources"],
  "catalogs": ["Localizable.xcstrings"],
  "requiredLanguages": ["de", "fr", "ja", "ru", "ar", "pl"]
}
JSON

size=$(wc -c <"$catalog")
echo "Catalog: $((size / 1024 / 1024)) MB, $keys keys; sources: $files files"
(cd "$project" && "$l10n" lint >/dev/null) 2>&1 | tail -1 || true

if command -v rg >/dev/null 2>&1; then
  search="rg -c 'locale\\.t\\(' $project/Sources"
else
  echo "note: rg is not installed; using grep -rE for the baseline (slower than rg)" >&2
  search="grep -rcE 'locale\\.t\\(' $project/Sources"
fi
reference="$search >/dev/null; python3 -c 'import json, sys; json.load(open(sys.argv[1], \"rb\"))' $catalog"
lint="cd $project && $l10n lint >/dev/null 2>&1 || true"

echo
echo "== Time =="
if command -v hyperfine >/dev/null 2>&1; then
  hyperfine --warmup 1 --runs "$runs" --style basic -n "l10n lint" "$lint" \
    -n "search + json.load" "$reference"
else
  for command in "$lint" "$reference"; do
    best=""
    for _ in $(seq "$runs"); do
      t=$( { /usr/bin/time -f "%e" bash -c "$command" >/dev/null; } 2>&1 | tail -1)
      if [ -z "$best" ] || awk "BEGIN { exit !($t < $best) }"; then best="$t"; fi
    done
    printf '%-40s best of %s: %ss\n' "${command:0:40}" "$runs" "$best"
  done
fi

echo
echo "== Peak memory (max RSS) =="
limit=$((3 * size / 1024 + 50 * 1024))
rss=$( { cd "$project" && /usr/bin/time -f "%M" "$l10n" lint >/dev/null 2>/dev/null; } 2>&1 | tail -1 || true)
echo "l10n lint: ${rss} KB (goal: at most $limit KB = 3x catalog + 50 MB)"
