#!/usr/bin/env bash
# Builds Hark's fuzz targets and runs them (Docs/fuzzing.md).
#
#   Fuzz/run.sh TARGET SECONDS    one target (calendar, spoken, …) for SECONDS
#   Fuzz/run.sh all SECONDS       every target, SECONDS each
#   Fuzz/run.sh list              the targets
#
# Each target starts from its seeds (Fuzz/corpus/TARGET, never written to) and the corpus it grew
# before, kept outside the repository with what it found: $HARK_FUZZ_WORK (default
# /tmp/hark-fuzz)/TARGET/corpus and /TARGET/crashes. Prints executions and crashes per target.
# HARK_FUZZ_SEED fixes libFuzzer's seed (CI uses 1, so that a run is repeatable).
# Exit status: 0 when nothing was found, 1 when an input crashed (or hung, or ran out of memory),
# 2 for a usage or build error.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
targets=(template phrase-file phrase-archive shortcut expression schedule spoken calendar notes settings memory-archive)
work="${HARK_FUZZ_WORK:-/tmp/hark-fuzz}"
# Every Swift module is built with coverage for the fuzzer (over AddressSanitizer, which also
# catches a bad pointer in unsafe code); the fuzz targets themselves add -sanitize=fuzzer, which
# links libFuzzer (Fuzz/Package.swift). Build tools (the phrase-embedding plugin) get the same
# flags, and link, because AddressSanitizer's runtime has the coverage hooks.
build_flags=(-c release -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table)

usage() { echo "usage: Fuzz/run.sh TARGET|all SECONDS   (targets: ${targets[*]})" >&2; exit 2; }

[ "${1:-}" = list ] && { printf '%s\n' "${targets[@]}"; exit 0; }
[ $# -eq 2 ] || usage
[[ "$2" =~ ^[0-9]+$ ]] && [ "$2" -gt 0 ] || usage
seconds="$2"
if [ "$1" = all ]; then
    chosen=("${targets[@]}")
else
    [[ " ${targets[*]} " == *" $1 "* ]] || usage
    chosen=("$1")
fi

echo "== building ${chosen[*]}"
if [ ${#chosen[@]} -eq 1 ]; then
    swift build --package-path "$here" "${build_flags[@]}" --product "fuzz-${chosen[0]}" || exit 2
else
    swift build --package-path "$here" "${build_flags[@]}" || exit 2
fi
bin="$(swift build --package-path "$here" "${build_flags[@]}" --show-bin-path)" || exit 2

found=0
summary=()
for target in "${chosen[@]}"; do
    corpus="$work/$target/corpus" crashes="$work/$target/crashes"
    mkdir -p "$corpus" "$crashes"
    log="$work/$target/last-run.log"
    marker="$work/$target/.started"
    touch "$marker"
    echo "== fuzzing $target for ${seconds}s (log: $log)"
    # New inputs go to the first folder (outside the repository); the seeds are only read.
    # Swift's own backtracer is off: libFuzzer reports a trap with its stack and keeps the input.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" "$bin/fuzz-$target" \
        -max_total_time="$seconds" ${HARK_FUZZ_SEED:+-seed="$HARK_FUZZ_SEED"} -timeout=60 -rss_limit_mb=4096 -detect_leaks=0 -print_final_stats=1 \
        -artifact_prefix="$crashes/" "$corpus" "$here/corpus/$target" > "$log" 2>&1
    status=$?
    executions="$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -1)"
    # libFuzzer stops at the first crash without its final statistics: then the last progress line.
    [ -n "$executions" ] || executions="$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#')"
    new="$(find "$crashes" -type f -newer "$marker" | wc -l)"
    line="$target: ${executions:-0} executions in ${seconds}s, $new crashes"
    if [ "$status" -ne 0 ]; then
        found=1
        if [ "$new" -eq 0 ]; then line="$target: libFuzzer failed (exit $status) without a crash input, see $log"; fi
        tail -40 "$log"
        find "$crashes" -type f -newer "$marker" | sed 's/^/   kept: /'
    fi
    echo "$line"
    summary+=("$line")
done
echo "== fuzzing summary"
printf '%s\n' "${summary[@]}"
exit "$found"
