#!/usr/bin/env bash
# Hark's calendar import beside icalendar + recurring-ical-events on the test calendars icalendar
# ships in its source distribution (Docs/meetings.md, "Calendars from other programs"): every
# `*.ics` under its tests folder is imported by `hark meetings import` into a database of its own
# and read by the peer over the same window; the start instants of each UID's occurrences are
# compared. The calendars are downloaded here, never committed.
#
#   Benchmarks/Calendar/TestCalendars/compare.sh [HARK]      (default: .build/release/hark)
#
# Prints the summary (files, crashes, occurrences matched, only in one of them) and writes each
# file's differences to $WORK/differences.txt. Exit status: 1 when Hark crashed on a file or read
# an occurrence differently from the peer outside the differences Docs/meetings.md lists
# (ALLOWED_ONLY_IN_PEER, ALLOWED_ONLY_IN_HARK), 2 when the calendars or the peer cannot be had.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
hark="${1:-$root/.build/release/hark}"
peers="${PEERS:-/tmp/hark-peers}"
version="${ICALENDAR_VERSION:-7.3.0}"
work="${WORK:-$(mktemp -d /tmp/hark-test-calendars.XXXXXX)}"
[ -x "$hark" ] || { echo "no hark at $hark (swift build -c release --product hark)" >&2; exit 2; }
[ -x "$peers/bin/python" ] || python3 -m venv "$peers"
"$peers/bin/python" -c "import icalendar, recurring_ical_events" 2>/dev/null \
    || "$peers/bin/pip" install --quiet icalendar recurring-ical-events || exit 2
mkdir -p "$work/download"
if [ ! -d "$work/download/icalendar-$version" ]; then
    "$peers/bin/pip" download --quiet --no-binary :all: --no-deps "icalendar==$version" -d "$work/download" || exit 2
    tar -xzf "$work/download/icalendar-$version.tar.gz" -C "$work/download" || exit 2
fi
tests="$work/download/icalendar-$version/src/icalendar/tests"
[ -d "$tests" ] || { echo "no test calendars in $tests" >&2; exit 2; }
cut=$(date -u -d '+364 days' +%F)   # Hark expands a year ahead; both are compared up to here
out="$work/results"
rm -rf "$out" "$work/db" "$work/home"
mkdir -p "$out" "$work/db" "$work/home"
count=0
while IFS= read -r -d '' file; do
    rel=${file#"$tests"/}
    name=${rel%.ics}; name=${name//\//__}
    home="$work/home/$name"
    mkdir -p "$home/cache" "$home/data" "$home/config"
    echo "$rel" > "$out/$name.path"
    run_hark() {
        env HARK_DB="$work/db/$name.sqlite" HARK_TZ=UTC XDG_CACHE_HOME="$home/cache" XDG_DATA_HOME="$home/data" \
            XDG_CONFIG_HOME="$home/config" timeout 300 "$hark" "$@" </dev/null
    }
    run_hark meetings import "$file" >"$out/$name.import.out" 2>"$out/$name.import.err"
    echo $? >"$out/$name.import.rc"
    run_hark meetings list --json --to "$cut" --limit 1000000 >"$out/$name.list.json" 2>"$out/$name.list.err"
    echo $? >"$out/$name.list.rc"
    timeout 300 "$peers/bin/python" "$here/peer.py" "$file" "$cut" >"$out/$name.peer.json" 2>"$out/$name.peer.err"
    echo $? >"$out/$name.peer.rc"
    count=$((count + 1))
done < <(find "$tests" -name '*.ics' -type f -print0 | sort -z)
echo "$count test calendars from icalendar $version, compared up to $cut (work: $work)"
"$peers/bin/python" "$here/compare.py" "$out" "$cut" "$tests" "$work/differences.txt" "$work/details.json"
