"""dateparser's side of the spoken-dates benchmark (run by Benchmarks/run-values-side-by-side.sh).

  python dateparser_side.py CASES.jsonl [--rounds N] [--results OUT.jsonl]

CASES.jsonl comes from `phrase-benchmark values --cases`: every date expression of Hark's
fixtures with its moment, zone, direction, day/month order and expected instant. dateparser reads
each with the same settings (RELATIVE_BASE, TIMEZONE, PREFER_DATES_FROM, DATE_ORDER, English).
A reading is right when it names the same day as an expected value at midnight (a date said
without a time: dateparser keeps the current time of day for "tomorrow"), else the same minute.
Prints one JSON line of figures; --results writes each case with dateparser's reading and verdict.
"""
import argparse
import datetime
import json
import statistics
import time
from zoneinfo import ZoneInfo

import dateparser

parser = argparse.ArgumentParser()
parser.add_argument("cases")
parser.add_argument("--rounds", type=int, default=3)
parser.add_argument("--results")
args = parser.parse_args()

cases = [json.loads(line) for line in open(args.cases) if line.strip()]
prepared = []
for case in cases:
    zone = ZoneInfo(case["zone"])
    now = datetime.datetime.fromisoformat(case["now"]).astimezone(zone)
    settings = {
        "RELATIVE_BASE": now.replace(tzinfo=None),
        "TIMEZONE": case["zone"],
        "RETURN_AS_TIMEZONE_AWARE": True,
        "PREFER_DATES_FROM": case["direction"],
        "DATE_ORDER": "MDY" if case["order"] == "monthFirst" else "DMY",
    }
    prepared.append((case, zone, settings))


def read(text, settings):
    try:
        return dateparser.parse(text, settings=settings, languages=["en"])
    except Exception:  # dateparser raises on some inputs; that is a wrong answer, not a crash of the benchmark
        return None


latencies = []
start = time.perf_counter()
for _ in range(args.rounds):
    for case, zone, settings in prepared:
        begin = time.perf_counter()
        read(case["text"], settings)
        latencies.append(time.perf_counter() - begin)
total = time.perf_counter() - start

correct = 0
results = []
for case, zone, settings in prepared:
    got = read(case["text"], settings)
    expected = datetime.datetime.fromisoformat(case["expected"]).astimezone(zone)
    ok = False
    if got is not None:
        got = got.astimezone(zone)
        if (expected.hour, expected.minute, expected.second) == (0, 0, 0):
            ok = got.date() == expected.date()
        else:
            ok = abs((got - expected).total_seconds()) < 60
    correct += ok
    results.append({"text": case["text"], "location": case["location"], "expected": case["expected"],
                    "dateparser": got.isoformat() if got else None, "dateparser_ok": ok, "hark_ok": case["hark_ok"]})

latencies.sort()
print(json.dumps({"peer": "dateparser", "version": dateparser.__version__, "dates": len(cases), "correct": correct,
                  "per_second": len(latencies) / total, "p50_ms": latencies[len(latencies) // 2] * 1000,
                  "p99_ms": latencies[min(len(latencies) - 1, len(latencies) * 99 // 100)] * 1000, "rounds": args.rounds}))
if args.results:
    with open(args.results, "w") as out:
        for result in results:
            out.write(json.dumps(result, ensure_ascii=False) + "\n")
