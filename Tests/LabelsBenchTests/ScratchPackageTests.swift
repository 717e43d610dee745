import Testing

@testable import LabelsBench

@Suite struct ScratchPackageTests {
  private func package(_ layout: String, labels: Int = 800) throws -> ScratchPackage {
    var package = ScratchPackage(
      labelCount: labels, localeCount: 3, layout: try #require(DefaultsLayout.named(layout)))
    package.toolchainFiles = [
      "LabelsSchema/LabelGroup.swift": "// group", "LabelsModule/Exports.swift": "// exports",
      "LabelsCore/Plurals/PluralRules.swift": "// rules",
    ]
    return package
  }

  @Test func theIssueLayoutIsOneSchemaFileAndOneFilePerLocale() throws {
    let paths = try package("issue").files.map(\.path)
    #expect(paths.filter { $0.hasPrefix("Sources/Labels/") } == ["Sources/Labels/Labels.swift"])
    #expect(paths.filter { $0.hasPrefix("Defaults/") }.count == 4)
    let schema = try #require(try package("issue").files.first { $0.path == "Sources/Labels/Labels.swift" })
    #expect(schema.text.contains("public struct Group20: Codable, Equatable, Sendable {"))
  }

  @Test func theRecommendedLayoutSplitsBySectionAndUsesTheProjectsToolchain() throws {
    let files = try package("recommended").files
    let paths = files.map(\.path)
    // 800 labels: 40 groups in 2 sections; per locale a root file and one file per section.
    #expect(paths.contains("Sources/Labels/Labels+Section02.swift"))
    #expect(paths.filter { $0.hasPrefix("Defaults/locale2/") }.count == 3)
    #expect(files.first { $0.path == "Sources/LabelsSchema/LabelGroup.swift" }?.text == "// group")
    #expect(files.first { $0.path == "Sources/LabelsModule/Exports.swift" }?.text == "// exports")
    let section = try #require(files.first { $0.path == "Sources/Labels/Labels+Section01.swift" })
    #expect(section.text.contains("@Indirect public private(set) var group01: Group01"))
    #expect(section.text.contains("public let label20: String"))
    #expect(!section.text.contains("init(from"))
    let edited = try #require(files.first { $0.path == (try package("recommended")).editedFile })
    #expect(edited.text.contains("static var locale2: Labels.Section01 {"))
  }

  @Test func aToolchainLayoutBuildsLabelsAsThisProjectDoes() throws {
    let files = try package("recommended").files
    #expect(files.first { $0.path == "Sources/LabelsCore/Plurals/PluralRules.swift" }?.text == "// rules")
    let manifest = try #require(files.first { $0.path == "Package.swift" }).text
    #expect(manifest.contains(".target(name: \"LabelsCore\", path: \"Sources/LabelsCore\"),"))
    #expect(
      manifest.contains(
        ".target(name: \"LabelsSchema\", dependencies: [\"LabelsCore\"], path: \"Sources/LabelsSchema\"),"))
    #expect(
      manifest.contains(
        """
        name: "Labels", dependencies: ["LabelsSchema"], path: "Sources", exclude: ["App", "LabelsCore", \
        "LabelsSchema", "Toolchain"],
        """.replacingOccurrences(of: "\n", with: "")))
    #expect(manifest.contains("sources: [\"Labels\", \"LabelsModule\"]),"))
    #expect(manifest.contains(".target(name: \"Toolchain\", path: \"Sources/Toolchain\"),"))
    // @Indirect alone is the toolchain's too.
    #expect(try package("indirect").files.contains { $0.path == "Sources/LabelsSchema/LabelGroup.swift" })
    let issue = try package("issue").files
    #expect(!issue.contains { $0.path.hasPrefix("Sources/Labels") && !$0.path.hasPrefix("Sources/Labels/") })
    #expect(!(try #require(issue.first { $0.path == "Package.swift" }).text.contains("LabelsSchema")))
  }

  @Test func everyLayoutHasTheToolchainsTargetOnFoundationToBuildFirst() throws {
    for layout in ["issue", "recommended"] {
      let files = try package(layout).files
      let manifest = try #require(files.first { $0.path == "Package.swift" }).text
      #expect(manifest.contains(".target(name: \"Toolchain\", path: \"Sources/Toolchain\"),"))
      let stub = try #require(files.first { $0.path == "Sources/Toolchain/Toolchain.swift" }).text
      #expect(stub.hasPrefix("import Foundation\n"))
    }
  }

  @Test func everyTenthLabelIsAPluralWrittenWithItsLanguagesInitialiser() throws {
    var package = try package("recommended", labels: 20)
    package.pluralEvery = 10
    let files = package.files
    let schema = try #require(files.first { $0.path == "Sources/Labels/Labels+Section01.swift" }).text
    #expect(schema.contains("public let label10: Plural\n"))
    #expect(schema.contains("public let label20: Plural\n"))
    #expect(schema.contains("public let label19: String\n"))
    #expect(!schema.contains("@Indirect public let label10"))
    let russian = try #require(files.first { $0.path == "Defaults/locale1/locale1+Section01.swift" }).text
    let plural = try #require(russian.split(separator: "\n").first { $0.contains("label10:") })
    #expect(plural.contains(": .ru(one: \""))
    #expect(
      plural.contains("\", few: \"") && plural.contains("\", many: \"") && plural.contains("\", other: \""))
    #expect(plural.contains(" %lld\""))
    #expect(
      ScratchPackage.plural("x", locale: "pt-BR") == #".pt(one: "x %lld", many: "x %lld", other: "x %lld")"#)
    #expect(ScratchPackage.plural("x", locale: "ja") == #".ja(other: "x %lld")"#)
  }

  @Test func theLabelGroupLayoutKeepsLabelsVariable() throws {
    let section = try #require(
      try package("label-group").files.first { $0.path == "Sources/Labels/Labels+Section01.swift" })
    #expect(section.text.contains("public var label20: String"))
  }

  @Test func everyLayoutHasAName() {
    #expect(DefaultsLayout.names.first == "issue")
    #expect(DefaultsLayout.names.contains("recommended"))
    #expect(Set(DefaultsLayout.names).count == DefaultsLayout.all.count)
  }
}
