#!/usr/bin/env bash
# LocaleController's speed: catalog parse time and t() lookup cost for generated catalogs of
# 1k, 10k and 100k keys (lookups must not grow with the catalog), then the app's catalog and the
# largest real catalog of ../shared/corpus when present. Release build; run on an idle machine.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product localization-bench >&2
files=(Localization/Localizable.xcstrings)
corpus=${ATELIER_CORPUS:-../shared/corpus}/xcstrings/IceCubesApp-Localizable.xcstrings
[[ -f $corpus ]] && files+=("$corpus")
.build/release/localization-bench "${files[@]}"
