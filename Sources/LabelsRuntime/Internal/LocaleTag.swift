/// BCP 47 tags as the tool accepts them: a 2-3 letter language, an optional 4-letter script, an optional
/// region (2 letters or 3 digits) and optional variants (5-8 alphanumerics, or a digit and 3
/// alphanumerics). The same grammar as LabelsKit's `LocaleIdentifier`, which the runtime cannot import.
enum LocaleTag {
  /// Whether `tag` is such a tag, exactly as written (`-` only).
  static func isValid(_ tag: String) -> Bool {
    var subtags = tag.split(separator: "-", omittingEmptySubsequences: false)[...]
    guard let language = subtags.popFirst(), (2...3).contains(language.count), isLetters(language) else {
      return false
    }
    if let script = subtags.first, script.count == 4, isLetters(script) { subtags.removeFirst() }
    if let region = subtags.first,
      (region.count == 2 && isLetters(region)) || (region.count == 3 && region.allSatisfy(isDigit))
    {
      subtags.removeFirst()
    }
    return subtags.allSatisfy { variant in
      variant.allSatisfy { isDigit($0) || isLetter($0) }
        && ((5...8).contains(variant.count) || (variant.count == 4 && variant.first.map(isDigit) == true))
    }
  }

  /// A preferred language as a lowercase tag the grammar accepts, or `nil`: `_` becomes `-`, and ICU
  /// keywords (`@calendar=...`), extensions and private use (`-u-...`, `-x-...`) are dropped.
  static func normalized(_ preferred: String) -> String? {
    let withoutKeywords = preferred.prefix { $0 != "@" }.replacingUnderscores().lowercased()
    let subtags = withoutKeywords.split(separator: "-", omittingEmptySubsequences: false)
    let kept = subtags.prefix { $0.count != 1 }.joined(separator: "-")
    return isValid(kept) ? kept : nil
  }

  /// The tag and each shorter tag, by RFC 4647 lookup: `zh-hant-tw`, `zh-hant`, `zh`.
  static func fallbackChain(_ tag: String) -> [String] {
    var subtags = tag.split(separator: "-")
    var chain: [String] = []
    while !subtags.isEmpty {
      chain.append(subtags.joined(separator: "-"))
      subtags.removeLast()
    }
    return chain
  }

  private static func isLetters(_ text: Substring) -> Bool { text.allSatisfy(isLetter) }
  private static func isLetter(_ character: Character) -> Bool { character.isASCII && character.isLetter }
  private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
}

extension Substring {
  fileprivate func replacingUnderscores() -> String {
    String(map { $0 == "_" ? "-" : $0 })
  }
}
