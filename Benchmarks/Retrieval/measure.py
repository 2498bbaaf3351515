#!/usr/bin/env python3
"""Recall@5 and MRR of memory search on the retrieval set (README.md), for:

- words: Hark's memory search as shipped (`hark memory search`: full text and hashed vectors);
- model: cosine over every memory with all-MiniLM-L6-v2's vectors (`hark embed`, MODEL);
- fused: the two lists fused by reciprocal rank (1 / (60 + rank), the best 50 of each).

    python3 Benchmarks/Retrieval/measure.py HARK [MODEL]

HARK is the program; MODEL a folder holding model.safetensors and vocab.txt (without it only
"words" is measured). Memories go into a new database, one `StoreMemory` each, in the file's
order, so memory n is m{n:04}.
"""
import json, os, subprocess, sys, tempfile

here = os.path.dirname(os.path.abspath(__file__))
hark = sys.argv[1]
model = sys.argv[2] if len(sys.argv) > 2 else None
memories = [json.loads(line) for line in open(os.path.join(here, "memories.jsonl"), encoding="utf-8")]
queries = [json.loads(line) for line in open(os.path.join(here, "queries.jsonl"), encoding="utf-8")]
work = tempfile.mkdtemp()
env = dict(os.environ, XDG_DATA_HOME=work + "/data", XDG_CONFIG_HOME=work + "/config", XDG_CACHE_HOME=work + "/cache",
           XDG_STATE_HOME=work + "/state", HARK_MODEL=work + "/no-model")


def run(*arguments, extra=None):
    result = subprocess.run([hark, *arguments], env=dict(env, **(extra or {})), capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(arguments[:3])}: exit {result.returncode}: {result.stderr}")
    return result.stdout


for n, memory in enumerate(memories, 1):
    stored = json.loads(run("do", "StoreMemory", "--content", memory["text"], "--json"))
    assert stored["value"]["id"] == n and memory["id"] == f"m{n:04}", (n, memory["id"])

rankings = {"words": {}}
for query in queries:
    found = json.loads(run("memory", "search", query["query"], "--limit", "50", "--no-related", "--json"))["value"]
    rankings["words"][query["id"]] = [f"m{hit['id']:04}" for hit in found]

if model:
    def embed(texts):
        vectors = []
        for start in range(0, len(texts), 50):
            vectors += json.loads(run("embed", *texts[start:start + 50], "--json", extra={"HARK_MODEL": model}))["vectors"]
        return vectors
    memory_vectors = embed([m["text"] for m in memories])
    query_vectors = embed([q["query"] for q in queries])
    rankings["model"], rankings["fused"] = {}, {}
    for query, vector in zip(queries, query_vectors):
        scores = [(sum(a * b for a, b in zip(vector, other)), m["id"]) for m, other in zip(memories, memory_vectors)]
        ranked = [mid for _, mid in sorted(scores, reverse=True)]
        rankings["model"][query["id"]] = ranked
        fused = {}
        for ranking in (rankings["words"][query["id"]][:50], ranked[:50]):
            for rank, mid in enumerate(ranking, 1):
                fused[mid] = fused.get(mid, 0) + 1 / (60 + rank)
        rankings["fused"][query["id"]] = sorted(fused, key=lambda mid: -fused[mid])

for kind in ("meaning", "words"):
    chosen = [q for q in queries if q["kind"] == kind]
    for name, ranking in rankings.items():
        recall = sum(len(set(ranking[q["id"]][:5]) & set(q["relevant"])) / len(q["relevant"]) for q in chosen) / len(chosen)
        mrr = sum(next((1 / r for r, mid in enumerate(ranking[q["id"]], 1) if mid in q["relevant"]), 0) for q in chosen) / len(chosen)
        print(f"{kind:8} {len(chosen):3} queries  {name:6} recall@5 {recall * 100:5.1f} %  MRR {mrr:.3f}")
