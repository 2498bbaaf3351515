#!/usr/bin/env bash
# Importing notes, as whole processes into a new database each time, RUNS times (default 5), then
# once more with nothing new; for two folders made from the PARA fixture's notes:
# - many small notes: NOTES (default 1000) Markdown and text files of 20–150 extra words each, in
#   four folders;
# - a few large notes: LARGE (default 8) Markdown files of about 0.9 MB each (one file may be up to
#   1 MB), each a run of the fixture's notes under headings.
# Prints the median time, seconds per MB of text and the peak memory of each. HARK names the
# program to time (default: this checkout's release build, built first).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${RUNS:-5}"
hark="${HARK:-}"
if [ -z "$hark" ]; then
    swift build -c release --static-swift-stdlib --product hark >/dev/null
    hark=.build/release/hark
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_STATE_HOME="$work/state"
python3 - "$work" "${NOTES:-1000}" "${LARGE:-8}" <<'PY'
import os, random, sys
work, count, large = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(7)
lines = [line.split(" | ", 2) for line in open("Tests/MeetingsTests/Fixtures/para-notes.txt") if not line.startswith("#")]
for i in range(count):
    _, title, body = lines[i % len(lines)]
    words = body.strip().split()
    extra = " ".join(rng.choice(words) for _ in range(rng.randint(20, 150)))
    sub = os.path.join(work, "small", ["projects", "areas", "resources", "archive"][i % 4])
    os.makedirs(sub, exist_ok=True)
    if i % 3:
        open(f"{sub}/note-{i}.md", "w").write(f"# {title} {i}\n\n{body.strip()}\n\n{extra}\n")
    else:
        open(f"{sub}/note-{i}.txt", "w").write(f"{body.strip()} {extra}\n")
os.makedirs(os.path.join(work, "large"), exist_ok=True)
for k in range(large):
    parts, size = [f"# Journal volume {k}\n"], 0
    while size < 900_000:
        _, title, body = rng.choice(lines)
        part = f"\n## {title}\n\n{body.strip()}\n"
        parts.append(part)
        size += len(part.encode())
    open(os.path.join(work, "large", f"volume-{k}.md"), "w").write("".join(parts))
PY
for folder in small large; do
    bytes=$(find "$work/$folder" -type f -exec cat {} + | wc -c)
    for run in $(seq "$runs"); do
        rm -f "$work"/hark.sqlite*
        start=$(date +%s%N)
        HARK_DB="$work/hark.sqlite" /usr/bin/time -f "%M" -o "$work/peak" "$hark" notes import "$work/$folder" --quiet > /dev/null
        end=$(date +%s%N)
        echo "$(( (end - start) / 1000000 )) $(cat "$work/peak")"
    done | sort -n | awk -v folder="$folder" -v bytes="$bytes" '{ms[NR]=$1; kb[NR]=$2} END {
        m = ms[int((NR+1)/2)]; peak = 0; for (i in kb) if (kb[i] > peak) peak = kb[i]
        printf "hark notes import, %s notes (%.2f MB of text): %d ms (median of %d), %.2f s per MB, peak %d MB\n", folder, bytes/1e6, m, NR, m/1000/(bytes/1e6), peak/1024 }'
    start=$(date +%s%N); HARK_DB="$work/hark.sqlite" "$hark" notes import "$work/$folder" --quiet > /dev/null; end=$(date +%s%N)
    echo "  again (nothing new): $(( (end - start) / 1000000 )) ms"
done
