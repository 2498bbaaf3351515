#!/usr/bin/env bash
# Importing a folder of 1,000 notes (NOTES, default 1000): Markdown and text files made from the
# PARA fixture's notes with extra words (20–150 each), in four folders; `hark notes import` as a
# whole process into a new database, RUNS times (default 3), then once more with nothing new.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${RUNS:-3}"
swift build -c release --static-swift-stdlib --product hark >/dev/null
work="$(mktemp -d)"
export XDG_CACHE_HOME="$work/cache"
python3 - "$work/notes" "${NOTES:-1000}" <<'PY'
import os, random, sys
folder, count = sys.argv[1], int(sys.argv[2])
rng = random.Random(7)
lines = [line.split(" | ", 2) for line in open("Tests/MeetingsTests/Fixtures/para-notes.txt") if not line.startswith("#")]
for i in range(count):
    _, title, body = lines[i % len(lines)]
    words = body.strip().split()
    extra = " ".join(rng.choice(words) for _ in range(rng.randint(20, 150)))
    sub = os.path.join(folder, ["projects", "areas", "resources", "archive"][i % 4])
    os.makedirs(sub, exist_ok=True)
    if i % 3:
        open(f"{sub}/note-{i}.md", "w").write(f"# {title} {i}\n\n{body.strip()}\n\n{extra}\n")
    else:
        open(f"{sub}/note-{i}.txt", "w").write(f"{body.strip()} {extra}\n")
PY
for run in $(seq "$runs"); do
    rm -f "$work"/hark.sqlite*
    start=$(date +%s%N); HARK_DB="$work/hark.sqlite" .build/release/hark notes import "$work/notes" > /dev/null; end=$(date +%s%N)
    echo $(( (end - start) / 1000000 ))
done | sort -n | awk '{a[NR]=$1} END {printf "hark notes import, %s notes: %d ms (median of %d whole processes, new database each)\n", ENVIRON["NOTES"] ? ENVIRON["NOTES"] : 1000, a[int((NR+1)/2)], NR}'
start=$(date +%s%N); HARK_DB="$work/hark.sqlite" .build/release/hark notes import "$work/notes" > /dev/null; end=$(date +%s%N)
echo "again (nothing new): $(( (end - start) / 1000000 )) ms"
