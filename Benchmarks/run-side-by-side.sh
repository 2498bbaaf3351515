#!/usr/bin/env bash
# Hark and hassil side by side, in one run, on the same files and sentences:
#  (a) Home Assistant's English sentence data, with sentences drawn from its templates;
#  (b) a generated large phrase set (1,200 templates, lists of 1,500 values, a fifth unmatched).
# Usage: Benchmarks/run-side-by-side.sh [PYTHON-WITH-HASSIL]   (default: a venv in /tmp/hark-peers)
set -euo pipefail
cd "$(dirname "$0")/.."
peers="${HARK_PEERS:-/tmp/hark-peers}"
python="${1:-$peers/bin/python}"
if [ ! -x "$python" ]; then
    python3 -m venv "$peers"
    "$peers/bin/pip" install --quiet "hassil==3.12.*" "home-assistant-intents==2026.10.27"
    python="$peers/bin/python"
fi
swift build -c release --product phrase-benchmark >/dev/null
bench=.build/release/phrase-benchmark
work="$(mktemp -d)"
data="$("$python" -c 'import home_assistant_intents, os; print(os.path.join(os.path.dirname(home_assistant_intents.__file__), "data", "en.json"))')"
lists=Benchmarks/HomeAssistant/lists.yaml

echo "== (a) Home Assistant English: $(basename "$data"), 3,000 sampled sentences"
"$python" Benchmarks/Peers/hassil_side.py sample --sentences "$data" --lists "$lists" --count 3000 --seed 5 > "$work/ha.jsonl"
"$python" Benchmarks/Peers/hassil_side.py load --sentences "$data" --lists "$lists"
"$python" Benchmarks/Peers/hassil_side.py recognize --sentences "$data" --lists "$lists" < "$work/ha.jsonl" 2>&1 >"$work/ha-hassil.jsonl"
"$bench" run --sentences "$data" --lists "$lists" --input "$work/ha.jsonl" --rounds 3 --results "$work/ha-hark.jsonl"
python3 Benchmarks/Peers/compare.py "$work/ha-hassil.jsonl" "$work/ha-hark.jsonl" --show 5 || true

echo "== (b) generated large set"
"$bench" generate --out "$work/large"
"$python" Benchmarks/Peers/hassil_side.py load --sentences "$work/large/phrases.yaml"
"$python" Benchmarks/Peers/hassil_side.py recognize --sentences "$work/large/phrases.yaml" < "$work/large/sentences.jsonl" 2>&1 >"$work/large-hassil.jsonl"
"$bench" run --sentences "$work/large/phrases.yaml" --input "$work/large/sentences.jsonl" --rounds 3 --results "$work/large-hark.jsonl"
python3 Benchmarks/Peers/compare.py "$work/large-hassil.jsonl" "$work/large-hark.jsonl" --show 5 || true
