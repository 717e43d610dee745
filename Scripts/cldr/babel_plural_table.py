#!/usr/bin/env python3
"""Writes what Python's babel selects for every locale of our plural rules, for PluralRulesOracleTests.

babel carries its own copy of CLDR and its own implementation of the rules, so the table is an
independent answer to compare ours with. For each locale of Sources/LabelsCore/Plurals/CLDR/plurals.xml
(except root) the table has one line:

  <locale> <categories> <integers> <one digit> <two digits>

- categories: babel's categories for the locale, in CLDR's order, comma-separated (`one,few,many,other`);
- integers: the category of 0, 1, 2, ... 1000;
- one digit: of the decimals 0.0, 0.1, ... 100.0 (one visible fraction digit, so v = 1);
- two digits: of 0.00, 0.01, ... 10.00 (v = 2);

each a run-length list of category letters, `x3o1x997` for three `other`, one `one`, 997 `other`.
Letters: z zero, o one, t two, f few, m many, x other. A locale babel has no data for is `<locale> -`.

Then one line, in the same format with a `+` before the locale, for every language babel gives a form
beside `other` and our table lacks (a language babel has data for, without region or script, that
plurals.xml does not name): PluralRulesOracleTests names each with why ours has only `other`.

Run by Scripts/cldr/update-plurals.sh in its virtual environment (needs babel; writes
Tests/LabelsCoreTests/Fixtures/babel-plurals.txt).
"""

import decimal
import os
import sys
import xml.etree.ElementTree as ElementTree

import babel
from babel.core import Locale, UnknownLocaleError, get_cldr_version
from babel.localedata import locale_identifiers

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
PLURALS = "Sources/LabelsCore/Plurals/CLDR/plurals.xml"
TABLE = "Tests/LabelsCoreTests/Fixtures/babel-plurals.txt"
CATEGORIES = ["zero", "one", "two", "few", "many", "other"]
LETTERS = {"zero": "z", "one": "o", "two": "t", "few": "f", "many": "m", "other": "x"}
RANGES = [
    [str(number) for number in range(0, 1001)],
    [f"{number // 10}.{number % 10}" for number in range(0, 1001)],
    [f"{number // 100}.{number % 100:02d}" for number in range(0, 1001)],
]


def our_locales():
    tree = ElementTree.parse(os.path.join(ROOT, PLURALS))
    locales = [
        locale
        for plurals in tree.getroot().iter("plurals") if plurals.get("type") == "cardinal"
        for rules in plurals.iter("pluralRules") for locale in rules.get("locales").split()
    ]
    return sorted(locale for locale in locales if locale != "root")


def run_length(letters):
    runs, previous, count = [], None, 0
    for letter in letters:
        if letter == previous:
            count += 1
            continue
        if previous is not None:
            runs.append(f"{previous}{count}")
        previous, count = letter, 1
    runs.append(f"{previous}{count}")
    return "".join(runs)


def line(locale, marker=""):
    try:
        rule = Locale.parse(locale).plural_form
    except (UnknownLocaleError, ValueError):
        return f"{locale} -"
    categories = sorted(rule.tags | {"other"}, key=CATEGORIES.index)
    columns = [
        run_length(LETTERS[rule(decimal.Decimal(number))] for number in numbers) for numbers in RANGES
    ]
    return " ".join([marker + locale, ",".join(categories), *columns])


def languages_we_lack(ours):
    """The languages babel gives a form beside `other` that our plurals.xml does not name."""
    return [
        language
        for language in sorted(locale_identifiers())
        if "_" not in language and language != "root" and language not in ours
        and Locale.parse(language).plural_form.tags - {"other"}
    ]


def main():
    lines = [
        f"# babel {babel.__version__} (CLDR {get_cldr_version()}): plural categories of every locale of {PLURALS}",
        "# <locale> <categories> <0...1000> <0.0...100.0> <0.00...10.00>; runs of z zero, o one, t two, f few,",
        "# m many, x other; '-': babel has no data for the locale; '+<locale>': a language babel gives a form",
        "# beside other and our table lacks. Written by Scripts/cldr/babel_plural_table.py.",
    ]
    ours = our_locales()
    lines += [line(locale) for locale in ours]
    lines += [line(language, "+") for language in languages_we_lack(set(ours))]
    with open(os.path.join(ROOT, TABLE), "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    print(f"{TABLE}: {len(lines) - 4} locales, babel {babel.__version__} (CLDR {get_cldr_version()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
