"""Compares two `hark recognize`-style JSON-lines files (intent and slots per sentence).

  python compare.py expected.jsonl actual.jsonl [--show N]

Numbers compare by value (hassil gives 50.0 for digits, 50 for words). Exits 1 on any difference.
"""
import json
import sys


def norm(value):
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str):
        return value.strip()
    return value


UNITS = {w: n for n, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
                                     "fifteen sixteen seventeen eighteen nineteen".split())}
TENS = {w: 10 * n for n, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), start=2)}
SCALES = {"hundred": 100, "thousand": 1000, "million": 1000000}
NUMBER_WORDS = {**UNITS, **TENS, **SCALES}


def spoken_number(words):
    """The value of number words in English ("seven thousand three hundred" is 7300), or None."""
    total, current = 0, 0
    for word in words:
        if word in UNITS or word in TENS:
            current += NUMBER_WORDS[word]
        elif word == "hundred":
            current = max(current, 1) * 100
        elif word in SCALES:
            total += max(current, 1) * SCALES[word]
            current = 0
        else:
            return None
    return total + current if words else None


def glued_number(words, values):
    """The case Docs/phrases.md documents: number words whose last word is glued to the next word
    ("seven thousand three hundredkelvin"), spelling exactly a number that hassil read into a slot.
    Words that merely start like a number ("tennis", "fourth", "often") spell no such value."""
    words = [w.strip(".,!?;:'\"") for w in words]
    # Values the sentence spells with plain number words: hassil may have read the slot there.
    plain, run = set(), []
    for word in words + [""]:
        if word in NUMBER_WORDS:
            run.append(word)
        elif run:
            plain.add(spoken_number(run))
            run = []
    for index, word in enumerate(words):
        for number in NUMBER_WORDS:
            rest = word[len(number):]
            if not (word.startswith(number) and rest.isalpha()) or word in NUMBER_WORDS \
                    or rest in ("th", "st", "nd", "rd", "s", "es", "ty", "teen"):
                continue
            start = index
            while start > 0 and words[start - 1] in NUMBER_WORDS:
                start -= 1
            value = spoken_number(words[start:index] + [number])
            if value is not None and float(value) in values and value not in plain:
                return True
    return False


def known_difference(x, y, xs, ys):
    """Differences that Docs/phrases.md documents, with the reason."""
    if x.get("intent") == y.get("intent") and xs.keys() == ys.keys():
        changed = [k for k in xs if xs[k] != ys[k]]
        if changed and all(isinstance(xs[k], float) and isinstance(ys[k], float) and xs[k] == -ys[k] for k in changed):
            return "hassil ignores a range's multiplier for numbers said in words (Hark applies it)"
    if y.get("intent") is None and x.get("intent") is not None \
            and glued_number(x["text"].lower().split(), {v for v in xs.values() if isinstance(v, float)}):
        return "number words glued to the next word (\"hundredk\") are one word to Hark"
    return None


def main():
    expected_path, actual_path = sys.argv[1], sys.argv[2]
    show = int(sys.argv[sys.argv.index("--show") + 1]) if "--show" in sys.argv else 20
    with open(expected_path) as e, open(actual_path) as a:
        expected = [json.loads(l) for l in e if l.strip()]
        actual = [json.loads(l) for l in a if l.strip()]
    if len(expected) != len(actual):
        print(f"line counts differ: {len(expected)} vs {len(actual)}")
        sys.exit(1)
    same = 0
    explained = {}
    differences = []
    for x, y in zip(expected, actual):
        xs = {k: norm(v) for k, v in (x.get("slots") or {}).items()}
        ys = {k: norm(v) for k, v in (y.get("slots") or {}).items()}
        if x.get("intent") == y.get("intent") and xs == ys:
            same += 1
        elif reason := known_difference(x, y, xs, ys):
            explained[reason] = explained.get(reason, 0) + 1
        else:
            differences.append((x, y))
    total = len(expected)
    print(f"{same} of {total} sentences agree ({100.0 * same / total:.2f}%); "
          f"{sum(explained.values())} differ for documented reasons; {len(differences)} differ otherwise")
    for reason, count in sorted(explained.items()):
        print(f"  {count}: {reason}")
    for x, y in differences[:show]:
        print(f"- {x['text']!r}\n    expected: {x.get('intent')} {x.get('slots')}\n    actual:   {y.get('intent')} {y.get('slots')}")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
