import Foundation
import LabelsCore

@testable import LabelsKit

/// Three releases of a small app under `Fixtures/publication/`, never the team's live exports:
/// - 1.0.0, en and uk: `login.welcome`, `login.greeting` (`Hello, %@!`);
/// - 1.1.0 adds `settings.title` and fixes the welcome text;
/// - 2.0.0 removes `login.welcome`, gives the greeting a second placeholder (`%lld`), fixes the settings
///   title, drops uk and adds de.
enum PublicationFixtures {
  typealias Release = (version: SemanticVersion, documents: LocalizedDocuments)

  /// The documents of one release, read as a published version folder is read.
  static func release(_ name: String) throws -> Release {
    let folder = Fixtures.directory.appendingPathComponent("publication/\(name)")
    var files: [String: [UInt8]] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".json")
    {
      files[file] = [UInt8](try Data(contentsOf: folder.appendingPathComponent(file)))
    }
    let published = try PublishedVersion(folderName: name, files: files)
    return (try SemanticVersion(name), published.documents)
  }

  /// The releases published up to and including `last`, oldest first.
  static func releases(through last: String) throws -> [Release] {
    let names = ["1.0.0", "1.1.0", "2.0.0"]
    return try names.prefix { $0 != last }.map(release) + [release(last)]
  }

  /// A locale identifier the test knows to be valid.
  static func locale(_ tag: String) throws -> LocaleIdentifier {
    try LocaleIdentifier(tag)
  }
}
