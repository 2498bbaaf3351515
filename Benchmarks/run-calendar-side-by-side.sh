#!/usr/bin/env bash
# Calendar import beside Python's icalendar + recurring-ical-events, in one run: a generated
# export of EVENTS events (default 10,000; Benchmarks/Calendar/generate_ics.py) read and expanded
# by both over the same window (a year ahead), whether they read the same occurrences, and the
# time of each: `hark meetings import` as a whole process into a new database (median of RUNS,
# default 5) against the peer's parse and expansion in process. The peers come from PyPI into a
# venv outside the repository (PEERS, default /tmp/hark-peers). Then the meetings queries in process over
# about 50,000 meetings (QUERY_EVENTS, default 16,000 events).
set -euo pipefail
cd "$(dirname "$0")/.."
events="${EVENTS:-10000}"; runs="${RUNS:-5}"
peers="${PEERS:-/tmp/hark-peers}"
[ -x "$peers/bin/python" ] || python3 -m venv "$peers"
"$peers/bin/python" -c "import icalendar, recurring_ical_events" 2>/dev/null || "$peers/bin/pip" install --quiet icalendar recurring-ical-events
swift build -c release --static-swift-stdlib --product hark >/dev/null
work="$(mktemp -d)"
export HARK_TZ=UTC XDG_CACHE_HOME="$work/cache"
"$peers/bin/python" Benchmarks/Calendar/generate_ics.py "$events" > "$work/calendar.ics"
until=$(date -u -d "+365 days" +%Y-%m-%dT00:00:00+00:00)
cut=$(date -u -d "+364 days" +%Y-%m-%d)
for run in $(seq "$runs"); do
    rm -f "$work"/hark.sqlite*
    start=$(date +%s%N); HARK_DB="$work/hark.sqlite" .build/release/hark meetings import "$work/calendar.ics" > /dev/null; end=$(date +%s%N)
    echo $(( (end - start) / 1000000 ))
done | sort -n | awk '{a[NR]=$1} END {printf "hark meetings import: %d ms (median of %d whole processes, new database each)\n", a[int((NR+1)/2)], NR}'
start=$(date +%s%N); HARK_DB="$work/hark.sqlite" .build/release/hark meetings import "$work/calendar.ics" > /dev/null; end=$(date +%s%N)
echo "hark meetings import again (nothing new): $(( (end - start) / 1000000 )) ms"
"$peers/bin/python" Benchmarks/Calendar/icalendar_peer.py time "$work/calendar.ics" "$until" 3
# The same occurrences? Both as "uid | start | end | title" (UTC; dates for all-day events), up to a day short of the window's end.
"$peers/bin/python" Benchmarks/Calendar/icalendar_peer.py "$work/calendar.ics" "$until" | awk -F ' [|] ' -v cut="$cut" '$2 < cut' | sort > "$work/peer.txt"
HARK_DB="$work/hark.sqlite" .build/release/hark meetings list --json --to "$cut" --limit 1000000 | python3 -c '
import json, sys
from datetime import datetime, timezone
def utc(text):
    return text if len(text) == 10 else datetime.fromisoformat(text.replace("Z", "+00:00")).astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
for row in json.load(sys.stdin)["meetings"]:
    print(" | ".join([row["uid"], utc(row["start"]), utc(row["end"]), row["title"]]))
' | sort > "$work/hark.txt"
echo "occurrences: peer $(wc -l < "$work/peer.txt"), hark $(wc -l < "$work/hark.txt"), read differently: $( (diff "$work/peer.txt" "$work/hark.txt" || true) | grep -c '^[<>]' || true)"
(diff "$work/peer.txt" "$work/hark.txt" || true) | head -6
# The queries behind QueryMeetings and TodaySchedule over about 50,000 meetings (16,000 events).
swift build -c release --product meetings-benchmark >/dev/null
"$peers/bin/python" Benchmarks/Calendar/generate_ics.py "${QUERY_EVENTS:-16000}" > "$work/large.ics"
HARK_DB="$work/large.sqlite" .build/release/hark meetings import "$work/large.ics"
.build/release/meetings-benchmark "$work/large.sqlite"
