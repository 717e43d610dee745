"""The orjson baseline for 'LabelsParser format': read a JSON document and print it with sorted keys.

usage: python3 format_orjson.py FILE
orjson.loads, then orjson.dumps with 2-space indentation and sorted keys, to stdout.
"""

import sys

import orjson

with open(sys.argv[1], "rb") as file:
    value = orjson.loads(file.read())
sys.stdout.buffer.write(orjson.dumps(value, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS) + b"\n")
