import LabelsCore
import LabelsKit

/// `LabelsBench import-build`: what `LabelsParser import` of a large flat catalog costs to build.
///
/// A ``FlatCatalog`` (by default 1,000 hyphenated keys × 40 locales, as a real app's String Catalog) is
/// imported in memory with ``ImportPlan``, the generated `Sources/Labels` and `Defaults` are written
/// into a scratch package laid out as this project (its `LabelsCore`, `LabelsSchema` and `LabelsModule`
/// copied beside them), with an `App` that encodes every locale and reads every member of
/// `LabelsCatalog`, and the package is built clean in debug and then in release. `LabelsSchema` (and so
/// `LabelsCore`) and the stand-in for the toolchain's targets on Foundation
/// (``ScratchPackage/foundationTarget``) are built first in each configuration, so the times are those
/// of the generated targets and the app.
struct ImportBuildBenchmark {
  /// Where the scratch package is written.
  let folder: String
  /// Keys in the catalog.
  let keys: Int
  /// Number of locales.
  let locales: Int

  /// The targets at the issue's size (1,000 keys × 40 locales): seconds of each build, and 1 GB.
  private static let debugTarget = 20.0
  private static let releaseTarget = 45.0
  private static let maximumPeakBytes = 1_073_741_824

  /// Imports the catalog, writes the package, then times its builds.
  /// - Throws: ``BenchError`` when the import fails, a file cannot be written or a build fails.
  func run(log: (String) -> Void) throws(BenchError) -> [CompileTimeBenchmark.Row] {
    let tables = try FlatCatalog(keyCount: keys, localeCount: locales).tables()
    let result: ImportPlan.Result
    do {
      result = try ImportPlan.generate(tables, baseLocale: try LocaleIdentifier("en"))
    } catch {
      throw .badResult("the import failed: \(error)")
    }
    try FileAccess.remove(folder)
    log("importing \(keys) keys × \(locales) locales into \(folder): \(result.files.count) files")
    for file in result.files {
      try FileAccess.write(file.contents, to: folder + "/" + file.path)
    }
    for (path, text) in try CompileTimeBenchmark.toolchainFiles() {
      try FileAccess.write(text, to: folder + "/Sources/" + path)
    }
    try FileAccess.write(Self.manifest, to: folder + "/Package.swift")
    try FileAccess.write(Self.app, to: folder + "/Sources/App/main.swift")
    let foundationTarget = ScratchPackage.foundationTargetFile
    try FileAccess.write(foundationTarget.text, to: folder + "/" + foundationTarget.path)
    _ = try CompileTimeBenchmark.build(["package", "describe"], in: folder)
    let size = "\(keys) × \(locales)"
    let atTargetSize = keys == 1_000 && locales == 40
    var rows: [CompileTimeBenchmark.Row] = []
    for (configuration, target) in [("debug", Self.debugTarget), ("release", Self.releaseTarget)] {
      for toolchainTarget in ["LabelsSchema", "Toolchain"] {
        _ = try CompileTimeBenchmark.build(
          ["build", "-c", configuration, "--target", toolchainTarget], in: folder)
      }
      log("clean \(configuration) build")
      var row = CompileTimeBenchmark.Row(
        stage: "clean \(configuration)", layout: "import", size: size,
        usage: try CompileTimeBenchmark.build(["build", "-c", configuration], in: folder),
        maximumSeconds: atTargetSize ? target : nil)
      row.maximumPeakBytes = Self.maximumPeakBytes
      rows.append(row)
    }
    return rows
  }

  private static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Scratch",
      targets: [
        \(ScratchPackage.toolchainTargets(otherFolders: ["App"]))
        .target(name: "Defaults", dependencies: ["Labels"], path: "Defaults", exclude: ["LabelsReview.json"]),
        .executableTarget(name: "App", dependencies: ["Labels", "Defaults"], path: "Sources/App"),
      ]
    )

    """

  private static let app = """
    import Defaults
    import Foundation
    import Labels

    print(LabelsCatalog.baseLocale, LabelsCatalog.aliases.count, LabelsCatalog.untranslated.count)
    for entry in LabelsCatalog.locales {
      print(entry.locale, try JSONEncoder().encode(entry.labels).count)
    }

    """
}
