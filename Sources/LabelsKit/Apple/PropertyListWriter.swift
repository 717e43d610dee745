import LabelsCore

/// Prints an XML property list whose root dictionary maps each locale to its labels document.
///
/// Objects become `<dict>` (keys sorted by Unicode scalar value), arrays `<array>`, strings `<string>`,
/// integers `<integer>`, other numbers `<real>` (with their original text), booleans `<true/>` and
/// `<false/>`. Text escapes `&`, `<` and `>`, and a carriage return as `&#13;` so that XML line-end
/// handling cannot turn it into a newline. Tabs indent, as Xcode writes property lists.
package enum PropertyListWriter {
  /// The bytes of the property list of `documents`, ending in a newline.
  /// - Throws: ``EmitError/notPropertyListValue(locale:pointer:reason:)`` for `null` or for text with a
  ///   control character other than tab, newline and carriage return, which XML 1.0 cannot hold.
  package static func bytes(_ documents: [LocaleIdentifier: JSONValue]) throws(EmitError) -> [UInt8] {
    var output = header
    let root = JSONValue.object(
      Dictionary(uniqueKeysWithValues: documents.map { ($0.key.rawValue, $0.value) }))
    try write(root, depth: 0, locale: nil, pointer: "", into: &output)
    output.append(contentsOf: "</plist>\n".utf8)
    return output
  }

  /// The XML declaration, the property list DTD and `<plist>`, each on its own line.
  static let header = Array(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """.utf8)

  /// A boolean as `<true/>` or `<false/>`, a number as `<integer>` or `<real>` with its original text.
  private static func propertyListScalar(_ value: JSONValue) -> String {
    guard case .number(let text) = value else { return value == .bool(true) ? "<true/>" : "<false/>" }
    let tag = text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "-") } ? "integer" : "real"
    return "<\(tag)>\(text)</\(tag)>"
  }

  private static func write(
    _ value: JSONValue, depth: Int, locale: String?, pointer: String, into output: inout [UInt8]
  ) throws(EmitError) {
    output.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: depth))
    switch value.labelNode {
    case .absent:
      throw .notPropertyListValue(
        locale: locale ?? "", pointer: pointer, reason: "is null, which a property list cannot hold")
    case .value(let scalar):
      output.append(contentsOf: propertyListScalar(scalar).utf8)
    case .text(let text):
      output.append(contentsOf: "<string>".utf8)
      try writeText(text, locale: locale, pointer: pointer, into: &output)
      output.append(contentsOf: "</string>".utf8)
    case .list(let list):
      try container("array", isEmpty: list.items.isEmpty, depth: depth, into: &output) {
        output throws(EmitError) in
        for (index, element) in list.items.enumerated() {
          try write(element, depth: depth + 1, locale: locale, pointer: pointer + "/\(index)", into: &output)
        }
      }
    case .plural(let plural):
      // A plural label is written as the object it is: `@plural` and its forms.
      try dictionary(
        [PluralLabel.marker: .object(plural.members)], depth: depth, locale: locale, pointer: pointer,
        into: &output)
    case .pluralText(let label):
      try dictionary(
        [
          PluralTextLabel.formatMarker: label.format,
          PluralTextLabel.variablesMarker: .object(label.variables),
        ],
        depth: depth, locale: locale, pointer: pointer, into: &output)
    case .group(let members):
      try dictionary(members, depth: depth, locale: locale, pointer: pointer, into: &output)
    }
    output.append(UInt8(ascii: "\n"))
  }

  /// Writes an object's members as a `<dict>`, keys sorted.
  private static func dictionary(
    _ members: [String: JSONValue], depth: Int, locale: String?, pointer: String, into output: inout [UInt8]
  ) throws(EmitError) {
    try container("dict", isEmpty: members.isEmpty, depth: depth, into: &output) {
      output throws(EmitError) in
      for (key, member) in members.sorted(by: { CanonicalJSONWriter.keyPrecedes($0.key, $1.key) }) {
        // The root's keys are the locales; below them, pointers start within each locale's document.
        let memberLocale = locale ?? key
        let memberPointer = locale == nil ? "" : pointer + "/" + JSONPointer.escape(key)
        output.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: depth + 1))
        output.append(contentsOf: "<key>".utf8)
        try writeText(key, locale: memberLocale, pointer: memberPointer, into: &output)
        output.append(contentsOf: "</key>\n".utf8)
        try write(member, depth: depth + 1, locale: memberLocale, pointer: memberPointer, into: &output)
      }
    }
  }

  /// `<tag/>` when empty, else `<tag>`, the members `body` writes, and `</tag>` at `depth`.
  private static func container(
    _ tag: String, isEmpty: Bool, depth: Int, into output: inout [UInt8],
    body: (inout [UInt8]) throws(EmitError) -> Void
  ) throws(EmitError) {
    guard !isEmpty else {
      output.append(contentsOf: "<\(tag)/>".utf8)
      return
    }
    output.append(contentsOf: "<\(tag)>\n".utf8)
    try body(&output)
    output.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: depth))
    output.append(contentsOf: "</\(tag)>".utf8)
  }

  /// Appends `text` escaped for XML; ``StringsDictWriter`` writes its text the same way.
  /// - Throws: ``EmitError/notPropertyListValue(locale:pointer:reason:)`` for a character XML 1.0
  ///   cannot hold.
  static func writeText(_ text: String, locale: String?, pointer: String, into output: inout [UInt8])
    throws(EmitError)
  {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output.append(contentsOf: "&amp;".utf8)
      case "<": output.append(contentsOf: "&lt;".utf8)
      case ">": output.append(contentsOf: "&gt;".utf8)
      case "\r": output.append(contentsOf: "&#13;".utf8)
      case "\t", "\n": output.append(UInt8(scalar.value))
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}":
        throw .notPropertyListValue(
          locale: locale ?? "", pointer: pointer,
          reason:
            "holds the character U+\(scalar.value.fourHexDigits), which an XML property list cannot hold")
      default: output.append(contentsOf: String(scalar).utf8)
      }
    }
  }
}
