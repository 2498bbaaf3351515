"""The Python peer for Hark's calendar import: icalendar + recurring-ical-events reading and
expanding the same file over the same window, as `uid | start (UTC) | end (UTC) | title` lines.

  python icalendar_peer.py FILE.ics UNTIL_ISO > occurrences.txt
  python icalendar_peer.py time FILE.ics UNTIL_ISO ROUNDS
"""
import statistics
import sys
import time
from datetime import date, datetime, timezone

import icalendar
import recurring_ical_events


def occurrences(path, until):
    with open(path, "rb") as file:
        calendar = icalendar.Calendar.from_ical(file.read())
    return recurring_ical_events.of(calendar).between(datetime(1970, 1, 1, tzinfo=timezone.utc), until)


def text(value):
    if isinstance(value, datetime):
        if value.tzinfo is None:
            value = value.replace(tzinfo=timezone.utc)
        return value.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    return value.isoformat()


if sys.argv[1] == "time":
    path, until, rounds = sys.argv[2], datetime.fromisoformat(sys.argv[3]), int(sys.argv[4])
    times = []
    for _ in range(rounds):
        began = time.perf_counter()
        events = occurrences(path, until)
        times.append(time.perf_counter() - began)
    print(f"icalendar + recurring-ical-events: {statistics.median(times) * 1000:.0f} ms to read and expand ({len(events)} occurrences; median of {rounds})")
else:
    path, until = sys.argv[1], datetime.fromisoformat(sys.argv[2])
    for event in occurrences(path, until):
        start, end = event["DTSTART"].dt, event["DTEND"].dt if "DTEND" in event else None
        if end is None and "DURATION" in event:
            end = start + event["DURATION"].dt
        print(f"{event['UID']} | {text(start)} | {text(end) if end is not None else text(start)} | {event.get('SUMMARY', '')}")
