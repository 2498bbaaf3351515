#!/usr/bin/env bash
# Shortcuts: the in-process figures of shortcut-benchmark (loading and validating 1,000 files, the
# executor's time per step), then whole processes side by side, alternating RUNS times (default 20):
# `hark run mood-check-in --feeling calm` against `hark "add a calm mood"` on the same database.
# Prints medians and the median of the paired ratios.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${RUNS:-20}"
swift build -c release --static-swift-stdlib --product hark >/dev/null
swift build -c release --product shortcut-benchmark >/dev/null
.build/release/shortcut-benchmark
work="$(mktemp -d)"
export HARK_DB="$work/hark.sqlite" HARK_SHORTCUTS="$work/shortcuts" XDG_CACHE_HOME="$work/cache"
mkdir -p "$HARK_SHORTCUTS"
# One run of each first: the database is made and the phrases compiled and kept.
.build/release/hark "add a calm mood" >/dev/null
.build/release/hark run mood-check-in --feeling calm >/dev/null
for run in $(seq "$runs"); do
    start=$(date +%s%N); .build/release/hark run mood-check-in --feeling calm >/dev/null; end=$(date +%s%N)
    echo "shortcut $(( (end - start) / 1000 ))"
    start=$(date +%s%N); .build/release/hark "add a calm mood" >/dev/null; end=$(date +%s%N)
    echo "intent $(( (end - start) / 1000 ))"
done > "$work/times"
python3 - "$work/times" <<'PY'
import statistics, sys
times = {}
for name, t in (line.split() for line in open(sys.argv[1])):
    times.setdefault(name, []).append(int(t) / 1000)
shortcut, intent = times["shortcut"], times["intent"]
ratios = [s / i for s, i in zip(shortcut, intent)]
print(f"hark run mood-check-in --feeling calm: median {statistics.median(shortcut):.1f} ms; hark \"add a calm mood\": median "
      f"{statistics.median(intent):.1f} ms; paired ratio median {statistics.median(ratios):.2f}x over {len(ratios)} pairs "
      f"(target ≤ 1.5x, whole processes)")
PY
