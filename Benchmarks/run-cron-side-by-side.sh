#!/usr/bin/env bash
# Cron next fire times beside Python's croniter, in one run: the same expressions
# (Benchmarks/Cron/expressions.txt), starts and zones; first whether the answers agree, then the
# median time per fire time of each. croniter comes from PyPI into a venv outside the repository
# (PEERS, default /tmp/hark-peers).
set -euo pipefail
cd "$(dirname "$0")/.."
peers="${PEERS:-/tmp/hark-peers}"
[ -x "$peers/bin/python" ] || python3 -m venv "$peers"
"$peers/bin/python" -c "import croniter" 2>/dev/null || "$peers/bin/pip" install --quiet croniter
swift build -c release --product cron-benchmark >/dev/null
work="$(mktemp -d)"
expressions=Benchmarks/Cron/expressions.txt
agree=0; differ=0
for case in "UTC 2026-01-15T10:17:23Z" "UTC 2028-02-28T23:30:00Z" "Europe/Berlin 2026-07-04T09:00:00+02:00" \
            "America/New_York 2027-01-31T23:00:00-05:00" "Europe/Berlin 2026-03-28T12:00:00+01:00" "America/New_York 2026-10-31T12:00:00-04:00"; do
    set -- $case
    "$peers/bin/python" Benchmarks/Cron/croniter_peer.py answers "$expressions" "$1" "$2" 10 > "$work/peer"
    .build/release/cron-benchmark answers "$expressions" "$1" "$2" 10 > "$work/hark"
    same=$(paste -d '\n' "$work/peer" "$work/hark" | paste - - | awk -F '\t' '$1 == $2' | wc -l)
    total=$(wc -l < "$work/peer")
    agree=$((agree + same)); differ=$((differ + total - same))
    if [ "$same" != "$total" ]; then
        echo "$1 from $2: $((total - same)) of $total expressions differ:"
        { diff "$work/peer" "$work/hark" || true; } | grep "^>" | cut -c1-60 | sed "s/^>/    hark:/"
    fi
done
echo "answers: $agree expression × start cases agree, $differ differ (10 fire times each)"
"$peers/bin/python" Benchmarks/Cron/croniter_peer.py time "$expressions" UTC 2026-01-15T10:17:23Z 100 "${ROUNDS:-5}"
.build/release/cron-benchmark time "$expressions" UTC 2026-01-15T10:17:23Z 100 "${ROUNDS:-5}"
"$peers/bin/python" Benchmarks/Cron/croniter_peer.py time "$expressions" Europe/Berlin 2026-01-15T10:17:23+01:00 100 "${ROUNDS:-5}"
.build/release/cron-benchmark time "$expressions" Europe/Berlin 2026-01-15T10:17:23+01:00 100 "${ROUNDS:-5}"
