#!/usr/bin/env python3
"""Differential test of the strict JSON reader against Python's json module (`make differential`).

Generates N inputs (random documents, and byte-level mutations of them and of the JSON fixtures),
runs `LabelsParser format -` on each and compares with Python's `json`, made as strict as the tool
promises to be: UTF-8 only, no byte order mark, no NaN or Infinity, no unpaired surrogate, no
duplicate key (keys compared as Swift compares strings, by canonical equivalence), at most 128 levels.
Both must accept or both refuse; when both accept, the tool's canonical output must read back, in
Python, as the same value. Exits 1 on the first disagreement, printing the input; `--seed` repeats
a run. Standard library only.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import unicodedata

MAX_DEPTH = 128


class Refused(Exception):
    pass


def pairs_without_duplicates(pairs):
    seen = set()
    for key, _ in pairs:
        folded = unicodedata.normalize("NFD", key)
        if folded in seen:
            raise Refused("duplicate key")
        seen.add(folded)
    return dict(pairs)


def refuse_constant(name):
    raise Refused(name)


def check_value(value, depth=1):
    if depth > MAX_DEPTH:
        raise Refused("too deep")
    if isinstance(value, str):
        check_string(value)
    elif isinstance(value, list):
        for item in value:
            check_value(item, depth + 1)
    elif isinstance(value, dict):
        for key, item in value.items():
            check_string(key)
            check_value(item, depth + 1)


def check_string(text):
    if any(0xD800 <= ord(c) <= 0xDFFF for c in text):
        raise Refused("unpaired surrogate")


def python_reads(data):
    if data.startswith(b"\xef\xbb\xbf"):
        return False, None
    try:
        text = data.decode("utf-8", errors="strict")
        value = json.loads(text, object_pairs_hook=pairs_without_duplicates, parse_constant=refuse_constant)
        check_value(value)
        return True, value
    except (Refused, ValueError, RecursionError, UnicodeDecodeError):
        return False, None


def random_string(rng):
    pieces = []
    for _ in range(rng.randint(0, 6)):
        kind = rng.randint(0, 9)
        if kind < 4:
            pieces.append(rng.choice(["a", "Корзина", "é", "e\u0301", "%@", "{name}", " ", "日本"]))
        elif kind < 6:
            pieces.append(rng.choice(['\\"', "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t"]))
        elif kind < 8:
            pieces.append("\\u%04x" % rng.choice([0, 0x1F, 0x41, 0x7F, 0xE9, 0x2028, 0xFFFF, 0xD83D, 0xDE00]))
        else:
            pieces.append(chr(rng.choice([0x01, 0x0A, 0x7F, 0x80, 0xA0, 0x1F600])))
    return '"' + "".join(pieces) + '"'


def random_number(rng):
    return rng.choice(
        ["0", "-0", "1", "-1", "01", "1.", ".5", "1.5", "1e5", "1E+5", "1e-5", "-1.25e10", "1e400",
         "123456789012345678901234567890", "0.1", "1e", "--1", "+1", "0x10", "1.0e+0", str(rng.random())])


def random_value(rng, depth):
    kind = rng.randint(0, 9 if depth < 6 else 5)
    if kind == 0:
        return rng.choice(["null", "true", "false", "nul", "True"])
    if kind <= 2:
        return random_number(rng)
    if kind <= 5:
        return random_string(rng)
    if kind <= 7:
        return "[" + ",".join(random_value(rng, depth + 1) for _ in range(rng.randint(0, 4))) + "]"
    members = []
    for _ in range(rng.randint(0, 4)):
        key = random_string(rng) if rng.random() < 0.3 else '"%s"' % rng.choice(["a", "b", "a", "é", "e\u0301"])
        members.append(key + rng.choice([":", " : ", ":\n"]) + random_value(rng, depth + 1))
    return "{" + rng.choice([",", ", ", ",\n"]).join(members) + "}"


def mutate(rng, data):
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        kind = rng.randint(0, 3)
        position = rng.randint(0, len(data))
        if kind == 0 and data:
            del data[min(position, len(data) - 1)]
        elif kind == 1:
            data[position:position] = bytes([rng.choice(b'{}[]",:\\ 0-e.\t\n\x00\xff\xc3\xa9\xef\xbb\xbf')])
        elif kind == 2 and data:
            data[min(position, len(data) - 1)] = rng.randint(0, 255)
        else:
            data[position:position] = b"[" * rng.choice([1, 127, 128, 129])
    return bytes(data)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tool")
    parser.add_argument("--count", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--fixtures", default="Tests/LabelsKitTests/Fixtures/json")
    arguments = parser.parse_args()
    seed = arguments.seed if arguments.seed is not None else random.SystemRandom().randint(0, 2**32)
    rng = random.Random(seed)
    fixtures = []
    for name in sorted(os.listdir(arguments.fixtures)):
        with open(os.path.join(arguments.fixtures, name), "rb") as file:
            fixtures.append(file.read(65536))
    agreed = {True: 0, False: 0}
    for index in range(arguments.count):
        choice = rng.random()
        if choice < 0.4:
            data = random_value(rng, 0).encode("utf-8", "surrogatepass")
        elif choice < 0.8:
            data = mutate(rng, random_value(rng, 0).encode("utf-8", "surrogatepass"))
        else:
            data = mutate(rng, rng.choice(fixtures))
        expected, value = python_reads(data)
        run = subprocess.run([arguments.tool, "format", "-"], input=data, capture_output=True)
        accepted = run.returncode == 0
        if accepted != expected or (not accepted and run.returncode != 65):
            print("disagreement (seed %d, input %d): python %s, LabelsParser exit %d: %s"
                  % (seed, index, "accepts" if expected else "refuses", run.returncode,
                     run.stderr.decode("utf-8", "replace").strip()[:300]))
            print("input: %r" % data[:2000])
            return 1
        if accepted:
            reread = json.loads(run.stdout.decode("utf-8"), object_pairs_hook=pairs_without_duplicates)
            if reread != value and not (value != value):
                print("different value (seed %d, input %d): %r -> %r" % (seed, index, data[:2000], run.stdout[:2000]))
                return 1
        agreed[accepted] += 1
    print("json differential: %d inputs, %d accepted and %d refused by both (seed %d)"
          % (arguments.count, agreed[True], agreed[False], seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
