"""Compares the per-file results compare.sh left in RESULTS: Hark's listed meetings against the
peer's occurrences, START instants per UID (UTC; all-day events as dates), in [1970-01-01, CUT).

  python compare.py RESULTS CUT TESTS DIFFERENCES_TXT DETAILS_JSON
"""
import glob
import json
import os
import re
import sys
from collections import Counter
from datetime import date, datetime, timezone

RESULTS, CUT, TESTS, DIFFS, DETAILS = sys.argv[1:6]
LOW = "1970-01-01"
SERIES_LIMIT = 1000
NO_UID = "(no UID)"
# Hark names an event without a UID hark-<day>-<second of day>-<summary>.
SYNTHETIC = re.compile(r"^hark-\d+--?\d+-")


def read(path, default=""):
    try:
        with open(path, encoding="utf-8", errors="replace") as file:
            return file.read()
    except FileNotFoundError:
        return default


def normal(start, all_day):
    """A start as compared: YYYY-MM-DD for all-day, else YYYY-MM-DDTHH:MM:SSZ in UTC."""
    if all_day or len(start) == 10:
        return start[:10]
    value = datetime.fromisoformat(start.replace("Z", "+00:00"))
    if value.tzinfo is None:
        value = value.replace(tzinfo=timezone.utc)
    return value.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def in_window(start):
    return LOW <= start < CUT


def main():
    files = []
    for path_file in sorted(glob.glob(os.path.join(RESULTS, "*.path"))):
        name = os.path.basename(path_file)[:-5]
        base = os.path.join(RESULTS, name)
        rel = read(path_file).strip()
        f = {"file": rel}
        f["import_rc"] = int(read(base + ".import.rc", "-1").strip() or -1)
        f["list_rc"] = int(read(base + ".list.rc", "-1").strip() or -1)
        f["import_out"] = read(base + ".import.out").strip()
        f["import_err"] = read(base + ".import.err").strip()
        f["list_err"] = read(base + ".list.err").strip()
        f["crashed"] = f["import_rc"] >= 124 or f["list_rc"] >= 124  # 124: timeout, >=128: signal
        m = re.search(r"(\d+) events? →", f["import_out"])
        f["hark_events"] = int(m.group(1)) if m else 0

        hark = []
        try:
            for meeting in json.loads(read(base + ".list.json") or '{"meetings": []}')["meetings"]:
                uid = meeting["uid"].strip()
                if SYNTHETIC.match(uid):
                    uid = NO_UID
                hark.append((uid, normal(meeting["start"], meeting.get("all_day", False)), meeting.get("title", "")))
        except (ValueError, KeyError) as error:
            f["list_error"] = f"{type(error).__name__}: {error}"
        f["hark_listed"] = len(hark)
        f["hark_outside"] = sum(1 for h in hark if not in_window(h[1]))
        hark = [h for h in hark if in_window(h[1])]

        try:
            peer = json.loads(read(base + ".peer.json"))
        except ValueError:
            peer = {"file_error": "peer printed no JSON: " + read(base + ".peer.err")[-300:], "occurrences": [], "failed": [], "vevents": 0}
        f["peer_file_error"] = peer.get("file_error")
        f["peer_failed"] = peer.get("failed", [])
        f["peer_wrapped"] = peer.get("wrapped", False)
        f["peer_events"] = peer.get("vevents", 0)
        occ = [((o["uid"] or NO_UID), normal(o["start"], o["all_day"]), o.get("summary", "")) for o in peer.get("occurrences", [])]
        f["peer_listed"] = len(occ)
        f["peer_outside"] = sum(1 for o in occ if not in_window(o[1]))
        occ = [o for o in occ if in_window(o[1])]
        # Hark keeps the first 1000 occurrences of a series: so many of the peer's per UID.
        by_uid = {}
        for o in occ:
            by_uid.setdefault(o[0], []).append(o)
        kept, f["peer_capped"] = [], 0
        for uid, items in by_uid.items():
            items.sort(key=lambda o: o[1])
            if len(items) > SERIES_LIMIT:
                f["peer_capped"] += len(items) - SERIES_LIMIT
                items = items[:SERIES_LIMIT]
            kept += items
        occ = kept

        hc = Counter((h[0], h[1]) for h in hark)
        pc = Counter((o[0], o[1]) for o in occ)
        titles = {(x[0], x[1]): x[2] for x in occ + hark}
        matched = hc & pc
        only_peer = pc - hc
        only_hark = hc - pc
        f["hark"] = sum(hc.values())
        f["peer"] = sum(pc.values())
        f["matched"] = sum(matched.values())
        f["only_peer"] = sum(only_peer.values())
        f["only_hark"] = sum(only_hark.values())
        f["only_peer_examples"] = [[k[0], k[1], titles.get(k, "")] for k in sorted(only_peer, key=lambda k: (k[1], k[0]))]
        hark_uids = {h[0] for h in hark}
        for failure in f["peer_failed"]:
            failure["hark_has_uid"] = None if not failure["uid"] else failure["uid"] in hark_uids
        f["only_hark_examples"] = [[k[0], k[1], titles.get(k, "")] for k in sorted(only_hark, key=lambda k: (k[1], k[0]))]
        files.append(f)

    total = lambda key: sum(f[key] for f in files)
    crashed = [f for f in files if f["crashed"]]
    unreadable = [f for f in files if f["peer_file_error"]]
    with_failed = [f for f in files if f["peer_failed"]]
    differing = [f for f in files if f["only_peer"] or f["only_hark"] or f["peer_failed"] or f["peer_file_error"]]
    rc = Counter(f["import_rc"] for f in files)
    lines = [
        f"window: [{LOW}, {CUT}) UTC; tests: {TESTS}",
        f"files: {len(files)}",
        f"files Hark crashed on (exit >= 124 or signal): {len(crashed)}" + (f"  {[f['file'] for f in crashed]}" if crashed else ""),
        f"Hark import exit codes: " + ", ".join(f"{k}: {v}" for k, v in sorted(rc.items())),
        f"files with Hark import stderr: {sum(1 for f in files if f['import_err'])}",
        f"files the peer could not read at all: {len(unreadable)}",
        f"files with series the peer failed to expand: {len(with_failed)} ({sum(len(f['peer_failed']) for f in files)} series; "
        f"Hark imported {sum(1 for f in files for x in f['peer_failed'] if x['hark_has_uid'] is True)} of them, "
        f"left out {sum(1 for f in files for x in f['peer_failed'] if x['hark_has_uid'] is False)}, "
        f"{sum(1 for f in files for x in f['peer_failed'] if x['hark_has_uid'] is None)} without UID)",
        f"files the peer read as bare components (no VCALENDAR, wrapped): {sum(1 for f in files if f['peer_wrapped'])}",
        f"events (VEVENTs) read: Hark {total('hark_events')}, peer {total('peer_events')}",
        f"occurrences compared: Hark {total('hark')}, peer {total('peer')}",
        f"  (left out: Hark outside window {total('hark_outside')}; peer outside window {total('peer_outside')}, "
        f"peer beyond first {SERIES_LIMIT} of a UID {total('peer_capped')})",
        f"occurrences matched: {total('matched')}",
        f"occurrences only in the peer: {total('only_peer')}",
        f"occurrences only in Hark: {total('only_hark')}",
        f"files with any difference: {len(differing)} (details: {DIFFS})",
    ]
    print("\n".join(lines))

    with open(DIFFS, "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n\n")
        for f in differing:
            out.write(f"== {f['file']}\n")
            out.write(f"   hark import exit {f['import_rc']}, list exit {f['list_rc']}; events hark {f['hark_events']} peer {f['peer_events']}; "
                      f"occurrences hark {f['hark']} peer {f['peer']} matched {f['matched']} only-peer {f['only_peer']} only-hark {f['only_hark']}\n")
            if f["import_err"]:
                for line in f["import_err"].splitlines()[:5]:
                    out.write(f"   hark stderr: {line.replace(TESTS + '/', '')[:220]}\n")
            if f["peer_file_error"]:
                out.write(f"   peer could not read the file: {f['peer_file_error']}\n")
            for failure in f["peer_failed"][:5]:
                hark_has = {True: "Hark imported it", False: "Hark left it out", None: "no UID"}[failure["hark_has_uid"]]
                out.write(f"   peer failed on UID {failure['uid']!r} ({hark_has}): {failure['error'][:200]}\n")
            for uid, start, title in f["only_peer_examples"][:5]:
                out.write(f"   only peer: {start}  {uid[:60]}  {title[:50]!r}\n")
            for uid, start, title in f["only_hark_examples"][:5]:
                out.write(f"   only hark: {start}  {uid[:60]}  {title[:50]!r}\n")
            out.write("\n")
    with open(DETAILS, "w", encoding="utf-8") as out:
        json.dump(files, out, indent=1, ensure_ascii=False)
    # Differences beyond those Docs/meetings.md lists (files the peer cannot read, the peer's own
    # failures) fail the comparison.
    allowed_peer = int(os.environ.get("ALLOWED_ONLY_IN_PEER", "0"))
    allowed_hark = int(os.environ.get("ALLOWED_ONLY_IN_HARK", "0"))
    if total("only_peer") > allowed_peer or total("only_hark") > allowed_hark:
        print(f"more differences than Docs/meetings.md lists (only in the peer: at most {allowed_peer}, only in Hark: at most {allowed_hark})")
        return 1
    return 1 if crashed else 0


if __name__ == "__main__":
    sys.exit(main())
