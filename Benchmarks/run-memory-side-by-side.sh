#!/usr/bin/env bash
# The memory graph at 100,000 memories (MEMORIES to change it): the in-process figures of
# memory-benchmark, then whole processes side by side, alternating RUNS times (default 20):
#  - `hark "remember that …"` against the sqlite3 tool inserting one row into the same database;
#  - `hark memory search WORD --no-related` against the sqlite3 tool running the same full-text
#    query (top 10 by BM25) on the same file.
# Prints medians and the median of the paired ratios. Needs sqlite3 (apt-get install sqlite3).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${RUNS:-20}"
memories="${MEMORIES:-100000}"
swift build -c release --static-swift-stdlib --product hark >/dev/null
swift build -c release --product memory-benchmark >/dev/null
work="$(mktemp -d)"
export HARK_DB="$work/hark.sqlite"
.build/release/memory-benchmark generate --db "$HARK_DB" --memories "$memories"
.build/release/memory-benchmark generate --db "$work/10k.sqlite" --memories 10000 | sed 's/^/10,000 memories: /'
.build/release/memory-benchmark run --db "$HARK_DB" --rounds 50
# Words held by 100 to 1,000 memories: what a person searches for.
words=($(sqlite3 "$HARK_DB" "SELECT term FROM memory_text_vocabulary WHERE doc BETWEEN 100 AND 1000 AND length(term) >= 4 LIMIT 5"))
/usr/bin/time -f "peak resident memory of hark memory search over $memories memories: %M KB" \
    .build/release/hark memory search "${words[0]}" "${words[1]}" --no-related --limit 10 >/dev/null
for run in $(seq "$runs"); do
    start=$(date +%s%N); .build/release/hark "remember that the review of plan $run moved to thursday" >/dev/null; end=$(date +%s%N)
    echo "store-hark $(( (end - start) / 1000 ))"
    start=$(date +%s%N)
    sqlite3 "$HARK_DB" "PRAGMA synchronous=FULL; INSERT INTO memory (content, type, createdAt, accessedAt, recalls, source) VALUES ('plain insert $run', 'note', '2026-11-23T10:00:00Z', '2026-11-23T10:00:00Z', 0, 'typed')"
    end=$(date +%s%N)
    echo "store-sqlite3 $(( (end - start) / 1000 ))"
    word="${words[$(( run % ${#words[@]} ))]}"
    start=$(date +%s%N); .build/release/hark memory search "$word" --no-related --limit 10 >/dev/null; end=$(date +%s%N)
    echo "search-hark $(( (end - start) / 1000 ))"
    start=$(date +%s%N)
    sqlite3 "$HARK_DB" "SELECT rowid, snippet(memory_text, 0, '[', ']', '…', 12) FROM memory_text WHERE memory_text MATCH '\"$word\"' ORDER BY rank LIMIT 10" >/dev/null
    end=$(date +%s%N)
    echo "search-sqlite3 $(( (end - start) / 1000 ))"
done > "$work/times"
python3 - "$work/times" <<'PY'
import statistics, sys
times = {}
for name, t in (line.split() for line in open(sys.argv[1])):
    times.setdefault(name, []).append(int(t) / 1000)
for task in ("store", "search"):
    hark, plain = times[task + "-hark"], times[task + "-sqlite3"]
    ratios = [h / s for h, s in zip(hark, plain)]
    print(f"{task}: hark median {statistics.median(hark):.1f} ms; sqlite3 median {statistics.median(plain):.1f} ms; "
          f"paired ratio median {statistics.median(ratios):.2f}x over {len(ratios)} pairs (whole processes)")
PY
