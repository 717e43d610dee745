"""A plain recursive diff of two JSON documents, the baseline for 'LabelsParser diff'.

usage: python3 diff.py OLD NEW [--orjson]
Prints one line per removed, added or changed member, addressed by its JSON Pointer. With --orjson
the documents are read with orjson.loads instead of json.load: the same diff over the fastest reader.
"""

import json
import sys

if "--orjson" in sys.argv[3:]:
    import orjson

    load = lambda file: orjson.loads(file.read())
else:
    load = json.load


def pointer(path, key):
    return path + "/" + key.replace("~", "~0").replace("/", "~1")


def diff(old, new, path, changes):
    if isinstance(old, dict) and isinstance(new, dict):
        for key, value in old.items():
            if key not in new:
                changes.append(("removed", pointer(path, key)))
            else:
                diff(value, new[key], pointer(path, key), changes)
        for key in new:
            if key not in old:
                changes.append(("added", pointer(path, key)))
    elif old != new:
        changes.append(("changed", path, json.dumps(old, ensure_ascii=False), json.dumps(new, ensure_ascii=False)))


with open(sys.argv[1], "rb") as file:
    old = load(file)
with open(sys.argv[2], "rb") as file:
    new = load(file)
changes = []
diff(old, new, "", changes)
for change in changes:
    print(" ".join(change))
