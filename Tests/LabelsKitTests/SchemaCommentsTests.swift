import Testing

@testable import LabelsKit

/// The schema's doc comments by label path, read from Swift source.
@Suite struct SchemaCommentsTests {
  @Test func followsNestingQualifiedNamesOptionalsArraysAndLabelKeys() {
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
          static let labelKeys: [String: String] = ["okButton": "ok_button", "quote": "say \\"hi\\""]
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
    let comments = SchemaComments(sources: sources).comments
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

  @Test func aKeyWithASlashIsEscapedAsInAJSONPointer() {
    let sources = [
      "a.swift": """
      struct Labels: LabelGroup {
        static let labelKeys = ["a": "x/y~z"]
        /// Slash.
        let a: String
      }
      """
    ]
    #expect(SchemaComments(sources: sources).comments == ["/x~1y~0z": "Slash."])
  }

  /// `sourceKeys` gives the key `emit` writes, by the label's path pattern under its JSON key.
  @Test func sourceKeysAreReadByPathPattern() {
    let sources = [
      "a.swift": """
      public struct Labels: LabelGroup {
        public static var labelKeys: [String: String] {
          ["getStarted": "Get started%2E"]
        }
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
    #expect(
      SchemaComments(sources: sources).sourceKeys == [
        "/Get started%2E": "Get started.", "/pages/*/title": "page title",
      ])
  }

  /// The shape `import` writes: a getter, its literal broken after a colon where a line is too long.
  @Test(arguments: ["", "return "])
  func labelKeysAsAGetterAreRead(keyword: String) {
    let sources = [
      "a.swift": """
      public struct Labels: LabelGroup {
        /// The JSON key of each label whose key is not its Swift name.
        public static var labelKeys: [String: String] {
          \(keyword)[
            "keepsYourTimeline":
              "Keeps your timeline up to date.",
            "ok": "OK",
          ]
        }
        /// Shown under the switch.
        public let keepsYourTimeline: String
        /// The button.
        public let ok: String
      }
      """
    ]
    #expect(
      SchemaComments(sources: sources).comments == [
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
    #expect(
      SchemaComments(sources: sources).comments == [
        "/nodes": "Nodes.", "/nodes/*/name": "Name.", "/nodes/*/children": "Children.",
      ])
  }

  @Test(arguments: [
    "struct Labels: LabelGroup { /// A\n let a: (String, String)\n /// B\n let b: [String: String]\n}",
    "struct Labels: LabelGroup { static let labelKeys: [String: String] = makeKeys()\n /// C\n let c: String }",
    "struct Labels: LabelGroup { /// D\n let d: String = \"x\"\n let e, f: String }",
    "struct Labels: LabelGroup { /// G\n let g: Template<String, \"\\(x)\">\n }",
    "struct Labels", "extension", "struct Labels: LabelGroup { let", "\"unterminated", "/* unterminated",
    "#\"raw \" still\"#", "}}}}{{{", "@",
    "let x: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[String]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
  ])
  func unknownShapesAreSkippedWithoutCrashing(source: String) {
    let comments = SchemaComments(sources: ["a.swift": source]).comments
    #expect(comments["/a"] == nil && comments["/b"] == nil && comments["/d"] == nil)
  }

  @Test func aLabelKeysFunctionCallLeavesNamesAsKeys() {
    let source =
      "struct Labels: LabelGroup { static let labelKeys: [String: String] = make()\n /// C\n let c: String }"
    #expect(SchemaComments(sources: ["a.swift": source]).comments == ["/c": "C"])
  }

  @Test func hostileInputIsBounded() {
    let deep = String(repeating: "[", count: 50_000) + String(repeating: "\"\\(", count: 50_000)
    let wide = (0..<2_000).map {
      "struct T\($0): LabelGroup { /// a\n let a: T\($0 + 1)\n /// b\n let b: T\($0 + 1) }"
    }
    .joined(separator: "\n")
    let chain = "struct Labels: LabelGroup { let a: T0 }\n" + wide
    let docs = String(repeating: "/// line\n", count: 100_000)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      _ = SchemaComments(sources: ["deep.swift": deep, "docs.swift": docs])
      let comments = SchemaComments(sources: ["chain.swift": chain]).comments
      #expect(comments.count <= SchemaComments.maximumLabels)
    }
    #expect(elapsed < .seconds(20))
  }
}
