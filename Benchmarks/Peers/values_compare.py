"""Summarises the spoken-dates benchmark: alternating figure lines from dateparser_side.py and
`phrase-benchmark values`, and dateparser's per-case results.

  python values_compare.py FIGURES.jsonl RESULTS.jsonl

Prints each pair, the medians, the throughput ratio (median of the pairs' ratios), both
accuracies against Hark's fixtures, and every expression dateparser reads right that Hark gets
wrong (the target is none without a documented reason). Exits 1 when there is one.
"""
import json
import statistics
import sys

lines = [json.loads(line) for line in open(sys.argv[1]) if line.startswith("{")]
peer = [l for l in lines if l.get("peer") == "dateparser"]
hark = [l for l in lines if l.get("engine") == "hark"]
ratios = [k["per_second"] / p["per_second"] for p, k in zip(peer, hark)]
print(f"{'pair':>4} {'dateparser/s':>13} {'hark/s':>10} {'ratio':>7} {'dateparser p50 ms':>18} {'hark p50 us':>12}")
for index, (p, k) in enumerate(zip(peer, hark), 1):
    print(f"{index:>4} {p['per_second']:>13.0f} {k['per_second']:>10.0f} {k['per_second'] / p['per_second']:>6.0f}x {p['p50_ms']:>18.3f} {k['p50_us']:>12.1f}")
print(f"median: dateparser {statistics.median(p['per_second'] for p in peer):.0f}/s, Hark {statistics.median(k['per_second'] for k in hark):.0f}/s, "
      f"ratio {statistics.median(ratios):.0f}x (min {min(ratios):.0f}x, max {max(ratios):.0f}x); "
      f"p50 {statistics.median(p['p50_ms'] for p in peer):.3f} ms vs {statistics.median(k['p50_us'] for k in hark):.1f} us; "
      f"p99 {statistics.median(p['p99_ms'] for p in peer):.3f} ms vs {statistics.median(k['p99_us'] for k in hark):.1f} us")
if "find_p99_us" in hark[0]:
    print(f"finding a date in a {hark[0]['find_words']}-word sentence (Hark): p50 {statistics.median(k['find_p50_us'] for k in hark):.1f} us, "
          f"p99 {statistics.median(k['find_p99_us'] for k in hark):.1f} us; all {hark[0]['cases']} fixture expressions "
          f"{statistics.median(k['all_per_second'] for k in hark):.0f}/s, p99 {statistics.median(k['all_p99_us'] for k in hark):.1f} us")
dates = peer[0]["dates"]
print(f"accuracy on {dates} date expressions: dateparser {peer[0]['correct']} ({100 * peer[0]['correct'] / dates:.1f}%), "
      f"Hark {hark[0]['dates_correct']} ({100 * hark[0]['dates_correct'] / dates:.1f}%); "
      f"Hark on all {hark[0]['cases']} fixture expressions: {hark[0]['correct']}")
results = [json.loads(line) for line in open(sys.argv[2]) if line.strip()]
only_peer = [r for r in results if r["dateparser_ok"] and not r["hark_ok"]]
print(f"read right by dateparser and wrong by Hark: {len(only_peer)}")
for r in only_peer:
    print(f"  {r['location']}: {r['text']!r}: expected {r['expected']}, dateparser {r['dateparser']}")
sys.exit(1 if only_peer else 0)
