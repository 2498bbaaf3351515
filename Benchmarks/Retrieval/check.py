#!/usr/bin/env python3
"""Sanity checks for memories.jsonl / queries.jsonl."""
import json, re, sys, os
HERE = os.path.dirname(os.path.abspath(__file__))
STOP = set("""a an the and or but if of to in on at by for with from into onto about as is am are was were be been being
do does did done have has had having i me my mine we us our ours you your he him his she her it its they them their
this that these those what whats when whens where wheres which who whos whom why how hows there here than then so
not no any anything some something thing things stuff just again still also very really too can could should would
will shall may might must need needs get got getting um uh er hmm hey okay ok like wait well oh yeah know remind
up out off over under more most less all each every other another one ones much many lot lots
im ive id ill""".split())
MIN_LEN = 4  # "content word longer than 3 letters"

def words(s):
    s = s.lower().replace("’", "'")
    s = re.sub(r"'s\b", "", s)
    return re.findall(r"[a-zà-ÿ0-9]+", s)

def stem(w):
    for suf in ("ations", "ation", "ments", "ment", "ingly", "ings", "ing", "edly", "ied", "ies", "ers", "er", "ed", "es", "ly", "s"):
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            w = w[: -len(suf)]
            break
    if len(w) > 3 and w[-1] == w[-2]:  # running -> runn -> run
        w = w[:-1]
    if len(w) > 3 and w.endswith("e"):
        w = w[:-1]
    return w

def related(a, b):
    sa, sb = stem(a), stem(b)
    if sa == sb: return True
    short, long_ = sorted((sa, sb), key=len)
    return len(short) >= 4 and long_.startswith(short)

def content(s, min_len=MIN_LEN):
    return [w for w in words(s) if len(w) >= min_len and w not in STOP]

def load(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except Exception as e:
                sys.exit(f"{path}:{n}: invalid JSON: {e}")
    return rows

errors = []
mems = load(os.path.join(HERE, "memories.jsonl"))
qs = load(os.path.join(HERE, "queries.jsonl"))
mem = {}
for i, m in enumerate(mems, 1):
    if set(m) != {"id", "text"}: errors.append(f"bad keys {m}")
    if m["id"] != f"m{i:04d}": errors.append(f"id out of order: {m['id']} at line {i}")
    if m["id"] in mem: errors.append(f"dup memory id {m['id']}")
    mem[m["id"]] = m["text"]
    nw = len(m["text"].split())
    if not 5 <= nw <= 30: errors.append(f"{m['id']} has {nw} words: {m['text']}")
texts = [t.strip().lower() for t in mem.values()]
if len(set(texts)) != len(texts): errors.append("duplicate memory texts")

qids = set(); kinds = {}
shared_total = 0
for q in qs:
    if set(q) != {"id", "query", "relevant", "kind"}: errors.append(f"bad keys {q}")
    if q["id"] in qids: errors.append(f"dup query id {q['id']}")
    qids.add(q["id"])
    kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
    rel = q["relevant"]
    if not 1 <= len(rel) <= 5: errors.append(f"{q['id']} has {len(rel)} relevant")
    if len(set(rel)) != len(rel): errors.append(f"{q['id']} duplicate relevant ids")
    for r in rel:
        if r not in mem: errors.append(f"{q['id']} -> missing {r}")
    if q["kind"] == "meaning":
        qw = content(q["query"])
        for r in rel:
            if r not in mem: continue
            mw = content(mem[r])
            hits = sorted({f"{a}~{b}" if a != b else a for a in qw for b in mw if related(a, b)})
            if hits:
                shared_total += 1
                print(f"SHARED {q['id']} '{q['query']}' / {r} '{mem[r]}': {', '.join(hits)}")
    elif q["kind"] != "words":
        errors.append(f"{q['id']} unknown kind {q['kind']}")

print(f"memories: {len(mems)}  queries: {len(qs)}  by kind: {kinds}")
if len(mems) < 1050: errors.append("fewer than 1050 memories")
if len(qs) < 110: errors.append("fewer than 110 queries")
if kinds.get("meaning", 0) < 100: errors.append("fewer than 100 meaning queries")
if kinds.get("words", 0) > 10: errors.append("more than 10 words queries")
print(f"meaning query/relevant pairs sharing a content word: {shared_total}")
for e in errors: print("ERROR", e)
print("OK" if not errors and not shared_total else "FAIL")
sys.exit(1 if errors or shared_total else 0)
