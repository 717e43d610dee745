import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads XLIFF 1.2 with Foundation's `XMLParser`: each `<file>` with its languages, and each
/// `<trans-unit>` (inside `<body>` or its `<group>`s) with its id, line, `<source>`, `<target>`, the
/// target's `state`, `approved` and `<note>`s.
///
/// Files from Xcode, translation services and CAT tools differ in what they add around the units:
/// `<header>`, `<group>`, `<alt-trans>` suggestions, `<seg-source>`, CDATA sections, entities and
/// character references are all read as XML defines them; what sits outside a unit's own `<source>`,
/// `<target>` and `<note>` is ignored. Inline markup inside a source or target (`<g>`, `<x/>`, `<ph>`,
/// `<mrk>`…) stands for text this tool cannot rebuild, and a document type declaration may define
/// entities, so both are refused at their line.
package enum XLIFFReader {
  /// The files of a document.
  /// - Throws: ``XLIFFError`` with the line of the problem.
  package static func files(_ bytes: [UInt8]) throws(XLIFFError) -> [XLIFFFile] {
    if let line = declarationLine(in: bytes) {
      throw .unsupported(
        line: line, "has a document type declaration (<!DOCTYPE); XLIFF needs none, remove it")
    }
    let parser = XMLParser(data: Data(bytes))
    parser.shouldProcessNamespaces = true
    parser.shouldResolveExternalEntities = false
    let collector = Collector()
    parser.delegate = collector
    let parsed = parser.parse()
    if let problem = collector.problem { throw problem }
    guard parsed else {
      let message = parser.parserError.map { "\($0.localizedDescription)" } ?? "cannot be parsed"
      throw .malformed(line: parser.lineNumber, message)
    }
    guard collector.sawRoot else { throw .unsupported(line: 1, "has no <xliff> root element") }
    guard collector.closedRoot else { throw .malformed(line: parser.lineNumber, "it ends before </xliff>") }
    guard !collector.files.isEmpty else { throw .unsupported(line: 1, "has no <file> of translations") }
    return collector.files
  }

  /// The line of `<!DOCTYPE`, if the document has one.
  private static func declarationLine(in bytes: [UInt8]) -> Int? {
    let pattern = Array("<!DOCTYPE".utf8)
    guard bytes.count >= pattern.count else { return nil }
    var line = 1
    for index in 0...(bytes.count - pattern.count) {
      if bytes[index] == UInt8(ascii: "\n") { line += 1 }
      if bytes[index] == UInt8(ascii: "<"), bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
        return line
      }
    }
    return nil
  }

  /// The parser's delegate: collects files and units, and the first problem.
  private final class Collector: NSObject, XMLParserDelegate {
    var files: [XLIFFFile] = []
    var problem: XLIFFError?
    var sawRoot = false
    var closedRoot = false
    private var path: [String] = []
    private var file: (original: String, source: String, target: String?, line: Int)?
    private var units: [XLIFFUnit] = []
    private var unit: (id: String, approved: Bool, line: Int)?
    private var source: String?
    private var target: String?
    private var state: String?
    private var notes: [String] = []
    /// The child of the unit whose text is being read (`source`, `target` or `note`).
    private var reading: String?
    private var text = ""

    private func fail(_ parser: XMLParser, _ error: XLIFFError) {
      guard problem == nil else { return }
      problem = error
      parser.abortParsing()
    }

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      let line = parser.lineNumber
      if reading != nil {
        fail(
          parser,
          .unsupported(
            line: line,
            "<\(name)> inside a <\(reading ?? "")>: inline markup stands for text this tool cannot rebuild; "
              + "export the unit as plain text"))
        return
      }
      let parent = path.last
      path.append(name)
      switch (parent, name) {
      case (nil, "xliff"):
        sawRoot = true
        if let version = attributes["version"], version != "1.2" {
          fail(parser, .unsupported(line: line, "is XLIFF \(version); this tool reads XLIFF 1.2"))
        }
      case (nil, _):
        fail(parser, .unsupported(line: line, "the root element is <\(name)>, not <xliff>"))
      case ("xliff", "file"):
        guard let source = attributes["source-language"] else {
          fail(parser, .unsupported(line: line, "<file> has no source-language"))
          return
        }
        file = (attributes["original"] ?? "", source, attributes["target-language"], line)
        units = []
      case (_, "trans-unit") where file != nil && unit == nil:
        guard let id = attributes["id"] else {
          fail(parser, .unsupported(line: line, "<trans-unit> has no id"))
          return
        }
        unit = (id, attributes["approved"] == "yes", line)
        (source, target, state, notes) = (nil, nil, nil, [])
      case ("trans-unit", "source"), ("trans-unit", "target"), ("trans-unit", "note"):
        reading = name
        text = ""
        if name == "target" { state = attributes["state"] }
      default:
        break
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if reading != nil { text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
      if reading != nil { text += String(decoding: block, as: UTF8.self) }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
      path.removeLast()
      if path.isEmpty { closedRoot = true }
      if let field = reading, field == name, path.last == "trans-unit" {
        switch field {
        case "source": source = text
        case "target": target = text
        default: notes.append(text)
        }
        reading = nil
        return
      }
      switch name {
      case "trans-unit" where unit != nil && path.last != "trans-unit":
        guard let unit else { return }
        guard let source else {
          fail(parser, .unsupported(line: unit.line, "<trans-unit id=\"\(unit.id)\"> has no <source>"))
          return
        }
        units.append(
          XLIFFUnit(
            id: unit.id, source: source, target: target, state: state, approved: unit.approved, notes: notes,
            line: unit.line))
        self.unit = nil
      case "file" where path.last == "xliff":
        guard let file else { return }
        files.append(
          XLIFFFile(
            original: file.original, sourceLanguage: file.source, targetLanguage: file.target, units: units,
            line: file.line))
        self.file = nil
      default:
        break
      }
    }
  }
}
