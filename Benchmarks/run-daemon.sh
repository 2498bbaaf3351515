#!/usr/bin/env bash
# The daemon holding 1,000 triggered shortcuts (release build, whole process):
#  1. idle: every trigger due tomorrow; resident memory after start and CPU time over IDLE seconds
#     (default 60), from /proc;
#  2. busy: the same 1,000 shortcuts each due once within the next minute (seconds-field cron, 25
#     to a second); how late each run started after its due time, from `hark log --json`.
set -euo pipefail
cd "$(dirname "$0")/.."
idle="${IDLE:-60}"
swift build -c release --static-swift-stdlib --product hark >/dev/null
hark=.build/release/hark
work="$(mktemp -d)"
export HARK_DB="$work/hark.sqlite" HARK_SHORTCUTS="$work/shortcuts" XDG_CACHE_HOME="$work/cache" HARK_TZ=UTC
mkdir -p "$HARK_SHORTCUTS"
ticks=$(getconf CLK_TCK)

write_shortcuts() {   # $1: a function of i printing the cron expression
    rm -f "$HARK_SHORTCUTS"/*.yaml
    for i in $(seq 0 999); do
        printf 'name: Job %d\ntrigger: {cron: "%s"}\nsteps:\n  - set: {n: %d}\n  - say: "job %d ran"\n' "$i" "$($1 "$i")" "$i" "$i" > "$HARK_SHORTCUTS/job-$i.yaml"
    done
}
cpu() { awk '{print $14 + $15}' "/proc/$1/stat"; }
rss() { awk '/VmRSS/ {print $2}' "/proc/$1/status"; }
parts() { awk '/RssAnon/ {a=$2} /RssFile/ {f=$2} END {printf "%.1f MB heap and stacks, %.1f MB of mapped files", a/1024, f/1024}' "/proc/$1/status"; }

tomorrow() { echo "0 $(( $1 % 60 )) $(( ($(date -u +%H) + 12) % 24 )) * * *"; }
write_shortcuts tomorrow
$hark daemon > "$work/out" 2> "$work/err" &
daemon=$!
sleep 5
grep -q "1000 triggered shortcuts" "$work/err" || { echo "the daemon did not load 1,000 shortcuts:"; cat "$work/err"; exit 1; }
before=$(cpu $daemon); rss_start=$(rss $daemon); parts_start=$(parts $daemon)
sleep "$idle"
after=$(cpu $daemon); rss_end=$(rss $daemon)
kill -TERM $daemon; wait $daemon
python3 -c "
cpu = ($after - $before) / $ticks
print(f'idle, 1,000 triggers: resident {$rss_start / 1024:.1f} MB after start ($parts_start), {$rss_end / 1024:.1f} MB after {$idle} s; '
      f'CPU {cpu:.2f} s over {$idle} s = {cpu / $idle * 100:.3f} % (targets: ≤ 30 MB, ≤ 0.1 %)')"

start=$(( $(date +%s) + 20 ))
soon() { local at=$(( start + $1 / 25 )); date -u -d "@$at" +"%-S %-M %-H * * *"; }
write_shortcuts soon
$hark daemon > "$work/out" 2> "$work/err" &
daemon=$!
sleep $(( start + 40 + 12 - $(date +%s) ))   # the last runs, then the daemon idle again
rss_busy=$(rss $daemon); parts_busy=$(parts $daemon)
kill -TERM $daemon; wait $daemon
$hark log --json --limit 5000 > "$work/log.json"
python3 - "$work/log.json" "$rss_busy" "$parts_busy" <<'PY'
import json, statistics, sys
from datetime import datetime
runs = json.load(open(sys.argv[1]))["runs"]
late = [(datetime.fromisoformat(r["started"]) - datetime.fromisoformat(r["scheduled"])).total_seconds() for r in runs if r["started"]]
ok = sum(r["status"] == "ok" for r in runs)
print(f"busy, 1,000 runs due over 40 s: {len(runs)} recorded, {ok} ok; started after their due time: median {statistics.median(late) * 1000:.1f} ms, "
      f"max {max(late) * 1000:.1f} ms, {sum(l > 1 for l in late)} later than 1 s (target: each within 1 s); resident {int(sys.argv[2]) / 1024:.1f} MB after them ({sys.argv[3]})")
PY
