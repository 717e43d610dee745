#!/usr/bin/env python3
"""Generates LabelsCore's CLDR cardinal plural rules and their test samples from the committed plurals.xml.

Reads Sources/LabelsCore/Plurals/CLDR/plurals.xml and VERSION and writes:
  Sources/LabelsCore/Plurals/PluralRules+CLDR.swift   the rules of every locale, as Swift switches
  Tests/LabelsCoreTests/PluralSamples+CLDR.swift      every @integer and @decimal sample, expanded
  Sources/LabelsSchema/Plural+Languages.swift         a Plural initialiser per locale taking exactly
                                                      the forms its rules need, and, deprecated, each
                                                      initialiser an earlier CLDR gave (CLDR/previous/)

The Swift is put through `swift format` with the repository's .swift-format, so it passes
`swift format lint --strict`.

  generate_plural_rules.py                  rewrite both files
  generate_plural_rules.py --output DIR     write them under DIR instead (same relative paths)
  generate_plural_rules.py --check          write nothing; exit 1 naming each file that is out of date

Python 3 standard library only.
"""

import argparse
import os
import re
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ElementTree

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
DATA = "Sources/LabelsCore/Plurals/CLDR"
PREVIOUS = "Sources/LabelsCore/Plurals/CLDR/previous"
RULES_FILE = "Sources/LabelsCore/Plurals/PluralRules+CLDR.swift"
SAMPLES_FILE = "Tests/LabelsCoreTests/PluralSamples+CLDR.swift"
LANGUAGES_FILE = "Sources/LabelsSchema/Plural+Languages.swift"
REGENERATE = "Scripts/cldr/generate_plural_rules.py"
CATEGORIES = ["zero", "one", "two", "few", "many", "other"]
OPERANDS = {"n", "i", "v", "w", "f", "t", "c", "e"}
SWIFT_KEYWORDS = {"as", "do", "in", "is", "if", "for", "let", "var", "case", "try"}
TOKEN = re.compile(r"\s*(!=|=|%|,|\.\.|and\b|or\b|[a-z]\b|\d+)")


class Relation:
    """`operand [% modulus] (=|!=) ranges`, with ranges as inclusive (low, high) pairs."""

    def __init__(self, operand, modulus, negated, ranges):
        self.operand = operand
        self.modulus = modulus
        self.negated = negated
        self.ranges = ranges


def tokenize(condition):
    tokens, position = [], 0
    condition = condition.strip()
    while position < len(condition):
        match = TOKEN.match(condition, position)
        if not match:
            raise ValueError(f"unexpected text in plural rule: {condition[position:]!r}")
        tokens.append(match.group(1))
        position = match.end()
    return tokens


def parse_condition(condition):
    """The condition as a list of and-chains (lists of Relation): true when any chain is all true."""
    tokens = tokenize(condition)
    if not tokens:
        return [[]]
    position = 0

    def take(expected=None):
        nonlocal position
        if position >= len(tokens):
            raise ValueError(f"plural rule ends early: {condition!r}")
        token = tokens[position]
        if expected is not None and token != expected:
            raise ValueError(f"expected {expected!r}, found {token!r} in {condition!r}")
        position += 1
        return token

    def peek():
        return tokens[position] if position < len(tokens) else None

    def relation():
        operand = take()
        if operand not in OPERANDS:
            raise ValueError(f"unknown operand {operand!r} in {condition!r}")
        modulus = None
        if peek() == "%":
            take()
            modulus = int(take())
        operator = take()
        if operator not in ("=", "!="):
            raise ValueError(f"unsupported operator {operator!r} in {condition!r}")
        ranges = []
        while True:
            low = int(take())
            high = low
            if peek() == "..":
                take()
                high = int(take())
            ranges.append((low, high))
            if peek() != ",":
                break
            take()
        return Relation("c" if operand == "e" else operand, modulus, operator == "!=", ranges)

    chains = [[relation()]]
    while position < len(tokens):
        word = take()
        if word == "and":
            chains[-1].append(relation())
        elif word == "or":
            chains.append([relation()])
        else:
            raise ValueError(f"expected 'and' or 'or', found {word!r} in {condition!r}")
    return chains


def holds_for_integer(chains, value):
    """Whether a parsed condition holds for a non-negative integer (i and n are the value, the rest 0)."""
    def relation_holds(relation):
        operand = value if relation.operand in ("n", "i") else 0
        if relation.modulus is not None:
            operand %= relation.modulus
        inside = any(low <= operand <= high for low, high in relation.ranges)
        return inside != relation.negated
    return any(all(relation_holds(relation) for relation in chain) for chain in chains)


def integer_category(rules, value):
    """The category a rule set selects for a non-negative integer."""
    for category, condition, _, _ in rules:
        if category == "other" or holds_for_integer(parse_condition(condition), value):
            return category
    return "other"


def only_integer(rules, category):
    """The one non-negative integer a category of a rule set selects, or None when it selects several
    (or none). A category selects finitely many integers when each of its and-chains that integers can
    satisfy bounds n or i by `=` without a modulus; those are enumerated, earlier categories first."""
    condition = next(rule[1] for rule in rules if rule[0] == category)
    if category == "other":
        return None
    bound = 0
    for chain in parse_condition(condition):
        if not all(holds_for_integer([[relation]], 0) for relation in chain if relation.operand not in ("n", "i")):
            continue  # a relation on v, w, f, t or c that no integer satisfies
        limits = [
            max(high for _, high in relation.ranges) for relation in chain
            if relation.operand in ("n", "i") and relation.modulus is None and not relation.negated]
        if not limits:
            return None
        bound = max(bound, min(limits))
    selected = [value for value in range(bound + 1) if integer_category(rules, value) == category]
    return selected[0] if len(selected) == 1 else None


def expand_samples(text):
    """The samples of a `@integer` or `@decimal` list, ranges such as `0.00~0.04` expanded, `…` left out."""
    samples = []
    for item in text.split(","):
        item = item.strip()
        if item in ("", "…", "..."):
            continue
        if "~" not in item:
            samples.append(item)
            continue
        start, end = item.split("~")
        if "c" in start or "e" in start or "c" in end or "e" in end:
            raise ValueError(f"cannot expand a sample range with an exponent: {item!r}")
        scale = len(start.split(".")[1]) if "." in start else 0
        if scale != (len(end.split(".")[1]) if "." in end else 0):
            raise ValueError(f"sample range ends differ in precision: {item!r}")
        for value in range(int(start.replace(".", "")), int(end.replace(".", "")) + 1):
            digits = str(value).rjust(scale + 1, "0")
            samples.append(digits[:-scale] + "." + digits[-scale:] if scale else digits)
    return samples


def read_plurals(path):
    """Rule sets in file order: (locales, [(category, condition text, integer samples, decimal samples)])."""
    tree = ElementTree.parse(path)
    rule_sets = []
    for plurals in tree.getroot().iter("plurals"):
        if plurals.get("type") != "cardinal":
            continue
        for element in plurals.iter("pluralRules"):
            locales = element.get("locales").split()
            rules = []
            for rule in element.iter("pluralRule"):
                category = rule.get("count")
                if category not in CATEGORIES:
                    raise ValueError(f"unknown plural category {category!r} for {locales}")
                text = rule.text or ""
                condition, _, samples = text.partition("@")
                integers, decimals = [], []
                for part in ("@" + samples).split("@")[1:] if samples else []:
                    kind, _, values = part.partition(" ")
                    if kind == "integer":
                        integers = expand_samples(values)
                    elif kind == "decimal":
                        decimals = expand_samples(values)
                    else:
                        raise ValueError(f"unknown sample kind @{kind} for {locales}")
                rules.append((category, condition.strip(), integers, decimals))
            rules.sort(key=lambda rule: CATEGORIES.index(rule[0]))
            if rules[-1][0] != "other" or rules[-1][1]:
                raise ValueError(f"the rules of {locales} do not end with an unconditional 'other'")
            rule_sets.append((locales, rules))
    return rule_sets


def case_name(locales):
    name = "root" if "root" in locales else locales[0]
    return f"`{name}`" if name in SWIFT_KEYWORDS else name


def membership(value, ranges):
    """Swift that is true when `value` lies in one of the ranges."""
    tests = [f"{value} == {low}" if low == high else f"({low}...{high}).contains({value})" for low, high in ranges]
    return tests[0] if len(tests) == 1 else "(" + " || ".join(tests) + ")"


def swift_relation(relation, integer, integral):
    """Swift tests, all true when a relation holds: on `operands` of type PluralOperands, or on the UInt `i` of an integer.

    For an integer v, w, f, t and c are 0 and n is i, so relations on them fold to True or False.
    n is i plus a fraction that is zero exactly when t is 0, so a relation on n (which only ever
    compares with integers) is the same relation on i when t is 0, and false (true for !=) otherwise.
    `integral` says that the chain already requires t to be 0.
    """
    operand = relation.operand
    if integer and operand not in ("n", "i"):
        value = 0 if relation.modulus is None else 0 % relation.modulus
        inside = any(low <= value <= high for low, high in relation.ranges)
        return inside != relation.negated
    name = "i" if integer else ("operands.i" if operand == "n" else f"operands.{operand}")
    value = name if relation.modulus is None else f"{name} % {relation.modulus}"
    single = len(relation.ranges) == 1 and relation.ranges[0][0] == relation.ranges[0][1]
    if relation.negated and single:
        test = f"{value} != {relation.ranges[0][0]}"
    elif relation.negated:
        test = "!" + membership(value, relation.ranges)
    else:
        test = membership(value, relation.ranges)
    if operand == "n" and not integer:
        if relation.negated:
            return [test] if integral else [f"(operands.t != 0 || {test})"]
        return ["operands.t == 0", test]
    return [test]


def swift_branches(chains, integer):
    """The and-chains of a condition as Swift conditions; [] when never true, [""] when always true."""
    branches = []
    for chain in chains:
        tests = []
        integral = any(relation.operand == "n" and not relation.negated for relation in chain)
        for relation in chain:
            test = swift_relation(relation, integer, integral)
            if test is False:
                break
            if test is not True:
                tests += [part for part in test if part not in tests]
        else:
            if not tests:
                return branches + [""]
            branches.append(" && ".join(tests))
    return branches


def swift_selection(rules, integer, indent):
    lines = []
    for category, condition, _, _ in rules:
        if category == "other":
            break
        for branch in swift_branches(parse_condition(condition), integer):
            if branch == "":
                lines.append(f"{indent}return .{category}")
                return lines
            lines.append(f"{indent}if {branch} {{ return .{category} }}")
    lines.append(f"{indent}return .other")
    return lines


def header(version):
    return [
        f"// Generated by {REGENERATE} from CLDR {version}'s plurals.xml",
        f"// ({DATA}/plurals.xml). Do not edit: run {REGENERATE}",
        "// to regenerate from the committed copy, or Scripts/cldr/update-plurals.sh to take a new CLDR.",
    ]


def rules_swift(rule_sets, version):
    lines = [
        *header(version),
        "",
        "extension PluralRules {",
        "  /// The version of CLDR whose plural rules these are.",
        f'  public static let cldrVersion = "{version}"',
        "",
        "  /// A set of cardinal rules CLDR gives to one or more locales, named after the first of them.",
        "  enum RuleSet: Sendable {",
    ]
    for locales, _ in rule_sets:
        lines += [f"    /// {line}" for line in textwrap.wrap(" ".join(locales), 100)]
        lines.append(f"    case {case_name(locales)}")
    lines += [
        "  }",
        "",
        "  /// Every CLDR locale by its lowercase name with `_` (`pt_pt`): its name as CLDR spells it and its rules.",
        "  static let cldrLocales: [String: (locale: String, ruleSet: RuleSet)] = [",
    ]
    entries = sorted(
        (locale.lower(), locale, case_name(locales)) for locales, _ in rule_sets for locale in locales
    )
    for key, locale, name in entries:
        lines.append(f'    "{key}": ("{locale}", .{name}),')
    lines += [
        "  ]",
        "",
        "  /// The categories a rule set selects, in CLDR order.",
        "  static func categories(of ruleSet: RuleSet) -> [PluralCategory] {",
        "    switch ruleSet {",
    ]
    for locales, rules in rule_sets:
        categories = ", ".join(f".{category}" for category, _, _, _ in rules)
        lines.append(f"    case .{case_name(locales)}: return [{categories}]")
    lines += [
        "    }",
        "  }",
        "",
        "  /// The category a rule set selects for an integer's magnitude `i` (v, w, f, t and c are 0).",
        "  static func category(of ruleSet: RuleSet, integer i: UInt) -> PluralCategory {",
        "    switch ruleSet {",
    ]
    for locales, rules in rule_sets:
        lines.append(f"    case .{case_name(locales)}:")
        lines += swift_selection(rules, True, "      ")
    lines += [
        "    }",
        "  }",
        "",
        "  /// The one whole number a rule set's category selects, for a category that selects exactly one",
        "  /// (`one` in English: 1, `two` in Arabic: 2); `nil` for one that selects several or none.",
        "  static func onlyInteger(of ruleSet: RuleSet, category: PluralCategory) -> Int? {",
        "    switch (ruleSet, category) {",
    ]
    by_number = {}
    for locales, rules in rule_sets:
        for category, _, _, _ in rules:
            number = only_integer(rules, category)
            if number is not None:
                by_number.setdefault(number, []).append(f"(.{case_name(locales)}, .{category})")
    for number in sorted(by_number):
        lines.append(f"    case {', '.join(by_number[number])}: return {number}")
    lines += [
        "    default: return nil",
        "    }",
        "  }",
        "",
        "  /// The first three numbers CLDR lists as samples of a rule set's category, whole numbers first.",
        "  static func samples(of ruleSet: RuleSet, category: PluralCategory) -> [String] {",
        "    switch (ruleSet, category) {",
    ]
    for locales, rules in rule_sets:
        for category, _, integers, decimals in rules:
            lines.append(f"    case (.{case_name(locales)}, .{category}): return {swift_strings((integers or decimals)[:3])}")
    lines += [
        "    default: return []",
        "    }",
        "  }",
        "",
        "  /// The category a rule set selects for any number's operands.",
        "  static func category(of ruleSet: RuleSet, operands: PluralOperands) -> PluralCategory {",
        "    switch ruleSet {",
    ]
    for locales, rules in rule_sets:
        lines.append(f"    case .{case_name(locales)}:")
        lines += swift_selection(rules, False, "      ")
    lines += ["    }", "  }", "}", ""]
    return "\n".join(lines)


def swift_strings(values):
    return "[" + ", ".join(f'"{value}"' for value in values) + "]"


def samples_swift(rule_sets, version):
    lines = [
        *header(version),
        "",
        "import LabelsCore",
        "",
        "extension PluralSamples {",
        f"  /// Every CLDR {version} rule set's locales and its @integer and @decimal samples, ranges expanded.",
        "  static let cldr: [PluralSamples] = [",
    ]
    for locales, rules in rule_sets:
        lines.append("    PluralSamples(")
        lines.append(f"      locales: {swift_strings(locales)},")
        for kind, index in (("integers", 2), ("decimals", 3)):
            present = [(category, rule[index]) for rule in rules for category in [rule[0]] if rule[index]]
            if not present:
                lines.append(f"      {kind}: [:]" + ("," if kind == "integers" else ""))
                continue
            lines.append(f"      {kind}: [")
            for category, values in present:
                lines.append(f"        .{category}: {swift_strings(values)},")
            lines.append("      ]" + ("," if kind == "integers" else ""))
        lines.append("    ),")
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


def swift_locale_name(locale):
    """`pt_PT` becomes `ptPT`, as Swift names are lowerCamelCase; keywords (`is`) are quoted."""
    name = "".join(locale.split("_"))
    return f"`{name}`" if name in SWIFT_KEYWORDS else name


def quoted_list(categories):
    quoted = [f"`{category}`" for category in categories]
    return ", ".join(quoted[:-1]) + " and " + quoted[-1] if len(quoted) > 1 else quoted[0]


def initialiser(locale, categories, forms, documentation, attribute=None):
    """Two functions: the locale's forms with `exact:`, and the forms alone, which passes them on with no
    exact form. Not one with a default `exact`, and the forms `consuming`: a default argument costs each
    call site a call to its generator, and a borrowed form a release after the call, which made a plural
    label's call cost as much to compile as a second text (docs/benchmarks.md, "What moved each figure"; "Plurals at 5,000 labels
    × 20 locales")."""
    parameters = ", ".join(f"{category}: consuming String" for category in categories)
    arguments = ", ".join(f"{category}: {category}" for category in categories)
    name = swift_locale_name(locale)
    exact_documentation = (
        f"The plural in {locale} of ``{name}({''.join(c + ':' for c in categories)})``, with exact-number "
        "forms such as `[0: \"…\"]`, which take the place of the category's form for their number.")
    attributes = [attribute] if attribute else []
    return [
        *(f"  /// {line}" for line in textwrap.wrap(documentation, 100)),
        *attributes,
        f"  public static func {name}({parameters}) -> Plural {{",
        f"    {name}({arguments}, exact: [:])",
        "  }",
        "",
        *(f"  /// {line}" for line in textwrap.wrap(exact_documentation, 100)),
        *attributes,
        f"  public static func {name}({parameters}, exact: [Int: String]) -> Plural {{",
        f"    Plural([{forms}], exact: exact, rules: .forLocale(\"{locale}\"))",
        "  }",
    ]


def retired_initialisers(rule_sets, version, previous):
    """A deprecated initialiser for each locale's forms as an earlier CLDR gave them, where the current
    CLDR gives other forms: a team's defaults written for the earlier CLDR keep compiling. A form the
    earlier rules lack is filled with the text of the form they selected for its first sample number
    (Maltese's new `two` takes the `few` text, which CLDR 41 showed for 2); a form the current rules
    lack is kept, and lint reports it as `plural-form-unexpected` (a warning)."""
    current = {locale: rules for locales, rules in rule_sets for locale in locales}
    emitted, initialisers = set(), []
    for old_version, old_sets in previous:
        for locales, old_rules in old_sets:
            old_categories = [rule[0] for rule in old_rules]
            for locale in locales:
                rules = current.get(locale)
                categories = [rule[0] for rule in rules] if rules else None
                if locale == "root" or categories == old_categories or (locale, tuple(old_categories)) in emitted:
                    continue
                emitted.add((locale, tuple(old_categories)))
                if rules is None:
                    advice = f"CLDR {version} has no rules for {locale}; use the initialiser of its language's current name"
                    forms = ", ".join(f".{category}: {category}" for category in old_categories)
                    filled = []
                else:
                    filled = []
                    entries = []
                    for category, _, integers, _ in rules:
                        if category in old_categories:
                            entries.append(f".{category}: {category}")
                            continue
                        sample = next((int(value) for value in integers if value.isdigit()), None)
                        source = "other" if sample is None else integer_category(old_rules, sample)
                        entries.append(f".{category}: {source}")
                        filled.append((category, source, sample))
                    entries += [f".{category}: {category}" for category in old_categories if category not in categories]
                    forms = ", ".join(copied_where_repeated(entries))
                    new_call = f".{swift_locale_name(locale)}({''.join(c + ':' for c in categories)})"
                    parts = [f"CLDR {version} gives {locale} {quoted_list(categories).replace('`', '')}: use {new_call}"]
                    for category, source, sample in filled:
                        number = f" for {sample}" if sample is not None else ""
                        parts.append(f"this fills {category} with the {source} text, which CLDR {old_version} selected{number}")
                    dropped = [category for category in old_categories if category not in categories]
                    if dropped:
                        parts.append(
                            f"{', '.join(dropped)} is kept for the apps installed with it (lint warns "
                            "plural-form-unexpected); leave it out from your next major version on")
                    advice = "; ".join(parts)
                documentation = (
                    f"A plural in {locale} as CLDR {old_version}'s rules gave it, with the forms "
                    f"{quoted_list(old_categories)}. Deprecated: {advice}.")
                initialisers.append(initialiser(
                    locale, old_categories, forms, documentation,
                    f'  @available(*, deprecated, message: "{advice}")'))
    return initialisers


def copied_where_repeated(entries):
    """Entries such as `.many: other`, with `copy` on each use of a parameter but its last: a `consuming`
    parameter is not copied implicitly."""
    sources = [entry.split(": ")[1] for entry in entries]
    return [
        f"{entry.split(': ')[0]}: copy {source}" if source in sources[index + 1:] else entry
        for index, (entry, source) in enumerate(zip(entries, sources))
    ]


def languages_swift(rule_sets, version, previous):
    """A `Plural` initialiser per CLDR locale, taking exactly the forms its rules have, so that a
    locale's defaults that leave one out do not compile; then the deprecated initialisers of earlier
    CLDR versions (``retired_initialisers``)."""
    lines = [
        *header(version),
        "",
        "extension Plural {",
    ]
    initialisers = []
    for locales, rules in rule_sets:
        categories = [rule[0] for rule in rules]
        for locale in locales:
            if locale == "root":
                continue
            names = (
                f"the forms {quoted_list(categories)}" if len(categories) > 1
                else f"only the form `{categories[0]}`")
            initialisers.append(initialiser(
                locale, categories, ", ".join(f".{category}: {category}" for category in categories),
                f"A plural in {locale}, whose CLDR rules need {names}. The plural keeps the locale's rules: "
                "`count(5)` formats in it."))
    initialisers += retired_initialisers(rule_sets, version, previous)
    for index, lines_of_initialiser in enumerate(initialisers):
        if index > 0:
            lines.append("")
        lines.extend(lines_of_initialiser)
    lines.append("}")
    return "\n".join(lines) + "\n"


def previous_rule_sets():
    """Each earlier CLDR's rule sets kept in CLDR/previous/plurals-<version>.xml, oldest first."""
    folder = os.path.join(ROOT, PREVIOUS)
    names = sorted(
        (name for name in os.listdir(folder) if re.fullmatch(r"plurals-\d+(\.\d+)*\.xml", name)),
        key=lambda name: [int(part) for part in name[len("plurals-"):-len(".xml")].split(".")],
    ) if os.path.isdir(folder) else []
    return [(name[len("plurals-"):-len(".xml")], read_plurals(os.path.join(folder, name))) for name in names]


def swift_format(source, relative_path):
    result = subprocess.run(
        ["swift", "format", "format", "--configuration", os.path.join(ROOT, ".swift-format"),
         "--assume-filename", relative_path, "-"],
        input=source.encode("utf-8"), capture_output=True, check=False)
    if result.returncode != 0:
        sys.exit(f"error: swift format failed on {relative_path}:\n{result.stderr.decode('utf-8', 'replace')}")
    return result.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", help="write the files under this folder instead of the repository")
    parser.add_argument("--check", action="store_true", help="fail when a committed file is out of date")
    arguments = parser.parse_args()

    with open(os.path.join(ROOT, DATA, "VERSION"), encoding="utf-8") as file:
        version = file.read().strip()
    rule_sets = read_plurals(os.path.join(ROOT, DATA, "plurals.xml"))
    generated = {
        RULES_FILE: swift_format(rules_swift(rule_sets, version), RULES_FILE),
        SAMPLES_FILE: swift_format(samples_swift(rule_sets, version), SAMPLES_FILE),
        LANGUAGES_FILE: swift_format(languages_swift(rule_sets, version, previous_rule_sets()), LANGUAGES_FILE),
    }
    stale = []
    for relative_path, contents in generated.items():
        path = os.path.join(arguments.output or ROOT, relative_path)
        if arguments.check:
            try:
                with open(path, "rb") as file:
                    current = file.read()
            except FileNotFoundError:
                current = None
            if current != contents:
                stale.append(relative_path)
            continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as file:
            file.write(contents)
    for relative_path in stale:
        print(f"error: {relative_path} is out of date; run {REGENERATE}", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
