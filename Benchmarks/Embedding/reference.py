"""sentence-transformers' side of the embedding parity test and benchmark.

    HF_HUB_OFFLINE=1 /work/venv/bin/python Benchmarks/Embedding/reference.py MODEL_FOLDER OUT.json
        writes, for every line of texts.txt (escapes \\n \\t \\r \\\\ and \\u{HEX} decoded; an
        empty line is the empty text), the text, the token ids sentence-transformers feeds the
        model, and its vector (as JSON).
    HF_HUB_OFFLINE=1 /work/venv/bin/python Benchmarks/Embedding/reference.py MODEL_FOLDER --benchmark
        times one short sentence (median of 200) and 1,000 mixed sentences (texts.txt cycled, in
        sentence-transformers' batches of 32) on two threads, and prints peak memory.
    HF_HUB_OFFLINE=1 /work/venv/bin/python Benchmarks/Embedding/reference.py MODEL_FOLDER OUT.json --random N
        writes the same for N random texts (seed 1) of words, whitespace and characters from many
        scripts and blocks (controls, marks, CJK extensions, emoji, private use, tags), for a wider
        check of the tokenizer.
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


def random_texts(count):
    import random
    random.seed(1)
    blocks = [(0x20, 0x7F), (0x0, 0x20), (0x7F, 0xA0), (0xA0, 0x250), (0x300, 0x370), (0x370, 0x500), (0x590, 0x700),
              (0x900, 0x980), (0xE00, 0xE80), (0x1100, 0x1200), (0x2000, 0x2070), (0x2070, 0x2400), (0x3000, 0x3100),
              (0x3400, 0x3500), (0x4E00, 0x4F00), (0xAC00, 0xAD00), (0xF900, 0xFB00), (0xFE00, 0xFF00), (0xFF00, 0xFFF0),
              (0xFFF0, 0x10000), (0x1F300, 0x1F700), (0x20000, 0x20100), (0x2B800, 0x2B900), (0xE0000, 0xE0080),
              (0xE000, 0xE010), (0x1D400, 0x1D500)]
    words = ["hello", "world", "the", "Café", "naïve", "İstanbul", "ǅ", "ß", "ﬁ", "[SEP]", "[CLS]x", "[MASK]", "[UNK]",
             "[PAD]", "[sep]", "x" * 101, "a" * 99]
    texts = []
    for _ in range(count):
        parts = []
        for _ in range(random.randint(0, 12)):
            if random.random() < 0.3:
                parts.append(random.choice(words))
            else:
                low, high = random.choice(blocks)
                parts.append("".join(chr(random.randint(low, high - 1)) for _ in range(random.randint(1, 8))))
            parts.append(random.choice([" ", "", "\t", "\n", "\u3000", "-"]))
        texts.append("".join(c for c in "".join(parts) if not 0xD800 <= ord(c) < 0xE000))
    return texts


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
    all_texts = random_texts(int(sys.argv[4])) if len(sys.argv) > 4 and sys.argv[3] == "--random" else texts()
    ids = [model.tokenize([text])["input_ids"][0].tolist() for text in all_texts]
    vectors = model.encode(all_texts, batch_size=1 if len(all_texts) < 200 else 32, convert_to_numpy=True)
    with open(out, "w", encoding="utf-8") as file:
        json.dump({"max_seq_length": model.max_seq_length, "texts": all_texts, "token_ids": ids,
                   "vectors": [[round(float(x), 7) for x in vector] for vector in vectors]}, file, ensure_ascii=True)
    print(f"{len(all_texts)} texts written to {out}")


if __name__ == "__main__":
    main()
