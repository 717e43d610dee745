import LabelsCore
import Testing

@testable import LabelsKit

/// The schema's doc comments by label path, read from Swift source.
@Suite struct SchemaCommentsTests {
  @Test func followsNestingQualifiedNamesOptionalsAndArrays() {
    let sources = [
      "Labels.swift": """
      /// Root.
      public struct Labels: LabelGroup {
        /// The first screen.
        @Indirect public var first: Labels.First
        /// Optional screens.
        public let more: [[Page]]?
        /// Not a label: it has a value.
        public static let schemaVersion = "1.0.0"
        /// Not a label either.
        public var computed: String { "x" }
        public init(first: First) {
          /// A local, not a label.
          let local: String = ""
        }
      }
      """,
      "Labels+First.swift": """
      extension Labels {
        /// The first screen.
        public struct First: LabelGroup {
          /// The OK button:
          /// a second line.
          ///
          /// A second paragraph.
          public let okButton: String
          /// Quoted key.
          public let quote: Template<String>
          // Not a doc comment.
          public let undocumented: String
          /// A `/* not a comment */` and "a string" { in text }.
          public let `default`: Plural
        }
        public struct Page: LabelGroup {
          /// A page title.
          let title: String
        }
      }
      """,
    ]
    let paths = SchemaPropertyPaths(
      renaming: ["/first/okButton": "/first/ok_button", "/first/quote": "/first/say \"hi\""],
      ["/first", "/first/undocumented", "/first/default", "/more", "/more/*/*/title"])
    let comments = SchemaComments(sources: sources, paths: paths).comments
    #expect(
      comments == [
        "/first": "The first screen.",
        "/first/ok_button": "The OK button: a second line.\nA second paragraph.",
        "/first/say \"hi\"": "Quoted key.",
        "/first/default": "A `/* not a comment */` and \"a string\" { in text }.",
        "/more": "Optional screens.",
        "/more/*/*/title": "A page title.",
      ])
  }

  /// Import writes nested structs `@Indirect public private(set) var`: the setter's access is part of
  /// the declaration, so the doc comment above it stays the nested struct's.
  @Test func aSetterAccessKeepsTheDocComment() {
    let sources = [
      "a.swift": """
      public struct Labels: LabelGroup {
        /// The login screen.
        @Indirect public private(set) var login: Login
        /// Settings.
        public internal(set) var settings: Settings
        public struct Login: LabelGroup {
          /// The title.
          public let title: String
        }
      }
      """
    ]
    #expect(
      SchemaComments(
        sources: sources, paths: SchemaPropertyPaths(renaming: [:], ["/login", "/settings", "/login/title"])
      ).comments == [
        "/login": "The login screen.", "/settings": "Settings.", "/login/title": "The title.",
      ])
  }

  @Test func aKeyWithASlashIsEscapedAsInAJSONPointer() {
    let sources = [
      "a.swift": """
      struct Labels: LabelGroup {
        /// Slash.
        let a: String
      }
      """
    ]
    let paths = SchemaPropertyPaths(renaming: ["/a": "/x~1y~0z"])
    #expect(SchemaComments(sources: sources, paths: paths).comments == ["/x~1y~0z": "Slash."])
  }

  /// `sourceKeys` gives the key `emit` writes, by the label's path pattern under its JSON key.
  @Test func sourceKeysAreReadByPathPattern() {
    let sources = [
      "a.swift": """
      public struct Labels: LabelGroup {
        public static var sourceKeys: [String: String] {
          ["getStarted": "Get started."]
        }
        public let getStarted: String
        @Indirect public var pages: [Page]
      }
      public struct Page: LabelGroup {
        static let sourceKeys = ["title": "page title"]
        public let title: String
      }
      """
    ]
    let paths = SchemaPropertyPaths(
      renaming: ["/getStarted": "/Get started%2E"], ["/pages", "/pages/*/title"])
    let comments = SchemaComments(sources: sources, paths: paths)
    #expect(
      comments.sourceKeys == [
        "/Get started%2E": "Get started.", "/pages/*/title": "page title",
      ])
    #expect(comments.sourceKey(at: JSONPointer(["Get started%2E"])) == "Get started.")
    #expect(comments.sourceKey(at: JSONPointer(["pages", "3", "title"])) == "page title")
    #expect(comments.sourceKey(at: JSONPointer(["pages"])) == nil)
  }

  /// Each property's declaration is its file and the line of its name, by the path pattern under its
  /// JSON key; a pointer into an array, or into a label no property declares, gives the nearest declared
  /// ancestor's.
  @Test func declarationsAreTheFileAndLineOfEachProperty() {
    let sources = [
      "Labels.swift": """
      /// Root.
      public struct Labels: LabelGroup {
        /// "A string with a
        /// newline" is still one line: \"\"\"
        public let getStarted: String
        @Indirect public var pages: [Page]
      }
      """,
      "Labels+Page.swift": """
      extension Labels {
        /* A comment
           of two lines. */
        public struct Page: LabelGroup {
          let title: String
        }
      }
      """,
    ]
    let paths = SchemaPropertyPaths(
      renaming: ["/getStarted": "/Get started%2E"], ["/pages", "/pages/*/title"])
    let comments = SchemaComments(sources: sources, paths: paths)
    #expect(
      comments.declarations == [
        "/Get started%2E": FileLocation(file: "Labels.swift", line: 5),
        "/pages": FileLocation(file: "Labels.swift", line: 6),
        "/pages/*/title": FileLocation(file: "Labels+Page.swift", line: 5),
      ])
    #expect(
      comments.declaration(at: JSONPointer(["pages", "12", "title"]))
        == FileLocation(file: "Labels+Page.swift", line: 5))
    #expect(
      comments.declaration(at: JSONPointer(["pages", "12"])) == FileLocation(file: "Labels.swift", line: 6))
    #expect(comments.declaration(at: JSONPointer(["unknown"])) == nil)
  }

  /// The keys come from the compiled type: a `labelKeys` in the text, in whatever shape, is not read,
  /// and a property the compiled type does not have gets no comment.
  @Test func keysComeFromTheCompiledTypeNotTheText() {
    let sources = [
      "a.swift": """
      public struct Labels: LabelGroup {
        public static var labelKeys: [String: String] {
          ["keepsYourTimeline": "not the key", "ok": "OK"]
        }
        /// Shown under the switch.
        public let keepsYourTimeline: String
        /// The button.
        public let ok: String
        /// Not in the compiled type.
        public let gone: String
      }
      """
    ]
    let paths = SchemaPropertyPaths(
      renaming: ["/keepsYourTimeline": "/Keeps your timeline up to date.", "/ok": "/OK"])
    #expect(
      SchemaComments(sources: sources, paths: paths).comments == [
        "/Keeps your timeline up to date.": "Shown under the switch.", "/OK": "The button.",
      ])
  }

  @Test func recursiveTypesAreFollowedOncePerPath() {
    let sources = [
      "a.swift": """
      struct Labels: LabelGroup {
        /// Nodes.
        let nodes: [Node]
      }
      struct Node: LabelGroup {
        /// Name.
        let name: String
        /// Children.
        let children: [Node]
      }
      """
    ]
    let paths = SchemaPropertyPaths(renaming: [:], ["/nodes", "/nodes/*/name", "/nodes/*/children"])
    #expect(
      SchemaComments(sources: sources, paths: paths).comments == [
        "/nodes": "Nodes.", "/nodes/*/name": "Name.", "/nodes/*/children": "Children.",
      ])
  }

  @Test(arguments: [
    "struct Labels: LabelGroup { /// A\n let a: (String, String)\n /// B\n let b: [String: String]\n}",
    "struct Labels: LabelGroup { static let sourceKeys: [String: String] = makeKeys()\n /// C\n let c: String }",
    "struct Labels: LabelGroup { /// D\n let d: String = \"x\"\n let e, f: String }",
    "struct Labels: LabelGroup { /// G\n let g: Template<String, \"\\(x)\">\n }",
    "struct Labels", "extension", "struct Labels: LabelGroup { let", "\"unterminated", "/* unterminated",
    "#\"raw \" still\"#", "}}}}{{{", "@",
    "let x: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[String]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
  ])
  func unknownShapesAreSkippedWithoutCrashing(source: String) {
    let paths = SchemaPropertyPaths(renaming: [:], ["/a", "/b", "/c", "/d", "/e", "/f", "/g"])
    let comments = SchemaComments(sources: ["a.swift": source], paths: paths).comments
    #expect(comments["/a"] == nil && comments["/b"] == nil && comments["/d"] == nil)
  }

  @Test func aSourceKeysFunctionCallIsSkipped() {
    let source =
      "struct Labels: LabelGroup { static let sourceKeys: [String: String] = make()\n /// C\n let c: String }"
    let comments = SchemaComments(
      sources: ["a.swift": source], paths: SchemaPropertyPaths(renaming: [:], ["/c"]))
    #expect(comments.comments == ["/c": "C"] && comments.sourceKeys.isEmpty)
  }

  @Test func hostileInputIsBounded() {
    let deep = String(repeating: "[", count: 50_000) + String(repeating: "\"\\(", count: 50_000)
    let wide = (0..<2_000).map {
      "struct T\($0): LabelGroup { /// a\n let a: T\($0 + 1)\n /// b\n let b: T\($0 + 1) }"
    }
    .joined(separator: "\n")
    let chain = "struct Labels: LabelGroup { let a: T0 }\n" + wide
    let docs = String(repeating: "/// line\n", count: 100_000)
    // Every path of the chain, 17 types deep: more paths than the walk's budget.
    var patterns = [""]
    var chainPaths: [String] = []
    for _ in 0...16 {
      patterns = patterns.flatMap { [$0 + "/a", $0 + "/b"] }
      chainPaths += patterns
    }
    let paths = SchemaPropertyPaths(renaming: [:], chainPaths)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      _ = SchemaComments(sources: ["deep.swift": deep, "docs.swift": docs], paths: paths)
      let comments = SchemaComments(sources: ["chain.swift": chain], paths: paths).comments
      #expect(comments.count <= SchemaComments.maximumLabels)
    }
    #expect(elapsed < .seconds(20))
  }
}

extension SchemaPropertyPaths {
  /// The paths of a compiled type whose properties at `renamed` have other keys and those at `same`
  /// keep their names.
  fileprivate init(renaming renamed: [String: String], _ same: [String] = []) {
    self.init(patterns: renamed.merging(same.map { ($0, $0) }) { first, _ in first })
  }
}
