#!/usr/bin/env bash
# Speed and peak memory of `l10n lint` on a generated app: a ~30 MB catalog (17,000 keys, 20
# languages) and a few thousand Swift files using its keys, side by side with the baseline the
# issue sets: `rg` searching the sources for the call pattern plus Python's `json.load` of the
# catalog (goal: l10n lint within 1.5x of that; peak RSS within 3x the catalog + 50 MB).
#
#   Benchmarks/lint.sh [--keys N] [--files N] [--runs N]
#
# Times with /usr/bin/time (median wall and user+sys CPU of interleaved runs) and prints each
# goal with its measured ratio and PASS/FAIL. Uses rg when installed, else `grep -rE` (named in
# the output).
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
l10n="${L10N:-$PWD/.build/release/l10n}"

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
  yardstick="rg + json.load"
else
  echo "note: rg is not installed (apt-get install -y ripgrep); using grep -rE instead" >&2
  search="grep -rcE 'locale\\.t\\(' $project/Sources"
  yardstick="grep -r + json.load"
fi
reference="$search >/dev/null; python3 -c 'import json, sys; json.load(open(sys.argv[1], \"rb\"))' $catalog"
lint="cd $project && $l10n lint >/dev/null 2>&1 || true"

echo
echo "== Time (release build; $runs runs each, interleaved so both see the same load) =="
echo "l10n lint:          $lint"
echo "yardstick ($yardstick): $reference"
# One run: prints "wall cpu" (cpu = user + sys) in seconds.
measure() {
  /usr/bin/time -f "%e %U %S" -o "$work/time.txt" bash -c "$1" >/dev/null 2>&1 || true
  awk '{ printf "%s %.2f\n", $1, $2 + $3 }' "$work/time.txt"
}
: >"$work/lint-times.txt"
: >"$work/reference-times.txt"
measure "$lint" >/dev/null  # warm-up: file cache
measure "$reference" >/dev/null
for _ in $(seq "$runs"); do
  measure "$lint" >>"$work/lint-times.txt"
  measure "$reference" >>"$work/reference-times.txt"
done
# Median of column $2 of file $1.
median() { awk -v c="$2" '{ print $c }' "$1" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
lint_wall=$(median "$work/lint-times.txt" 1)
lint_cpu=$(median "$work/lint-times.txt" 2)
ref_wall=$(median "$work/reference-times.txt" 1)
ref_cpu=$(median "$work/reference-times.txt" 2)
printf '%-22s wall %ss  cpu (user+sys) %ss   (runs: %s)\n' "l10n lint" "$lint_wall" "$lint_cpu" \
  "$(awk '{ printf "%s/%s ", $1, $2 }' "$work/lint-times.txt")"
printf '%-22s wall %ss  cpu (user+sys) %ss   (runs: %s)\n' "$yardstick" "$ref_wall" "$ref_cpu" \
  "$(awk '{ printf "%s/%s ", $1, $2 }' "$work/reference-times.txt")"
verdict() { awk -v r="$1" -v g="$2" 'BEGIN { print (r <= g) ? "PASS" : "FAIL" }'; }
wall_ratio=$(awk -v a="$lint_wall" -v b="$ref_wall" 'BEGIN { printf "%.2f", a / b }')
cpu_ratio=$(awk -v a="$lint_cpu" -v b="$ref_cpu" 'BEGIN { printf "%.2f", a / b }')
echo "goal: l10n lint at most 1.5x $yardstick (medians)"
echo "  wall time ratio: ${wall_ratio}x  $(verdict "$wall_ratio" 1.5)"
echo "  cpu time ratio:  ${cpu_ratio}x  $(verdict "$cpu_ratio" 1.5)"

echo
echo "== Peak memory (max RSS) =="
limit=$((3 * size / 1024 + 50 * 1024))
(cd "$project" && /usr/bin/time -o "$work/rss.txt" -f "%M" "$l10n" lint >/dev/null 2>&1) || true
rss=$(tail -1 "$work/rss.txt")
echo "goal: peak RSS at most 3x catalog + 50 MB = $limit KB"
echo "  l10n lint: ${rss} KB ($(awk -v a="$rss" -v b="$limit" 'BEGIN { printf "%.2f", a / b }') of the limit)  $(verdict "$rss" "$limit")"
