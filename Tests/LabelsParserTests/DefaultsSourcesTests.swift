import Foundation
import LabelsCore
import LabelsKit
import Testing

@testable import LabelsCommands

/// Lint's findings about the defaults point at the Swift line that holds the text, in a fixture
/// project's sources.
@Suite struct DefaultsSourcesTests {
  private let ru = try! LocaleIdentifier("ru")

  private func finding(_ rule: FindingRule, _ tokens: [String], locale: LocaleIdentifier?) -> Finding {
    Finding(rule: rule, severity: .warning, locale: locale, path: JSONPointer(tokens), message: "m")
  }

  /// A project whose Russian defaults are written out as a team would write them.
  private func project() throws -> (TemporaryDirectory, LabelsProject) {
    let folder = try TemporaryDirectory()
    try folder.write(
      """
      import Labels

      extension ShopLabels.V1.Login {
        /// The Russian login screen.
        static var russian: ShopLabels.V1.Login {
          ShopLabels.V1.Login(
            welcome: "С возвращением",
            greeting: "Привет, %@!",
            forgotPassword: "Забыли пароль?"
          )
        }
      }

      """, to: "Defaults/Russian/Login+Russian.swift")
    try folder.write(
      """
      extension ShopLabels {
        /// The Russian labels.
        public static let russian = ShopLabels.V1(login: .russian, cart: .russian)
      }

      """, to: "Defaults/Russian/Labels+Russian.swift")
    try folder.write(
      """
      /// The catalog.
      public enum LabelsCatalog {
        public static let locales = [LocaleLabels(locale: "ru", labels: .russian)]
      }

      """, to: "Defaults/LabelsCatalog.swift")
    return (folder, ShopLabels.v1(root: folder.url.path))
  }

  @Test func findingsAboutTheDefaultsPointAtTheirSourceLine() throws {
    let (folder, project) = try project()
    let documents = try project.encoded().documents
    let sources = DefaultsSources(paths: project.paths)
    let locator = SwiftFindingLocator(try sources.locator(), documents: documents, paths: nil)
    let file = folder.url.path + "/Defaults/Russian/Login+Russian.swift"
    let cases: [(Finding, FileLocation)] = [
      (finding(.untranslated, ["login", "greeting"], locale: ru), FileLocation(file: file, line: 8)),
      (
        finding(.firebaseKey, ["login"], locale: ru),
        FileLocation(file: folder.url.path + "/Defaults/Russian/Labels+Russian.swift")
      ),
      (
        finding(.firebaseWriteSize, [], locale: nil),
        FileLocation(file: folder.url.path + "/Defaults/LabelsCatalog.swift")
      ),
    ]
    for (finding, location) in cases {
      #expect(sources.location(of: finding, locator: locator) == location)
    }
  }

  @Test func withoutTheSourcesFindingsFallBackToTheCatalog() throws {
    let project = ShopLabels.v1(root: "/nonexistent")
    let documents = try project.encoded().documents
    let sources = DefaultsSources(paths: project.paths)
    #expect(
      sources.location(
        of: finding(.untranslated, ["login", "greeting"], locale: ru),
        locator: SwiftFindingLocator(try sources.locator(), documents: documents, paths: nil))
        == FileLocation(file: "/nonexistent/Defaults/LabelsCatalog.swift"))
  }

  @Test func aSourceThatCannotBeReadIsAnErrorNotAFallBack() throws {
    let (folder, project) = try project()
    try FileManager.default.createDirectory(
      atPath: folder.url.path + "/Defaults/Russian/Cart+Russian.swift", withIntermediateDirectories: true)
    let sources = DefaultsSources(paths: project.paths)
    #expect(throws: CommandFailure.self) { try sources.locator() }
    do {
      _ = try sources.locator()
    } catch {
      #expect(error.code == .dataError)
      #expect(
        error.diagnostics.map(\.location?.file) == [folder.url.path + "/Defaults/Russian/Cart+Russian.swift"])
    }
  }
}
