"""Writes a calendar export for the import figures: N events as calendar programs write them.

  python generate_ics.py N > calendar.ics

Single events in UTC, in IANA zones and in a Windows zone with its VTIMEZONE; all-day events;
weekly, monthly and yearly series (COUNT, UNTIL, BYDAY with ordinals, BYMONTHDAY) with EXDATEs
and moved occurrences; attendees with quoted and caret-escaped names; long folded descriptions.
Deterministic (seeded), so both readers get the same bytes.
"""
import random
import sys
from datetime import date, timedelta

count = int(sys.argv[1])
rng = random.Random(42)
zones = ["Europe/Berlin", "America/New_York", "Asia/Tokyo", "Australia/Sydney", "America/Los_Angeles"]
names = ["Priya Raman", "Jordan Lee", "Sam O'Neil", "Alex \"AJ\" Jones", "Lee, Sam", "Zoë Müller", "Chen Wei"]


def fold(line):
    data = line.encode()
    out, chunk = [], b""
    for ch in line:
        b = ch.encode()
        if len(chunk) + len(b) > 74:
            out.append(chunk)
            chunk = b" "
        chunk += b
    out.append(chunk)
    return "\r\n".join(part.decode() for part in out)


def cn(name):
    escaped = name.replace("^", "^^").replace('"', "^'")
    return f'"{escaped}"' if any(c in escaped for c in ",;:") or "^'" in escaped else escaped


lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Hark//benchmark//EN",
         "BEGIN:VTIMEZONE", "TZID:W. Europe Standard Time", "BEGIN:STANDARD", "DTSTART:16010101T030000",
         "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10", "END:STANDARD",
         "BEGIN:DAYLIGHT", "DTSTART:16010101T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200",
         "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3", "END:DAYLIGHT", "END:VTIMEZONE"]
for i in range(count):
    kind = rng.random()
    year, month, day = 2026, rng.randint(1, 12), rng.randint(1, 28)
    hour, minute = rng.randint(7, 18), rng.choice([0, 15, 30, 45])
    stamp = f"{year}{month:02d}{day:02d}T{hour:02d}{minute:02d}00"
    end = f"{year}{month:02d}{day:02d}T{min(hour + 1, 23):02d}{minute:02d}00"
    uid = f"event-{i}@hark.example"
    event = ["BEGIN:VEVENT", f"UID:{uid}", f"SUMMARY:Meeting {i} about topic {rng.randint(1, 500)}\\, part {i % 7}"]
    if kind < 0.25:
        event += [f"DTSTART:{stamp}Z", f"DTEND:{end}Z"]
    elif kind < 0.55:
        zone = rng.choice(zones)
        event += [f"DTSTART;TZID={zone}:{stamp}", f"DTEND;TZID={zone}:{end}"]
    elif kind < 0.65:
        event += [f"DTSTART;TZID=W. Europe Standard Time:{stamp}", "DURATION:PT45M"]
    elif kind < 0.72:
        following = date(year, month, day) + timedelta(days=rng.randint(1, 3))
        event += [f"DTSTART;VALUE=DATE:{year}{month:02d}{day:02d}", f"DTEND;VALUE=DATE:{following.strftime('%Y%m%d')}"]
    else:
        zone = rng.choice(zones)
        event += [f"DTSTART;TZID={zone}:{stamp}", f"DTEND;TZID={zone}:{end}"]
        rule = rng.choice(["FREQ=WEEKLY;COUNT=8", "FREQ=WEEKLY;INTERVAL=2;COUNT=6;BYDAY=TU,TH", "FREQ=MONTHLY;COUNT=5;BYDAY=2WE",
                           "FREQ=MONTHLY;COUNT=4;BYMONTHDAY=-1", "FREQ=DAILY;COUNT=10", "FREQ=YEARLY;COUNT=3",
                           f"FREQ=WEEKLY;UNTIL={year + 1}0101T000000Z"])
        event.append(f"RRULE:{rule}")
    for name in rng.sample(names, rng.randint(0, 3)):
        event.append(f"ATTENDEE;CN={cn(name)};ROLE=REQ-PARTICIPANT:mailto:{name.split()[0].lower()}@example.com")
    event.append(fold("DESCRIPTION:" + " ".join(f"Agenda item {k}: decide on the budget\\; review hiring" for k in range(rng.randint(0, 6)))))
    event.append("END:VEVENT")
    lines += event
lines.append("END:VCALENDAR")
sys.stdout.write("\r\n".join(lines) + "\r\n")
