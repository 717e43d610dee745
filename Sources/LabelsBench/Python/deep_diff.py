"""DeepDiff on two JSON documents, the second baseline for 'LabelsParser diff' (needs 'pip install deepdiff').

usage: python3 deep_diff.py OLD NEW
"""

import json
import sys

from deepdiff import DeepDiff

with open(sys.argv[1], "rb") as file:
    old = json.load(file)
with open(sys.argv[2], "rb") as file:
    new = json.load(file)
print(DeepDiff(old, new))
