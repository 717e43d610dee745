/// Writes XLIFF 1.2 as Xcode's Export Localizations and translation services exchange it: one `<file>`
/// per locale, a `<trans-unit>` per text with `xml:space="preserve"`, its `<source>`, its `<target>`
/// with a `state`, and its `<note>`s.
package enum XLIFFWriter {
  /// The document's bytes, UTF-8, ending in a newline.
  /// - Throws: ``XLIFFError/unwritable(id:scalar:)`` for a text XML cannot carry.
  package static func bytes(_ files: [XLIFFFile], toolVersion: String) throws(XLIFFError) -> [UInt8] {
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">

      """
    for file in files {
      xml += "  <file original=\"\(try escaped(file.original, id: "original"))\""
      xml += " source-language=\"\(try escaped(file.sourceLanguage, id: "source-language"))\""
      if let target = file.targetLanguage {
        xml += " target-language=\"\(try escaped(target, id: "target-language"))\""
      }
      xml += " datatype=\"plaintext\">\n"
      xml += "    <header>\n"
      xml += "      <tool tool-id=\"labels\" tool-name=\"LabelsParser\""
      xml += " tool-version=\"\(try escaped(toolVersion, id: "tool-version"))\"/>\n"
      xml += "    </header>\n"
      xml += "    <body>\n"
      for unit in file.units {
        xml += "      <trans-unit id=\"\(try escaped(unit.id, id: unit.id))\" xml:space=\"preserve\">\n"
        xml += "        <source>\(try content(unit.source, id: unit.id))</source>\n"
        if let target = unit.target {
          let state = try unit.state.map { state throws(XLIFFError) in
            " state=\"\(try escaped(state, id: unit.id))\""
          }
          xml += "        <target\(state ?? "")>\(try content(target, id: unit.id))</target>\n"
        }
        for note in unit.notes {
          xml += "        <note>\(try content(note, id: unit.id))</note>\n"
        }
        xml += "      </trans-unit>\n"
      }
      xml += "    </body>\n"
      xml += "  </file>\n"
    }
    xml += "</xliff>\n"
    return Array(xml.utf8)
  }

  /// Text escaped for an XML attribute value: `&`, `<`, `>`, `"` as entities, and tab, line feed and
  /// carriage return as character references, which a reader would otherwise normalise to spaces.
  /// - Throws: ``XLIFFError/unwritable(id:scalar:)`` for a character XML 1.0 cannot carry.
  static func escaped(_ text: String, id: String) throws(XLIFFError) -> String {
    try escaped(text, id: id, inAttribute: true)
  }

  /// Text escaped for XML content: `&`, `<` and `>` as entities; quotes, tab and line feed stay as they
  /// are (`xml:space="preserve"`), and only carriage return, which a reader would turn into a line feed,
  /// is a character reference.
  /// - Throws: ``XLIFFError/unwritable(id:scalar:)`` for a character XML 1.0 cannot carry.
  static func content(_ text: String, id: String) throws(XLIFFError) -> String {
    try escaped(text, id: id, inAttribute: false)
  }

  private static func escaped(_ text: String, id: String, inAttribute: Bool) throws(XLIFFError) -> String {
    var escaped = ""
    escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"" where inAttribute: escaped += "&quot;"
      case "\t" where inAttribute: escaped += "&#9;"
      case "\n" where inAttribute: escaped += "&#10;"
      case "\t", "\n": escaped.unicodeScalars.append(scalar)
      case "\r": escaped += "&#13;"
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}":
        throw .unwritable(id: id, scalar: scalar.value)
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
