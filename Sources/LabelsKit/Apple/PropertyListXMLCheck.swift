import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Checks an XML property list beyond what `PropertyListSerialization` checks: that it is well-formed
/// XML (it reads a raw U+0008, which XML forbids, into the text), and that no dictionary holds a key
/// twice (it keeps the last of them without a word, which would drop the first in silence).
final class PropertyListXMLCheck: NSObject, XMLParserDelegate {
  /// What is wrong with the file.
  enum Problem: Equatable {
    /// One dictionary holds the key twice.
    case duplicateKey(String)
    /// The file is not well-formed XML, at a line and column (counted in Unicode scalars from 1).
    case notWellFormed(line: Int, column: Int, reason: String)
  }

  /// The keys seen in each open `<dict>`, innermost last.
  private var open: [Set<String>] = []
  /// The text of the `<key>` being read.
  private var key: String?
  /// The first key found twice in one dictionary.
  private var duplicate: String?

  /// The first problem of `bytes`; `nil` for a sound file, for a binary property list and for a
  /// document that is not XML at all (the property list reader judges those).
  static func problem(in bytes: [UInt8]) -> Problem? {
    guard XMLCharacters.isXML(bytes) else { return nil }
    if let character = XMLCharacters.firstForbidden(in: bytes) {
      return .notWellFormed(line: character.line, column: character.column, reason: character.reason)
    }
    let check = PropertyListXMLCheck()
    let parser = XMLParser(data: Data(bytes))
    parser.delegate = check
    let parsed = parser.parse()
    if let duplicate = check.duplicate { return .duplicateKey(duplicate) }
    guard parsed else {
      let code = (parser.parserError as NSError?)?.code ?? 0
      return .notWellFormed(
        line: parser.lineNumber, column: parser.columnNumber,
        reason: "is not well-formed XML (XMLParser error \(code)); fix the markup there")
    }
    return nil
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    switch elementName {
    case "dict": open.append([])
    case "key": key = ""
    default: break
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    key? += string
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    key? += String(decoding: block, as: UTF8.self)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    switch elementName {
    case "dict":
      _ = open.popLast()
    case "key":
      if let key, !open.isEmpty, !open[open.count - 1].insert(key).inserted {
        duplicate = key
        parser.abortParsing()
      }
      key = nil
    default:
      break
    }
  }
}
