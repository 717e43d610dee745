"""Python's export of the same catalog, timed in process: json.dumps(sort_keys=True, indent=2) per locale.

usage: python3 export.py FOLDER REPETITIONS
Reads every FOLDER/*.json, then times writing all of them and a manifest as canonical UTF-8 bytes.
Prints {"peakBytes": N, "seconds": [...]} like LabelsBench's own measuring child.
"""

import json
import os
import resource
import sys
import time

folder, repetitions = sys.argv[1], int(sys.argv[2])
documents = {}
for name in sorted(os.listdir(folder)):
    if name.endswith(".json"):
        with open(os.path.join(folder, name), "rb") as file:
            documents[name[:-5]] = json.load(file)


def count(value):
    if isinstance(value, dict):
        return sum(count(member) for member in value.values())
    return 1 if isinstance(value, str) else 0


def dump(value):
    return (json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True) + "\n").encode("utf-8")


seconds = []
for _ in range(repetitions + 1):
    start = time.perf_counter()
    files = {f"1.0.0/{locale}.json": dump(document) for locale, document in documents.items()}
    manifest = {
        "baseLocale": "en",
        "locales": {locale: {"labels": count(document)} for locale, document in documents.items()},
        "version": "1.0.0",
    }
    files["1.0.0/manifest.json"] = dump(manifest)
    seconds.append(time.perf_counter() - start)

peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
print(json.dumps({"peakBytes": peak, "seconds": seconds[1:]}))
