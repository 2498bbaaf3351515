"""The Python peer for the comparison: icalendar + recurring-ical-events reading one file and
expanding it over [1970-01-01, CUT), adapted from ../icalendar_peer.py.

  python peer.py FILE.ics CUT_DATE   -> JSON on stdout:
  {"file_error": str|null, "wrapped": bool,
   "occurrences": [{"uid", "start", "all_day", "summary"}],
   "failed": [{"uid", "error"}],          (series the peer could not expand)
   "vevents": number of VEVENT components read}

Differences from icalendar_peer.py (each to let the peer read what Hark reads):
- the file may hold several top-level components (multiple=True); a bare VEVENT/VTODO/...
  outside any VCALENDAR is put into one, as Hark reads VEVENTs wherever they are;
- the window is timezone-aware UTC (floating times are read as UTC, like HARK_TZ=UTC);
- when expanding the whole calendar raises, each UID (each UID-less event) is expanded on its own (with the
  calendar's VTIMEZONEs) so that one bad series does not hide the others; the UIDs that still
  raise are reported in "failed".
"""
import json
import sys
import traceback
from datetime import date, datetime, timezone

import icalendar
import recurring_ical_events

UTC = timezone.utc


def text(value):
    if isinstance(value, datetime):
        if value.tzinfo is None:
            value = value.replace(tzinfo=UTC)
        return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"), False
    if isinstance(value, date):
        return value.isoformat(), True
    raise TypeError(f"DTSTART is {type(value).__name__}")


def calendars(data):
    roots = icalendar.Component.from_ical(data, multiple=True)
    result, loose, wrapped = [], [], False
    for root in roots:
        if root.name == "VCALENDAR":
            result.append(root)
        else:
            loose.append(root)
    if loose:
        wrapped = True
        cal = icalendar.Calendar()
        for component in loose:
            cal.add_component(component)
        result.append(cal)
    return result, wrapped


def uid_of(component):
    return str(component.get("UID", "")).strip()


def expand(cal, start, end):
    return recurring_ical_events.of(cal).between(start, end)


def main():
    path, cut = sys.argv[1], date.fromisoformat(sys.argv[2])
    start, end = datetime(1970, 1, 1, tzinfo=UTC), datetime(cut.year, cut.month, cut.day, tzinfo=UTC)
    out = {"file_error": None, "wrapped": False, "vevents": 0, "occurrences": [], "failed": []}
    try:
        with open(path, "rb") as file:
            data = file.read()
        cals, out["wrapped"] = calendars(data)
    except Exception as error:  # the whole file is unreadable
        out["file_error"] = f"{type(error).__name__}: {error}"[:300]
        print(json.dumps(out))
        return
    out["vevents"] = sum(len(cal.walk("VEVENT")) for cal in cals)
    events = []
    for cal in cals:
        try:
            events += [(uid_of(e), e) for e in expand(cal, start, end)]
        except Exception:
            # One UID at a time, with the calendar's VTIMEZONEs.
            zones = [c for c in cal.subcomponents if c.name == "VTIMEZONE"]
            by_uid = {}
            for number, component in enumerate(cal.walk("VEVENT")):
                # Events without a UID are not one series: each is expanded alone.
                key = uid_of(component) or f"\0{number}"
                by_uid.setdefault(key, []).append(component)
            for key, members in by_uid.items():
                uid = uid_of(members[0])
                single = icalendar.Calendar()
                for c in zones + members:
                    single.add_component(c)
                try:
                    events += [(uid_of(e), e) for e in expand(single, start, end)]
                except Exception as error:
                    out["failed"].append({"uid": uid, "error": f"{type(error).__name__}: {error}"[:300]})
    for uid, event in events:
        try:
            value, all_day = text(event["DTSTART"].dt)
            out["occurrences"].append({"uid": uid, "start": value, "all_day": all_day, "summary": str(event.get("SUMMARY", ""))})
        except Exception as error:
            out["failed"].append({"uid": uid, "error": f"occurrence: {type(error).__name__}: {error}"[:300]})
    print(json.dumps(out))


if __name__ == "__main__":
    try:
        main()
    except Exception as error:
        print(json.dumps({"file_error": f"{type(error).__name__}: {error}"[:300], "wrapped": False, "occurrences": [], "failed": [],
                          "trace": traceback.format_exc()[-1000:]}))
