import LabelsCore
import Testing

@testable import LabelsKit

/// A large root object is compared on both cores; the changes must be exactly those of one pass.
@Suite struct DocumentComparisonSplitTests {
  private func document(_ edit: (inout [String: JSONValue]) -> Void) -> JSONValue {
    var sections: [String: JSONValue] = [:]
    for index in 0..<100 {
      sections["section\(index)"] = .object([
        "title": .string("Title \(index)"), "body": .string("%@ \(index)"),
      ])
    }
    edit(&sections)
    return .object(sections)
  }

  @Test func splittingTheRootFindsTheSameChangesAsOnePass() {
    let old = document { _ in }
    let new = document { sections in
      sections["section3"] = .object(["title": .string("Changed"), "body": .string("%d 3")])
      sections["section97"] = .object(["title": .string("Title 97")])
      sections["section50"] = nil
      sections["renamed50"] = old.member("section50")
      sections["section10"] = .string("now a string")
      sections["added"] = .object([:])
    }
    let split = ChangeReport(DocumentComparison.changes(old: old, new: new, locale: nil, split: true))
    let single = ChangeReport(DocumentComparison.changes(old: old, new: new, locale: nil, split: false))
    #expect(split == single)
    #expect(split.changes.count == 7)
    #expect(split.changes.contains { $0.hint == "possibly renamed to /renamed50" })
  }
}
