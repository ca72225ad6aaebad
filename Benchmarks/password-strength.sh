#!/usr/bin/env bash
# PasswordStrengthEstimator's speed: the one-time load of the word lists, one estimate of typical
# passwords (goal: well under a millisecond, so it can run on every keystroke), and the time
# against the length from 8 to 256 characters (goal: linear, a steady time per character).
# Release build; run on an idle machine. Options: --iterations N (default 200).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product password-bench >&2
.build/release/password-bench "$@"
