/// The sizes `make bench` measures at, or the small ones of `--smoke`, which runs every row end to end
/// (CI's proof that the benchmark still builds and runs) and judges no figure.
struct BenchSizes: Equatable {
  /// Locales of the export row (of 10,000 labels each).
  var exportLocales: Int
  /// Labels of the larger `format` row and of each document of the `diff` pair.
  var largeLabels: Int
  /// Labels of the memory rows' two label documents.
  var memoryLabels: Int
  /// Numbers in the memory row's array.
  var memoryNumbers: Int
  /// Labels per locale of the lint row.
  var lintLabels: Int
  /// Locales of the lint row.
  var lintLocales: Int
  /// Labels and locales of `compile-time`, unless given.
  var compileLabels: Int
  var compileLocales: Int
  /// Labels and locales of `compile-time`'s second package, unless either is given: many locales, whose
  /// plural labels take up to six forms each, where the plurals' cost is judged too.
  var pluralLabels: Int
  var pluralLocales: Int
  /// Keys and locales of `import-build`, unless given.
  var importKeys: Int
  var importLocales: Int
  /// Keys and locales of the String Catalog `team-gate` starts a team's project from, unless given.
  var teamKeys: Int
  var teamLocales: Int
  /// Published versions, locales, labels per document and commits touching `Exports/` of the `check`
  /// row's generated history.
  var historyVersions: Int
  var historyLocales: Int
  var historyLabels: Int
  var historyCommits: Int
  /// Labels and locales of the studio's rows.
  var studioLabels: Int
  var studioLocales: Int
  /// Timed repetitions per measurement, unless given.
  var repetitions: Int
  /// Clean debug builds of each `compile-time` package, taken in turn, unless `--repetitions` is given.
  var compileRepetitions: Int
  /// Whether figures are judged against the targets.
  var judged: Bool

  /// The sizes.
  static let full = BenchSizes(
    exportLocales: 20, largeLabels: 100_000, memoryLabels: 2_000_000, memoryNumbers: 30_000_000,
    lintLabels: 2_500, lintLocales: 20, compileLabels: 10_000, compileLocales: 3, pluralLabels: 5_000,
    pluralLocales: 20, importKeys: 1_000, importLocales: 40, teamKeys: 600, teamLocales: 30,
    historyVersions: 30, historyLocales: 20,
    historyLabels: 2_000, historyCommits: 100, studioLabels: 10_000, studioLocales: 20,
    repetitions: 5, compileRepetitions: 5, judged: true)

  /// A few minutes for every row, once each.
  static let smoke = BenchSizes(
    exportLocales: 2, largeLabels: 2_000, memoryLabels: 20_000, memoryNumbers: 300_000, lintLabels: 100,
    lintLocales: 2, compileLabels: 200, compileLocales: 2, pluralLabels: 100, pluralLocales: 20,
    importKeys: 50, importLocales: 3, teamKeys: 20, teamLocales: 3,
    historyVersions: 3, historyLocales: 2, historyLabels: 50, historyCommits: 6, studioLabels: 200,
    studioLocales: 2, repetitions: 1,
    compileRepetitions: 1, judged: false
  )

  /// The sizes a command's options ask for: `--smoke` or the issue's.
  static func of(_ options: BenchOptions) -> BenchSizes {
    options.has("--smoke") ? .smoke : .full
  }

  /// A count as the tables print it: `100,000`.
  static func grouped(_ count: Int) -> String {
    var digits = String(count)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return digits
  }
}
