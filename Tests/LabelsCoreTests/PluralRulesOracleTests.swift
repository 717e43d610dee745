import Foundation
import Testing

@testable import LabelsCore

/// Our plural rules against an independent implementation with its own copy of CLDR: Python's babel,
/// whose answers `Scripts/cldr/babel_plural_table.py` wrote into `Fixtures/babel-plurals.txt` (see its
/// header for the format). Every locale of ours is compared: its categories, and the category of every
/// integer 0...1000 and of every decimal 0.0...100.0 and 0.00...10.00; and every language babel gives
/// plural forms that ours lacks is named, with why.
@Suite struct PluralRulesOracleTests {
  static let table = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/babel-plurals.txt")

  /// The locales where babel answers differently, each with why. The table's babel (2.18.0) carries
  /// CLDR 47; ours is CLDR 48.
  static let differences: [String: String] = [
    "cv":
      "CLDR 48 gives Chuvash the forms zero, one and other; babel's CLDR 47 has no rules for it (only other)",
    "ie":
      "CLDR 48 gives Interlingue the forms one and other; babel's CLDR 47 has no rules for it (only other)",
    "kok": "CLDR 48 gives Konkani the forms one and other; babel's CLDR 47 has no rules for it (only other)",
    "kok_Latn": "CLDR 48 gives Konkani in Latin script the forms one and other; babel's CLDR 47 has none",
  ]

  /// The languages babel gives a form beside `other` and our table lacks (its `+` lines), each with why
  /// ours gives it `other` alone.
  static let lackedByUs: [String: String] = [
    "ht":
      "CLDR's plurals.xml has no rules for Haitian Creole, so CLDR and ICU (and Apple's formatter, which "
      + "is ICU) give it only other; babel's one (0, 1) and many come from its locale data inheriting "
      + "French through CLDR 47's parent locale of ht, fr_HT, which CLDR-18105 asks to remove: no plural "
      + "rule of CLDR names ht"
  ]

  /// The locales babel has no data for: CLDR gives them plural rules but no locale data, which is all
  /// babel imports.
  static let absentFromBabel: Set<String> = ["ars", "guw", "nah", "sgs", "sh", "smi"]

  static let letters: [Character: PluralCategory] = [
    "z": .zero, "o": .one, "t": .two, "f": .few, "m": .many, "x": .other,
  ]

  static let columns: [[String]] = [
    (0...1000).map { "\($0)" },
    (0...1000).map { "\($0 / 10).\($0 % 10)" },
    (0...1000).map { "\($0 / 100)." + ($0 % 100 < 10 ? "0" : "") + "\($0 % 100)" },
  ]

  @Test func everyLocaleSelectsAsBabelDoesOrTheDifferenceIsNamed() throws {
    let lines = try String(contentsOf: Self.table, encoding: .utf8).split(separator: "\n")
      .filter { !$0.hasPrefix("#") }
    var compared: Set<String> = []
    var absent: Set<String> = []
    var differing: [String: String] = [:]
    var lacked: Set<String> = []
    for line in lines {
      let fields = line.split(separator: " ").map(String.init)
      if fields[0].hasPrefix("+") {
        let language = String(fields[0].dropFirst())
        lacked.insert(language)
        #expect(
          PluralRules.forLocale(language).locale == "root", "\(language) is in our table: drop its + line")
        #expect(
          Self.lackedByUs[language] != nil,
          "babel gives \(language) the forms \(fields[1]); ours lack it, and no reason is named")
        continue
      }
      let locale = fields[0]
      compared.insert(locale)
      let rules = PluralRules.forLocale(locale)
      #expect(rules.locale == locale, "\(locale) has no rules of its own")
      if fields.count == 2, fields[1] == "-" {
        absent.insert(locale)
        continue
      }
      try #require(fields.count == 5, "malformed line: \(line)")
      var found: [String] = []
      let categories = rules.categories.map(\.rawValue).joined(separator: ",")
      if categories != fields[1] { found.append("categories \(categories), babel \(fields[1])") }
      for (numbers, runs) in zip(Self.columns, fields[2...]) {
        let theirs = try Self.decode(runs)
        try #require(theirs.count == numbers.count, "\(locale): \(theirs.count) categories in \(runs)")
        for (number, category) in zip(numbers, theirs) {
          let ours = rules.category(for: try #require(PluralOperands(number)))
          if ours != category {
            found.append("\(number): \(ours.rawValue), babel \(category.rawValue)")
            break
          }
        }
      }
      if !found.isEmpty { differing[locale] = found.joined(separator: "; ") }
    }
    let ours = Set(PluralRules.cldrLocales.values.map(\.locale)).subtracting(["root"])
    #expect(compared == ours)
    #expect(absent == Self.absentFromBabel)
    #expect(lacked == Set(Self.lackedByUs.keys), "a language named as lacked is no longer in babel's table")
    for (locale, difference) in differing.sorted(by: { $0.key < $1.key })
    where Self.differences[locale] == nil {
      Issue.record("\(locale) selects differently from babel, and no reason is named: \(difference)")
    }
    #expect(Set(differing.keys) == Set(Self.differences.keys), "a named difference is gone: drop it")
  }

  /// `x3o1` → other, other, other, one.
  static func decode(_ runs: String) throws -> [PluralCategory] {
    var categories: [PluralCategory] = []
    var rest = Substring(runs)
    while let letter = rest.first {
      let category = try #require(letters[letter], "unknown letter \(letter) in \(runs)")
      rest = rest.dropFirst()
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      rest = rest.dropFirst(digits.count)
      categories += Array(repeating: category, count: try #require(Int(digits), "no count in \(runs)"))
    }
    return categories
  }
}
