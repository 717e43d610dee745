import Foundation

/// Turns keys into readable Swift identifiers: ASCII camel case, keywords escaped, collisions numbered.
enum SwiftName {
  /// The most characters a name takes; see ``bounded(_:to:)``.
  static let maximumLength = 64

  /// `login_button` → `loginButton`, `URL_title` → `urlTitle`, `ERROR_CODE` → `errorCode`,
  /// `café` → `cafe`, `404` → `key404` (`LabelGroup` refuses a name starting with `_`, the storage of a
  /// property wrapper); a key without an ASCII letter or digit becomes `key`. At most
  /// ``maximumLength`` characters.
  static func lowerCamel(_ key: String) -> String {
    let words = self.words(key)
    guard let first = words.first else { return "key" }
    let head = lowercasedLead(first)
    let name = head + words.dropFirst().map(capitalized).joined()
    return bounded(name.first?.isNumber == true ? "key" + name : name, to: maximumLength)
  }

  /// `login_button` → `LoginButton`, `settings` → `Settings`; a name that would start with a digit
  /// starts with `Group`, and a key without an ASCII letter or digit becomes `Group`. At most
  /// ``maximumLength`` characters.
  static func upperCamel(_ key: String) -> String {
    let name = words(key).map(capitalized).joined()
    return bounded(name.first?.isLetter == true ? name : "Group" + name, to: maximumLength)
  }

  /// The most characters of a name made from a sentence; see ``sentenceStem(_:)``.
  static let maximumSentenceNameLength = 32

  /// The first words of a sentence key, as many as keep its name within
  /// ``maximumSentenceNameLength`` characters: `Keeps your home timeline up to date in real time.` →
  /// `Keeps your home timeline up`, named `keepsYourHomeTimelineUp`.
  static func sentenceStem(_ key: String) -> String {
    var kept: [String] = []
    var length = 0
    for word in words(key) {
      guard length + word.count <= maximumSentenceNameLength else { break }
      kept.append(word)
      length += word.count
    }
    return kept.isEmpty
      ? String(words(key).first?.prefix(maximumSentenceNameLength) ?? "") : kept.joined(separator: " ")
  }

  /// A generated name (ASCII) of at most `limit` characters: the name itself when it fits, else its
  /// start, `_` and eight hex digits of a hash of the whole name (64-bit FNV-1a, the same on every
  /// run and platform), so that long keys that start alike keep names apart and a file name never
  /// exceeds what a file system accepts.
  static func bounded(_ name: String, to limit: Int) -> String {
    guard name.utf8.count > limit else { return name }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    let digits = String(UInt32(truncatingIfNeeded: hash ^ hash >> 32), radix: 16)
    let suffix = "_" + String(repeating: "0", count: 8 - digits.count) + digits
    return String(decoding: name.utf8.prefix(limit - suffix.utf8.count), as: UTF8.self) + suffix
  }

  /// The name as a declaration writes it: in backticks when it is a keyword.
  static func declared(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// The name as an argument label at a call site, where only `inout` needs backticks.
  static func argumentLabel(_ name: String) -> String {
    name == "inout" ? "`inout`" : name
  }

  /// Unique names for `natural` names given in a fixed order: the first keeps its name, a later one
  /// gets the lowest suffix 2, 3, ... that no other name takes or wants; `reserved` names are never
  /// given. With `ignoringCase`, names that differ only in case collide (they name files).
  static func unique(_ natural: [String], reserved: Set<String>, ignoringCase: Bool) -> [String] {
    let fold: (String) -> String = { ignoringCase ? $0.lowercased() : $0 }
    let wanted = Set(natural.map(fold))
    var taken = Set(reserved.map(fold))
    return natural.map { name in
      var candidate = name
      var suffix = 2
      while taken.contains(fold(candidate)) || (candidate != name && wanted.contains(fold(candidate))) {
        candidate = name + String(suffix)
        suffix += 1
      }
      taken.insert(fold(candidate))
      return candidate
    }
  }

  /// Property names a struct cannot declare even in backticks, because they shadow `self` or `init`.
  static let reservedProperties: Set<String> = ["self", "init"]

  /// Type names that would shadow what the generated code uses, or that Swift does not allow.
  static let reservedTypes: Set<String> = [
    "Any", "AnyObject", "Array", "Codable", "CodingKey", "CodingKeys", "Decoder", "Encoder", "Equatable",
    "Error", "Int", "Labels", "LabelsCatalog", "LocaleLabels", "Never", "Optional", "Plural", "Protocol",
    "Self", "Sendable",
    "String", "Swift", "Type",
  ]

  /// The words of a key: runs of ASCII letters and digits, after removing accents.
  private static func words(_ key: String) -> [String] {
    var words: [String] = []
    var current = ""
    for scalar in key.decomposedScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        current.unicodeScalars.append(scalar)
      } else if scalar.properties.generalCategory != .nonspacingMark, !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    // A key written in capitals throughout (`ERROR_CODE`) reads as words, not acronyms.
    let letters = key.unicodeScalars.filter(\.properties.isAlphabetic)
    if !letters.isEmpty, letters.allSatisfy(\.properties.isUppercase) { return words.map { $0.lowercased() } }
    return words
  }

  /// `URLSession` → `urlSession`, `Login` → `login`, `URL` → `url`, `iOS` → `iOS`.
  private static func lowercasedLead(_ word: String) -> String {
    let characters = Array(word)
    let leadingUppercase = characters.prefix { $0.isUppercase }.count
    let lowered =
      leadingUppercase == characters.count || leadingUppercase <= 1 ? leadingUppercase : leadingUppercase - 1
    return characters.prefix(lowered).map { $0.lowercased() }.joined() + String(characters.dropFirst(lowered))
  }

  private static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  private static let keywords: Set<String> = [
    "Any", "Protocol", "Self", "Type", "as", "associatedtype", "await", "break", "case", "catch", "class",
    "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
    "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let",
    "nil", "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return",
    "self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
    "typealias", "var", "where", "while",
  ]
}

extension String {
  /// The scalars of the canonical decomposition (NFD): `é` as `e` and a combining accent.
  fileprivate var decomposedScalars: [Unicode.Scalar] {
    unicodeScalars.flatMap { scalar -> [Unicode.Scalar] in
      Array(String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars)
    }
  }
}
