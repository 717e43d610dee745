import LabelsKit
import Testing

@testable import LabelsParser

@Suite struct DefaultsSourcesTests {
  private let ru = try! LocaleIdentifier("ru")

  private func finding(_ rule: FindingRule, _ tokens: [String], locale: LocaleIdentifier?) -> Finding {
    Finding(rule: rule, severity: .warning, locale: locale, path: JSONPointer(tokens), message: "m")
  }

  @Test func findingsAboutTheDefaultsPointAtTheirSourceLine() throws {
    let documents = try CurrentDefaults.encoded().documents
    let locator = DefaultsSources.locator(folder: LabelsParserRunner.packageRoot.path + "/Defaults")
    let folder = LabelsParserRunner.packageRoot.path + "/Defaults/Russian/"
    let cases: [(Finding, AnnotationLocation)] = [
      (
        finding(.untranslated, ["login", "greeting"], locale: ru),
        AnnotationLocation(file: folder + "Login+Russian.swift", line: 9)
      ),
      // An array element's key is its member, not its index.
      (
        finding(.untranslated, ["expenses", "categories", "1", "name"], locale: ru),
        AnnotationLocation(file: folder + "Expenses+Russian.swift", line: 11)
      ),
      (
        finding(.firebaseKey, ["login"], locale: ru),
        AnnotationLocation(file: folder + "Labels+Russian.swift")
      ),
      (
        finding(.firebaseWriteSize, [], locale: nil), AnnotationLocation(file: "Defaults/LabelsCatalog.swift")
      ),
    ]
    for (finding, location) in cases {
      #expect(DefaultsSources.location(of: finding, in: documents, locator: locator) == location)
    }
  }

  @Test func withoutTheSourcesFindingsFallBackToTheCatalog() throws {
    let documents = try CurrentDefaults.encoded().documents
    let locator = DefaultsSources.locator(folder: "/nonexistent")
    #expect(
      DefaultsSources.location(
        of: finding(.untranslated, ["login", "greeting"], locale: ru), in: documents, locator: locator)
        == AnnotationLocation(file: "Defaults/LabelsCatalog.swift"))
  }
}
