"""Hassil's side of the parity check and benchmark (run with a Python that has hassil installed).

  python hassil_side.py sample    --sentences FILE... [--lists FILE] --count N --seed S > sentences.jsonl
  python hassil_side.py recognize --sentences FILE... [--lists FILE] < sentences.jsonl > hassil.jsonl

`sample` draws sentences at random from the templates (alternatives, optionals, permutations,
list values, numbers in digits and in words, wildcard text) and writes one JSON line each:
{"text": ..., "context": {...}} -- context is filled for templates that require it.
`recognize` runs hassil's recognize_best (best_slot_name="name", as Home Assistant does) on every
line and writes {"text", "intent", "slots"} lines, then timing figures on standard error.
"""
import argparse
import json
import random
import sys
import time
from pathlib import Path

import yaml
from hassil import Intents, recognize_best
from hassil.expression import Alternative, ListReference, Permutation, RuleReference, Sequence, TextChunk
from hassil.intents import RangeSlotList, TextSlotList, WildcardSlotList, _parse_list
from hassil.numbers import get_rbnf_engine
from hassil.util import merge_dict

WILDCARD_TEXT = ["apples", "apples and bananas", "the white album", "new york", "pizza", "call mom",
                 "buy milk-shake", "taylor swift", "tea", "my keys"]


def load(paths, lists_path):
    merged = {}
    for path in paths:
        p = Path(path)
        files = sorted(p.glob("*.yaml")) + sorted(p.glob("*.json")) if p.is_dir() else [p]
        for f in files:
            with open(f, encoding="utf-8") as handle:
                merge_dict(merged, yaml.safe_load(handle))
    intents = Intents.from_dict(merged)
    extra = {}
    if lists_path:
        with open(lists_path, encoding="utf-8") as handle:
            data = yaml.safe_load(handle)
        for name, body in (data.get("lists") or data).items():
            extra[name] = _parse_list(name, body)
    return intents, extra


def sample_expression(exp, lists, rules, rng, engine, context):
    if isinstance(exp, TextChunk):
        return exp.text
    if isinstance(exp, Sequence) and not isinstance(exp, (Alternative, Permutation)):
        return "".join(sample_expression(i, lists, rules, rng, engine, context) for i in exp.items)
    if isinstance(exp, Alternative):
        return sample_expression(rng.choice(exp.items), lists, rules, rng, engine, context)
    if isinstance(exp, Permutation):
        items = list(exp.items)
        rng.shuffle(items)
        return "".join(sample_expression(i, lists, rules, rng, engine, context) for i in items)
    if isinstance(exp, RuleReference):
        return sample_expression(rules[exp.rule_name].expression, lists, rules, rng, engine, context)
    if isinstance(exp, ListReference):
        slot_list = lists.get(exp.list_name)
        if slot_list is None and exp.is_inline_range:
            start, stop, step = exp.get_inline_range()
            slot_list = RangeSlotList(name=None, start=start, stop=stop, step=step)
        if isinstance(slot_list, TextSlotList):
            candidates = slot_list.values
            required = context.get("__requires")
            if required:
                def fits(value):
                    for key, wanted in required.items():
                        if isinstance(wanted, dict):
                            wanted = wanted.get("value")
                        have = (value.context or {}).get(key)
                        if have is None or wanted is None:
                            continue
                        if isinstance(wanted, list) and have not in wanted:
                            return False
                        if not isinstance(wanted, list) and have != wanted:
                            return False
                    return True
                fitting = [v for v in candidates if fits(v)]
                candidates = fitting or candidates
            value = rng.choice(candidates)
            return sample_expression(value.text_in, lists, rules, rng, engine, context)
        if isinstance(slot_list, RangeSlotList):
            numbers = list(slot_list.get_numbers())
            number = rng.choice(numbers)
            if rng.random() < 0.5 or not slot_list.words:
                return str(number)
            return engine.format_number(number).text_by_ruleset["spellout-cardinal"]
        if isinstance(slot_list, WildcardSlotList):
            return rng.choice(WILDCARD_TEXT)
        raise ValueError(f"missing list {exp.list_name}")
    raise ValueError(exp)


def command_sample(args):
    intents, extra = load(args.sentences, args.lists)
    lists = {**intents.slot_lists, **extra}
    rng = random.Random(args.seed)
    engine = get_rbnf_engine("en")
    templates = []
    for intent in intents.intents.values():
        for data in intent.data:
            for sentence in data.sentences:
                templates.append((intent, data, sentence))
    out = []
    while len(out) < args.count:
        intent, data, sentence = rng.choice(templates)
        rules = {**intents.expansion_rules, **data.expansion_rules}
        local_lists = {**lists, **data.slot_lists}
        context = {"__requires": data.requires_context}
        text = " ".join(sample_expression(sentence.expression, local_lists, rules, rng, engine, context).split())
        line = {"text": text}
        if "area" in data.requires_context:
            line["context"] = {"area": {"value": "Kitchen", "text": "kitchen"}}
        out.append(line)
    for line in out:
        print(json.dumps(line))


def command_recognize(args):
    intents, extra = load(args.sentences, args.lists)
    lines = [json.loads(l) if l.startswith("{") else {"text": l.rstrip("\n")} for l in sys.stdin if l.strip()]
    timings = []
    for line in lines:
        context = line.get("context") or {}
        start = time.perf_counter()
        result = recognize_best(line["text"], intents, slot_lists=extra, intent_context=context, best_slot_name="name")
        timings.append(time.perf_counter() - start)
        slots = {}
        if result is not None:
            for entity in result.entities_list:
                if entity.name not in slots:
                    value = entity.value
                    if isinstance(value, dict):
                        value = value.get("value")
                    slots[entity.name] = value
        print(json.dumps({"text": line["text"], "intent": result.intent.name if result else None, "slots": slots}))
    timings.sort()
    total = sum(timings)
    n = len(timings)
    print(json.dumps({"peer": "hassil", "sentences": n, "total_s": total, "per_second": n / total if total else 0,
                      "p50_ms": timings[n // 2] * 1000, "p99_ms": timings[min(n - 1, int(n * 0.99))] * 1000}),
          file=sys.stderr)


def command_load(args):
    start = time.perf_counter()
    intents, extra = load(args.sentences, args.lists)
    # hassil parses templates lazily; touch every sentence so the figure is parse + load.
    count = sum(len(data.sentences) for intent in intents.intents.values() for data in intent.data)
    print(json.dumps({"peer": "hassil", "templates": count, "load_ms": (time.perf_counter() - start) * 1000}))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("command", choices=["sample", "recognize", "load"])
    parser.add_argument("--sentences", nargs="+", required=True)
    parser.add_argument("--lists")
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    {"sample": command_sample, "recognize": command_recognize, "load": command_load}[args.command](args)


if __name__ == "__main__":
    main()
