import LabelsCommands
import LabelsSchema
import Testing

/// A project whose Russian defaults write the same plural forms in three labels: `%lld расходов` is the
/// `many` form of `expenses.count`, of `expenses.logged` (stored as `logged-today`) and of the count of
/// `expenses.summary`, a label of several counts; what `pull` and `xliff import` tell apart by label.
enum LedgerLabels {
  enum SummaryCount: String, PluralVariable { case expenses }

  struct Ledger: LabelGroup {
    struct Expenses: LabelGroup {
      static let labelKeys = ["logged": "logged-today"]
      let count: Plural
      let logged: Plural
      let summary: PluralText<SummaryCount>
    }
    let expenses: Expenses
  }

  static let english = Ledger(
    expenses: .init(
      count: .en(one: "%lld expense", other: "%lld expenses"),
      logged: .en(one: "%lld expense logged", other: "%lld expenses logged"),
      summary: PluralText("Total: %#@expenses@") {
        switch $0 {
        case .expenses: .en(one: "%lld expense", other: "%lld expenses")
        }
      }))

  static let russian = Ledger(
    expenses: .init(
      count: .ru(one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода"),
      logged: .ru(one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода"),
      summary: PluralText("Всего: %#@expenses@") {
        switch $0 {
        case .expenses:
          .ru(one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода")
        }
      }))

  /// The Russian defaults as the project writes them in Swift.
  static let russianSource = """
    import Ledger

    extension Ledger {
      /// The Russian labels.
      static let russian = Ledger(
        expenses: .init(
          count: .ru(one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода"),
          logged: .ru(one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода"),
          summary: PluralText("Всего: %#@expenses@") {
            switch $0 {
            case .expenses: .ru(one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода")
            }
          }))
    }

    """

  /// The project of English and Russian rooted at `folder`.
  /// ``russianSource`` with the `many` form of `logged` (which reads as `count`'s) edited alone: what
  /// `pull` and `studio` write for an edit of that form.
  static let russianSourceWithLoggedManyEdited = russianSource.replacingOccurrences(
    of: #"logged: .ru(one: "%lld расход", few: "%lld расхода", many: "%lld расходов","#,
    with: #"logged: .ru(one: "%lld расход", few: "%lld расхода", many: "%lld расходов записано","#)

  /// The ledger exported and published to `store`, then the `many` form of `logged` (which reads as
  /// `count`'s) edited in the store: what ``russianSourceWithLoggedManyEdited`` takes.
  static func publishedWithLoggedManyEdited(in store: FakeStore) throws -> (TemporaryDirectory, LabelsProject)
  {
    let folder = try folder()
    let project = project(in: folder)
    #expect(CommandRun(["export"], project: project).status == 0)
    #expect(StoreCommandRun(["publish"], in: folder, store: store, project: project).status == 0)
    store.put(
      .string("%lld расходов записано"), at: "production/v1/ru/labels/expenses/logged-today/@plural/many")
    return (folder, project)
  }

  static func project(in folder: TemporaryDirectory) -> LabelsProject {
    ShopLabels.project(root: folder.url.path, version: "1.0.0", locales: [("en", english), ("ru", russian)])
  }

  /// A temporary folder with the project's catalog and Russian Swift source.
  static func folder() throws -> TemporaryDirectory {
    try TemporaryDirectory.englishAndRussian(russianSource: russianSource)
  }
}
