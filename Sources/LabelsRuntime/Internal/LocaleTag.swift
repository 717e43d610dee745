import LabelsCore

/// A user's preferred language read as a locale of the catalog: normalised to the grammar of
/// ``LocaleIdentifier`` and shortened one subtag at a time.
enum LocaleTag {
  /// A preferred language as a lowercase tag the grammar accepts, or `nil`: `_` becomes `-`, and ICU
  /// keywords (`@calendar=...`), extensions and private use (`-u-...`, `-x-...`) are dropped.
  static func normalized(_ preferred: String) -> String? {
    let withoutKeywords = preferred.prefix { $0 != "@" }.replacingUnderscores().lowercased()
    let subtags = withoutKeywords.split(separator: "-", omittingEmptySubsequences: false)
    let kept = subtags.prefix { $0.count != 1 }.joined(separator: "-")
    return LocaleIdentifier.isValid(kept) ? kept : nil
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
}

extension Substring {
  fileprivate func replacingUnderscores() -> String {
    String(map { $0 == "_" ? "-" : $0 })
  }
}
