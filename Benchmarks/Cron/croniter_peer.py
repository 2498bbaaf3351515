"""The Python peer for Hark's cron figures: croniter's next fire times for the same expressions.

  python croniter_peer.py answers EXPRESSIONS ZONE START COUNT   # "expression | zone | start | t1 t2 …" lines
  python croniter_peer.py time EXPRESSIONS ZONE START COUNT ROUNDS  # median seconds per fire time

Six-field expressions have their seconds first, as in Hark (croniter's second_at_beginning).
"""
import statistics
import sys
import time
import zoneinfo
from datetime import datetime

from croniter import croniter


def expressions(path):
    with open(path) as file:
        return [line.strip() for line in file if line.strip() and not line.startswith("#")]


def iterator(expression, start):
    seconds_first = len(expression.split()) == 6
    return croniter(expression, start, second_at_beginning=seconds_first)


def main():
    mode, path, zone_name, start_text, count = sys.argv[1:6]
    zone = zoneinfo.ZoneInfo(zone_name)
    start = datetime.fromisoformat(start_text).astimezone(zone)
    count = int(count)
    if mode == "answers":
        for expression in expressions(path):
            it = iterator(expression, start)
            times = [it.get_next(datetime).isoformat().replace("+00:00", "Z") for _ in range(count)]
            print(f"{expression} | {zone_name} | {start_text} | {' '.join(times)}")
    else:
        rounds = int(sys.argv[6])
        all_expressions = expressions(path)
        medians = []
        for _ in range(rounds):
            began = time.perf_counter()
            for expression in all_expressions:
                it = iterator(expression, start)
                for _ in range(count):
                    it.get_next(datetime)
            medians.append((time.perf_counter() - began) / (len(all_expressions) * count))
        print(f"croniter: {statistics.median(medians) * 1e9:.0f} ns per fire time (median of {rounds} rounds, {len(all_expressions)} expressions × {count})")


main()
