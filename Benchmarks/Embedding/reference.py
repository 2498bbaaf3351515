"""sentence-transformers' side of the embedding parity test and benchmark.

    HF_HUB_OFFLINE=1 /work/venv/bin/python Benchmarks/Embedding/reference.py MODEL_FOLDER OUT.json
        writes, for every line of texts.txt (escapes \\n \\t \\r \\\\ and \\u{HEX} decoded; an
        empty line is the empty text), the text, the token ids sentence-transformers feeds the
        model, and its vector (as JSON).
    HF_HUB_OFFLINE=1 /work/venv/bin/python Benchmarks/Embedding/reference.py MODEL_FOLDER --benchmark
        times one short sentence (median of 200) and 1,000 mixed sentences (texts.txt cycled, in
        sentence-transformers' batches of 32) on two threads, and prints peak memory.
"""
import json
import os
import re
import resource
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SHORT = "Remind me to call mom tomorrow at 5pm."


def decode(line):
    def replace(match):
        token = match.group(0)
        if token.startswith("\\u{"):
            return chr(int(token[3:-1], 16))
        return {"\\n": "\n", "\\t": "\t", "\\r": "\r", "\\\\": "\\"}[token]
    return re.sub(r"\\u\{[0-9A-Fa-f]+\}|\\[ntr\\]", replace, line)


def texts():
    with open(os.path.join(HERE, "texts.txt"), encoding="utf-8") as file:
        return [decode(line) for line in file.read().split("\n")[:-1]]


def main():
    import torch
    from sentence_transformers import SentenceTransformer

    torch.set_num_threads(2)
    folder = sys.argv[1]
    started = time.perf_counter()
    model = SentenceTransformer(folder, device="cpu")
    load = time.perf_counter() - started
    if len(sys.argv) > 2 and sys.argv[2] == "--benchmark":
        for _ in range(20):
            model.encode([SHORT])
        times = []
        for _ in range(200):
            started = time.perf_counter()
            model.encode([SHORT])
            times.append(time.perf_counter() - started)
        all_texts = texts()
        mixed = [all_texts[i % len(all_texts)] for i in range(1000)]
        model.encode(mixed[:64])
        batch_times = []
        cpu_before = time.process_time()
        for _ in range(3):
            started = time.perf_counter()
            model.encode(mixed, batch_size=32)
            batch_times.append(time.perf_counter() - started)
        cpu_per_run = (time.process_time() - cpu_before) / 3
        batch = statistics.median(batch_times)
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"sentence-transformers {model.max_seq_length} tokens max, torch {torch.__version__}, 2 threads")
        print(f"load: {load * 1000:.0f} ms")
        print(f"one short sentence: median {statistics.median(times) * 1000:.2f} ms (of 200)")
        print(f"1,000 mixed sentences: median {batch * 1000:.0f} ms (of 3), {1000 / batch:.0f} sentences/s")
        print(f"  CPU time per 1,000: {cpu_per_run * 1000:.0f} ms")
        print(f"peak memory: {peak:.0f} MB")
        return
    out = sys.argv[2]
    all_texts = texts()
    ids = [model.tokenize([text])["input_ids"][0].tolist() for text in all_texts]
    vectors = model.encode(all_texts, batch_size=1, normalize_embeddings=False, convert_to_numpy=True)
    with open(out, "w", encoding="utf-8") as file:
        json.dump({"max_seq_length": model.max_seq_length, "texts": all_texts, "token_ids": ids,
                   "vectors": [[float(x) for x in vector] for vector in vectors]}, file, ensure_ascii=True)
    print(f"{len(all_texts)} texts written to {out}")


if __name__ == "__main__":
    main()
