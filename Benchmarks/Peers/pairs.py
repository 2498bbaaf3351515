"""Summarises alternating runs of hassil and Hark (JSON lines from hassil_side.py and phrase-benchmark).

  python pairs.py FILE.jsonl

Lines alternate: a hassil figure, then a Hark figure. Prints each pair and the medians; the
throughput ratio is taken pair by pair, so that a machine whose speed drifts compares like with like.
"""
import json
import statistics
import sys

lines = [json.loads(line) for line in open(sys.argv[1]) if line.startswith("{")]
hassil = [l for l in lines if l.get("peer") == "hassil" and "per_second" in l]
hark = [l for l in lines if l.get("engine") == "hark"]
ratios = []
print(f"{'pair':>4} {'hassil/s':>10} {'hark/s':>10} {'ratio':>7} {'hassil p50 ms':>14} {'hark p50 us':>12} {'hassil p99 ms':>14} {'hark p99 us':>12}")
for index, (h, k) in enumerate(zip(hassil, hark), 1):
    ratio = k["per_second"] / h["per_second"]
    ratios.append(ratio)
    print(f"{index:>4} {h['per_second']:>10.0f} {k['per_second']:>10.0f} {ratio:>6.0f}x {h['p50_ms']:>14.2f} {k['p50_us']:>12.1f} {h['p99_ms']:>14.2f} {k['p99_us']:>12.1f}")
print(f"median: hassil {statistics.median(h['per_second'] for h in hassil):.0f}/s, Hark {statistics.median(k['per_second'] for k in hark):.0f}/s, "
      f"ratio {statistics.median(ratios):.0f}x (min {min(ratios):.0f}x, max {max(ratios):.0f}x); "
      f"p50 {statistics.median(h['p50_ms'] for h in hassil):.2f} ms vs {statistics.median(k['p50_us'] for k in hark):.1f} us; "
      f"p99 {statistics.median(h['p99_ms'] for h in hassil):.2f} ms vs {statistics.median(k['p99_us'] for k in hark):.1f} us; "
      f"Hark load {statistics.median(k['load_ms'] for k in hark):.1f} ms")
