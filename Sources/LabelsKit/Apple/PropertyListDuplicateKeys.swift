import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Finds a key that one dictionary of an XML property list holds twice. `PropertyListSerialization`
/// keeps the last of them without a word, which would drop the first in silence.
final class PropertyListDuplicateKeys: NSObject, XMLParserDelegate {
  /// The keys seen in each open `<dict>`, innermost last.
  private var open: [Set<String>] = []
  /// The text of the `<key>` being read.
  private var key: String?
  /// The first key found twice in one dictionary.
  private var duplicate: String?

  /// The first key that one dictionary of `bytes` holds twice; `nil` for a binary property list, whose
  /// dictionaries cannot be read this way, and for a document that is not XML (the property list reader
  /// refuses it).
  static func first(in bytes: [UInt8]) -> String? {
    guard !bytes.starts(with: Array("bplist".utf8)) else { return nil }
    let finder = PropertyListDuplicateKeys()
    let parser = XMLParser(data: Data(bytes))
    parser.delegate = finder
    _ = parser.parse()
    return finder.duplicate
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
