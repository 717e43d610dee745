import Testing

@testable import LabelsBench

@Suite struct ScratchPackageTests {
  private func package(_ layout: String, labels: Int = 800) throws -> ScratchPackage {
    ScratchPackage(
      labelCount: labels, localeCount: 3, layout: try #require(DefaultsLayout.named(layout)),
      supportFiles: ["LabelGroup.swift": "// group", "Indirect.swift": "// indirect"])
  }

  @Test func theIssueLayoutIsOneSchemaFileAndOneFilePerLocale() throws {
    let paths = try package("issue").files.map(\.path)
    #expect(paths.filter { $0.hasPrefix("Sources/Labels/") } == ["Sources/Labels/Labels.swift"])
    #expect(paths.filter { $0.hasPrefix("Defaults/") }.count == 4)
    let schema = try #require(try package("issue").files.first { $0.path == "Sources/Labels/Labels.swift" })
    #expect(schema.text.contains("public struct Group20: Codable, Equatable, Sendable {"))
  }

  @Test func theRecommendedLayoutSplitsBySectionAndUsesTheProjectsSupportFiles() throws {
    let files = try package("recommended").files
    let paths = files.map(\.path)
    // 800 labels: 40 groups in 2 sections; per locale a root file and one file per section.
    #expect(paths.contains("Sources/Labels/Labels+Section02.swift"))
    #expect(paths.filter { $0.hasPrefix("Defaults/locale2/") }.count == 3)
    #expect(files.first { $0.path == "Sources/Labels/LabelGroup.swift" }?.text == "// group")
    let section = try #require(files.first { $0.path == "Sources/Labels/Labels+Section01.swift" })
    #expect(section.text.contains("@Indirect public var group01: Group01"))
    #expect(section.text.contains("public let label20: String"))
    #expect(!section.text.contains("init(from"))
    let edited = try #require(files.first { $0.path == (try package("recommended")).editedFile })
    #expect(edited.text.contains("static var locale2: Labels.Section01 {"))
  }

  @Test func theLabelGroupLayoutKeepsLabelsVariable() throws {
    let section = try #require(
      try package("label-group").files.first { $0.path == "Sources/Labels/Labels+Section01.swift" })
    #expect(section.text.contains("public var label20: String"))
  }

  @Test func everyFileOfTheSchemaTargetButTheSchemaIsSupportCode() {
    #expect(ScratchPackage.isSupportFile("LabelSlot.swift"))
    #expect(ScratchPackage.isSupportFile("LabelGroup.swift"))
    #expect(!ScratchPackage.isSupportFile("Labels.swift"))
    #expect(!ScratchPackage.isSupportFile("Labels+Login.swift"))
    #expect(!ScratchPackage.isSupportFile("README.md"))
  }

  @Test func everyLayoutHasAName() {
    #expect(DefaultsLayout.names.first == "issue")
    #expect(DefaultsLayout.names.contains("recommended"))
    #expect(Set(DefaultsLayout.names).count == DefaultsLayout.all.count)
  }
}
