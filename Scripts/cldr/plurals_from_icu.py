#!/usr/bin/env python3
"""Writes CLDR's cardinal plural rules, as ICU compiled them, in the layout of CLDR's plurals.xml.

ICU's data holds CLDR's `common/supplemental/plurals.xml` as the resource bundle `plurals`: each
locale's rule set, and each rule set's rules with their @integer and @decimal samples, as CLDR writes
them. ICU's root bundle names the CLDR version its data comes from. This script reads both through
PyICU (the `icukit-pyicu` wheel, which bundles ICU) and writes, into the folder given:

  plurals.xml   every cardinal rule set, with its locales, in CLDR's element layout
  VERSION       the CLDR version (ICU's root `Version`)

Scripts/cldr/update-plurals.sh installs the wheel in a virtual environment and runs this script.
"""

import argparse
import os
import sys
from xml.sax.saxutils import escape

import icu

CATEGORIES = ["zero", "one", "two", "few", "many", "other"]


def rule_sets():
    """(locales, [(category, rule text)]) per ICU rule set, locales sorted, rules in CLDR's order."""
    bundle = icu.ResourceBundle("ICUDATA", icu.Locale("plurals"))
    locales = bundle.get("locales")
    rules = bundle.get("rules")
    by_set = {}
    for index in range(locales.getSize()):
        entry = locales.get(index)
        by_set.setdefault(entry.getString(), []).append(entry.getKey())
    sets = []
    for name, members in by_set.items():
        table = rules.get(name)
        entries = [(table.get(i).getKey(), table.get(i).getString()) for i in range(table.getSize())]
        unknown = [category for category, _ in entries if category not in CATEGORIES]
        if unknown:
            sys.exit(f"error: rule set {name} has categories CLDR does not define: {unknown}")
        entries.sort(key=lambda entry: CATEGORIES.index(entry[0]))
        sets.append((sorted(members), entries))
    # CLDR's order: by number of categories, then by the categories, then by first locale.
    sets.sort(key=lambda item: (
        len(item[1]), [CATEGORIES.index(category) for category, _ in item[1]], item[0][0] != "root", item[0]))
    return sets


def plurals_xml(sets, version):
    lines = [
        '<?xml version="1.0" encoding="UTF-8" ?>',
        "<!--",
        f"CLDR {version} cardinal plural rules (common/supplemental/plurals.xml), as ICU {icu.ICU_VERSION}",
        "compiles them into its resource bundle `plurals`, written back in CLDR's layout by",
        "Scripts/cldr/plurals_from_icu.py. Copyright © 1991-2025 Unicode, Inc.; see LICENSE beside this file.",
        "CLDR data files are interpreted according to the LDML specification (https://unicode.org/reports/tr35/).",
        "-->",
        "<supplementalData>",
        f'    <version number="{version}"/>',
        '    <plurals type="cardinal">',
    ]
    previous = None
    for locales, entries in sets:
        categories = [category for category, _ in entries]
        if categories != previous:
            lines += ["", f"        <!-- {len(categories)}: {','.join(categories)} -->", ""]
            previous = categories
        lines.append(f'        <pluralRules locales="{" ".join(locales)}">')
        for category, text in entries:
            lines.append(f'            <pluralRule count="{category}">{escape(text)}</pluralRule>')
        lines.append("        </pluralRules>")
    lines += ["    </plurals>", "</supplementalData>", ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", help="where to write plurals.xml and VERSION")
    arguments = parser.parse_args()
    version = icu.ResourceBundle("ICUDATA", icu.Locale("root")).get("Version").getString()
    if not version.split(".")[0].isdigit():
        sys.exit(f"error: ICU's root bundle names no CLDR version ({version!r})")
    sets = rule_sets()
    with open(os.path.join(arguments.folder, "plurals.xml"), "w", encoding="utf-8") as file:
        file.write(plurals_xml(sets, version))
    with open(os.path.join(arguments.folder, "VERSION"), "w", encoding="utf-8") as file:
        file.write(version + "\n")
    print(f"CLDR {version} plural rules of {sum(len(l) for l, _ in sets)} locales from ICU {icu.ICU_VERSION}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
