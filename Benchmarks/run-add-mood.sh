#!/usr/bin/env bash
# `hark "add a happy mood"` on an existing database, release build, as a whole process, side by side
# with the sqlite3 command-line tool inserting one row into a WAL database (synchronous=FULL, as
# Hark writes). The two alternate RUNS times (default 30); prints both medians and the median of
# the paired ratios. Needs sqlite3 (apt-get install sqlite3).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${RUNS:-30}"
swift build -c release --static-swift-stdlib --product hark >/dev/null
work="$(mktemp -d)"
export HARK_DB="$work/hark.sqlite"
.build/release/hark "add a happy mood" >/dev/null   # creates and migrates the database
sqlite3 "$work/plain.sqlite" "PRAGMA journal_mode=WAL; CREATE TABLE mood(id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, emoji TEXT NOT NULL, createdAt DATETIME NOT NULL);" >/dev/null
for _ in $(seq "$runs"); do
    start=$(date +%s%N); .build/release/hark "add a happy mood" >/dev/null; end=$(date +%s%N)
    echo "hark $(( (end - start) / 1000 ))"
    start=$(date +%s%N)
    sqlite3 "$work/plain.sqlite" "PRAGMA synchronous=FULL; INSERT INTO mood(title, emoji, createdAt) VALUES('happy', '😊', datetime('now'))"
    end=$(date +%s%N)
    echo "sqlite3 $(( (end - start) / 1000 ))"
done > "$work/times"
python3 - "$work/times" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
hark = [int(t) for name, t in rows if name == "hark"]
plain = [int(t) for name, t in rows if name == "sqlite3"]
ratios = [h / s for h, s in zip(hark, plain)]
print(f"hark \"add a happy mood\": median {statistics.median(hark) / 1000:.1f} ms; "
      f"sqlite3 insert: median {statistics.median(plain) / 1000:.1f} ms; "
      f"paired ratio median {statistics.median(ratios):.2f}x over {len(ratios)} pairs")
PY
echo "rows Hark stored: $(sqlite3 "$HARK_DB" 'SELECT count(*) FROM mood')"
