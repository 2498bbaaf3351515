#!/usr/bin/env bash
# Hark and hassil side by side, in one run, on the same files and sentences:
#  (a) Home Assistant's English sentence data, with sentences drawn from its templates;
#  (b) a generated large phrase set (1,200 templates, lists of 1,500 values, a fifth unmatched).
# The two engines alternate PAIRS times (default 5) and the throughput ratio is the median of the
# pairs' ratios, so that drift in the machine's speed does not favour either.
# Usage: Benchmarks/run-side-by-side.sh [PYTHON-WITH-HASSIL]   (default: a venv in /tmp/hark-peers)
set -euo pipefail
cd "$(dirname "$0")/.."
peers="${HARK_PEERS:-/tmp/hark-peers}"
python="${1:-$peers/bin/python}"
pairs="${PAIRS:-5}"
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

side_by_side() { # name, phrase files (and --lists), sentences
    local name="$1" sentences="$2"; shift 2
    "$python" Benchmarks/Peers/hassil_side.py load --sentences "$@"
    for _ in $(seq "$pairs"); do
        "$python" Benchmarks/Peers/hassil_side.py recognize --sentences "$@" < "$sentences" 2>>"$work/$name.figures" >"$work/$name-hassil.jsonl"
        "$bench" run --sentences "$@" --input "$sentences" --rounds 3 --results "$work/$name-hark.jsonl" >>"$work/$name.figures"
    done
    python3 Benchmarks/Peers/pairs.py "$work/$name.figures"
    python3 Benchmarks/Peers/compare.py "$work/$name-hassil.jsonl" "$work/$name-hark.jsonl" --show 5 || true
}

echo "== (a) Home Assistant English: $(basename "$data"), 3,000 sampled sentences"
"$python" Benchmarks/Peers/hassil_side.py sample --sentences "$data" --lists "$lists" --count 3000 --seed 5 > "$work/ha.jsonl"
side_by_side ha "$work/ha.jsonl" "$data" --lists "$lists"

echo "== (b) generated large set"
"$bench" generate --out "$work/large"
side_by_side large "$work/large/sentences.jsonl" "$work/large/phrases.yaml"
