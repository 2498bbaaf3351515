#!/usr/bin/env bash
# Hark and Python's dateparser side by side, in one run, on the date expressions of Hark's
# spoken-value fixtures (Intents/tests/values): throughput, latency and accuracy against the
# fixtures. The two alternate PAIRS times (default 5); the throughput ratio is the median of the
# pairs' ratios. Ends with every expression dateparser reads right and Hark wrong (exit 1 if any).
# Usage: Benchmarks/run-values-side-by-side.sh [PYTHON-WITH-DATEPARSER]   (default: a venv in /tmp/hark-peers)
set -euo pipefail
cd "$(dirname "$0")/.."
peers="${HARK_PEERS:-/tmp/hark-peers}"
python="${1:-$peers/bin/python}"
pairs="${PAIRS:-5}"
if [ ! -x "$python" ]; then python3 -m venv "$peers"; python="$peers/bin/python"; fi
"$python" -c "import dateparser" 2>/dev/null || "$(dirname "$python")/pip" install --quiet "dateparser==1.5.*"
swift build -c release --product phrase-benchmark >/dev/null
bench=.build/release/phrase-benchmark
work="$(mktemp -d)"
fixtures=Intents/tests/values/en.yaml
"$bench" values --fixtures "$fixtures" --rounds 1 --cases "$work/cases.jsonl" >/dev/null
for _ in $(seq "$pairs"); do
    "$python" Benchmarks/Peers/dateparser_side.py "$work/cases.jsonl" --rounds 3 --results "$work/dateparser.jsonl" >>"$work/figures"
    "$bench" values --fixtures "$fixtures" --rounds 200 >>"$work/figures"
done
python3 Benchmarks/Peers/values_compare.py "$work/figures" "$work/dateparser.jsonl"
