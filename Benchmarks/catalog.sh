#!/usr/bin/env bash
# Speed and peak memory of the String Catalog reader and writer on a generated ~30 MB catalog
# (17,000 keys, 20 languages), against `jq empty` and Python's `json.load` on the same file.
#
#   Benchmarks/catalog.sh [--keys N] [--runs N]
#
# Goals (issue): `l10n format --check` faster than `jq empty`; parsing (what lint does first)
# close to `json.load`; peak RSS within 3x the catalog size + 50 MB. Uses hyperfine when
# installed (apt-get install -y hyperfine), else a loop over /usr/bin/time. The Swift side runs
# through `catalog-bench`, a thin executable over the same library calls the CLI makes
# (`CatalogFormatter.check(paths:sort:)`, `CatalogFormatter.format(paths:sort:)`).
set -euo pipefail
cd "$(dirname "$0")/.."

keys=17000
runs=5
while [ $# -gt 0 ]; do
  case "$1" in
    --keys) keys="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    *) echo "usage: Benchmarks/catalog.sh [--keys N] [--runs N]" >&2; exit 64 ;;
  esac
done

work="${TMPDIR:-/tmp}/atelier-catalog-bench"
mkdir -p "$work"
catalog="$work/Large-$keys.xcstrings"

swift build -c release --product catalog-bench >&2
bench=".build/release/catalog-bench"
# The real CLI too, once it has `l10n format` (the lint branch adds it).
swift build -c release --product l10n >&2
l10n=".build/release/l10n"

if [ ! -f "$catalog" ]; then
  echo "Generating $catalog..." >&2
  python3 Benchmarks/generate-catalog.py "$catalog" --keys "$keys"
  # Put it in Xcode's exact order, as Xcode would have saved it.
  "$bench" format-sort "$catalog" >/dev/null
fi
size=$(wc -c <"$catalog")
echo "Catalog: $catalog ($((size / 1024 / 1024)) MB, $keys keys)"
"$bench" check-sort "$catalog" || { echo "error: the generated catalog is not formatted" >&2; exit 1; }

commands=(
  "$bench check $catalog"
  "$bench check-sort $catalog"
  "$bench parse $catalog"
)
if "$l10n" format --help 2>&1 | grep -q -- "--check"; then
  commands=("$l10n format --check $catalog" "${commands[@]}")
else
  echo "note: this l10n has no format command yet; timing catalog-bench only" >&2
fi
references=()
if command -v jq >/dev/null 2>&1; then
  references+=("jq empty $catalog")
else
  echo "note: jq is not installed (apt-get install -y jq); skipping it" >&2
fi
references+=("python3 -c 'import json, sys; json.load(open(sys.argv[1], \"rb\"))' $catalog")

echo
echo "== Time =="
if command -v hyperfine >/dev/null 2>&1; then
  hyperfine --warmup 1 --runs "$runs" --style basic "${commands[@]}" "${references[@]}"
else
  for command in "${commands[@]}" "${references[@]}"; do
    best=""
    for _ in $(seq "$runs"); do
      t=$( { /usr/bin/time -f "%e" bash -c "$command" >/dev/null; } 2>&1 | tail -1)
      if [ -z "$best" ] || awk "BEGIN { exit !($t < $best) }"; then best="$t"; fi
    done
    printf '%-70s best of %s: %ss\n' "$command" "$runs" "$best"
  done
fi

echo
echo "== Peak memory (max RSS) =="
limit=$((3 * size / 1024 + 50 * 1024))
copy="$work/format-sort-copy.xcstrings"
cp "$catalog" "$copy"
for command in "${commands[@]}" "$bench format-sort $copy" "${references[@]}"; do
  rss=$( { /usr/bin/time -f "%M" bash -c "exec $command" >/dev/null; } 2>&1 | tail -1)
  printf '%-70s %7d KB  (goal <= %d KB)\n' "$command" "$rss" "$limit"
done
rm -f "$copy"
