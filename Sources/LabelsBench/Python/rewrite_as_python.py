"""Rewrites a JSON document as another tool writes it, for the bench's real-shaped rows.

usage: python3 rewrite_as_python.py FILE SEED
Reads FILE (a canonical document: keys sorted, texts as UTF-8) and writes it back in place as Python's
json.dump(indent=2) writes a document built by a program: each object's keys in an order of its own
(shuffled with SEED), and every character outside ASCII as a \\uXXXX escape (ensure_ascii, the
default). The content is the same; only the bytes differ from the canonical form.
"""

import json
import random
import sys

path, seed = sys.argv[1], int(sys.argv[2])
generator = random.Random(seed)


def shuffled(value):
    if isinstance(value, dict):
        keys = list(value)
        generator.shuffle(keys)
        return {key: shuffled(value[key]) for key in keys}
    return value


with open(path, encoding="utf-8") as file:
    document = shuffled(json.load(file))
with open(path, "w", encoding="ascii") as file:
    json.dump(document, file, indent=2)
    file.write("\n")
