import LabelsCore
import LabelsKit
import LabelsSchema
import Testing

/// Texts rewritten in the defaults' Swift sources: only the literals change.
@Suite struct SwiftLiteralEditorTests {
  private static let file = """
    import Labels

    extension Labels.Login {
      /// The Russian login screen.
      static var russian: Labels.Login {
        Labels.Login(
          welcome: "С возвращением",  // keep this comment
          loginButton:
            "Войти",
          title: "Вход", subtitle: "Вход",
          count: .ru(one: "%lld раз", few: "%lld раза", many: "%lld раз", other: "%lld раза", exact: [0: "Ни разу"]),
          tags: ["новое", "Вход"]
        )
      }
    }

    """

  private static let document = try! StrictJSONReader.read(
    #"{"count":{"@plural":{"=0":"Ни разу","few":"%lld раза","many":"%lld раз","one":"%lld раз","other":"%lld раза"}},"#
      + #""loginButton":"Войти","subtitle":"Вход","tags":["новое","Вход"],"title":"Вход","welcome":"С возвращением"}"#
  )

  private static func edit(_ tokens: [String], _ old: String, _ new: String) -> SwiftLiteralEdit {
    SwiftLiteralEdit(pointer: JSONPointer(tokens), old: old, new: new)
  }

  @Test func onlyTheLiteralsChange() throws {
    let changed = try SwiftLiteralEditor.apply(
      [
        Self.edit(["welcome"], "С возвращением", "Снова \"здесь\"\n"),
        Self.edit(["loginButton"], "Войти", "Вход в систему"),
        Self.edit(["count", "@plural", "=0"], "Ни разу", "Ещё ни разу"),
        Self.edit(["count", "@plural", "many"], "%lld раз", "%lld разов"),
        Self.edit(["tags", "0"], "новое", "новинка"),
      ], to: ["Login+Russian.swift": Self.file], document: Self.document, paths: nil)
    #expect(
      changed == [
        "Login+Russian.swift": Self.file
          .replacingOccurrences("welcome: \"С возвращением\"", "welcome: \"Снова \\\"здесь\\\"\\n\"")
          .replacingOccurrences("\"Войти\"", "\"Вход в систему\"")
          .replacingOccurrences("[0: \"Ни разу\"]", "[0: \"Ещё ни разу\"]")
          .replacingOccurrences("many: \"%lld раз\"", "many: \"%lld разов\"")
          .replacingOccurrences("[\"новое\"", "[\"новинка\"")
      ])
  }

  @Test func aTextWrittenAtSeveralPlacesChangesOnlyWhenAllChangeAlike() throws {
    let both = try SwiftLiteralEditor.apply(
      [Self.edit(["title"], "Вход", "Войти"), Self.edit(["subtitle"], "Вход", "Войти")],
      to: ["L.swift": Self.file], document: Self.document, paths: nil)
    #expect(both["L.swift"]?.contains("title: \"Войти\", subtitle: \"Войти\"") == true)
    do {
      _ = try SwiftLiteralEditor.apply(
        [Self.edit(["hint"], "Нет", "Да")], to: ["L.swift": Self.file], document: Self.document, paths: nil)
      Issue.record("applied")
    } catch {
      #expect(
        error.problems.map(\.message) == [
          "the defaults do not write \"Нет\" as a one-line literal after hint:; change it by hand"
        ])
    }
    let twice = try StrictJSONReader.read(#"{"a":{"title":"Вход"},"b":{"title":"Вход"}}"#)
    let source = "A(title: \"Вход\")\nB(title: \"Вход\")\n"
    do {
      _ = try SwiftLiteralEditor.apply(
        [Self.edit(["a", "title"], "Вход", "Войти")], to: ["T.swift": source], document: twice, paths: nil)
      Issue.record("applied")
    } catch {
      #expect(
        error.problems.map(\.message) == [
          "the same text is written at 2 places (T.swift:1, T.swift:2) that this edit would not all change "
            + "alike; change it by hand"
        ])
    }
  }

  /// Russian defaults whose `many` forms read alike in three labels: two plurals and the count of a
  /// label of several counts.
  private static let expenses = """
    static let russian = Ledger(
      expenses: .init(
        count: .ru(one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода"),
        logged: .ru(one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расходов"),
        summary: PluralText("Всего: %#@expenses@") {
          switch $0 {
          case .expenses: .ru(one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода")
          }
        }))

    """

  private static let expensesDocument = try! StrictJSONReader.read(
    #"{"expenses":{"count":{"@plural":{"few":"%lld расхода","many":"%lld расходов","one":"%lld расход","#
      + #""other":"%lld расхода"}},"logged":{"@plural":{"few":"%lld расхода","many":"%lld расходов","#
      + #""one":"%lld расход","other":"%lld расходов"}},"summary":{"@format":"Всего: %#@expenses@","#
      + #""@plurals":{"expenses":{"few":"%lld расхода","many":"%lld расходов","one":"%lld расход","#
      + #""other":"%lld расхода"}}}}}"#)

  @Test func aPluralFormIsToldApartFromTheSameFormOfAnotherLabelByItsLabel() throws {
    let changed = try SwiftLiteralEditor.apply(
      [Self.edit(["expenses", "logged", "@plural", "many"], "%lld расходов", "%lld расходов записано")],
      to: ["Ledger+Russian.swift": Self.expenses], document: Self.expensesDocument, paths: nil)
    #expect(
      changed == [
        "Ledger+Russian.swift": """
        static let russian = Ledger(
          expenses: .init(
            count: .ru(one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода"),
            logged: .ru(one: "%lld расход", few: "%lld расхода", many: "%lld расходов записано", other: "%lld расходов"),
            summary: PluralText("Всего: %#@expenses@") {
              switch $0 {
              case .expenses: .ru(one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода")
              }
            }))

        """
      ])
  }

  @Test func aFormOfALabelOfSeveralCountsIsToldApartFromAPluralsForm() throws {
    let changed = try SwiftLiteralEditor.apply(
      [
        Self.edit(["expenses", "summary", "@plurals", "expenses", "one"], "%lld расход", "%lld трата"),
        Self.edit(["expenses", "count", "@plural", "few"], "%lld расхода", "%lld траты"),
      ],
      to: ["Ledger+Russian.swift": Self.expenses], document: Self.expensesDocument, paths: nil)
    #expect(
      changed == [
        "Ledger+Russian.swift": """
        static let russian = Ledger(
          expenses: .init(
            count: .ru(one: "%lld расход", few: "%lld траты", many: "%lld расходов", other: "%lld расхода"),
            logged: .ru(one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расходов"),
            summary: PluralText("Всего: %#@expenses@") {
              switch $0 {
              case .expenses: .ru(one: "%lld трата", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода")
              }
            }))

        """
      ])
  }

  @Test func formsWrittenUnderTheSameNamesAreStillRefused() throws {
    // The two sections' literals are both written as `count: .ru(… many: …)`: nothing tells them apart.
    let source = """
      extension Ledger.Expenses {
        static var russian: Ledger.Expenses { .init(count: .ru(one: "a", few: "b", many: "%lld расходов", other: "c")) }
      }
      extension Ledger.Income {
        static var russian: Ledger.Income { .init(count: .ru(one: "a", few: "b", many: "%lld расходов", other: "c")) }
      }

      """
    let document = try StrictJSONReader.read(
      #"{"expenses":{"count":{"@plural":{"few":"b","many":"%lld расходов","one":"a","other":"c"}}},"#
        + #""income":{"count":{"@plural":{"few":"b","many":"%lld расходов","one":"a","other":"c"}}}}"#)
    do {
      _ = try SwiftLiteralEditor.apply(
        [Self.edit(["expenses", "count", "@plural", "many"], "%lld расходов", "%lld трат")],
        to: ["Sections.swift": source], document: document, paths: nil)
      Issue.record("applied")
    } catch {
      #expect(
        error.problems.map { "\($0.pointer): \($0.message)" } == [
          "/expenses/count/@plural/many: the same text is written at 2 places (Sections.swift:2, Sections.swift:5) "
            + "that this edit would not all change alike; change it by hand"
        ])
    }
  }

  /// A schema whose `logged` is stored as `logged-today`.
  private struct Ledger: LabelGroup {
    struct Expenses: LabelGroup {
      static let labelKeys = ["logged": "logged-today"]
      let count: Plural
      let logged: Plural
    }
    struct Tag: LabelGroup {
      static let labelKeys = ["title": "tag-title"]
      let title: String
    }
    let expenses: Expenses
    let tags: [Tag]
  }

  @Test func aLabelStoredUnderAnotherKeyIsFoundByItsPropertysName() throws {
    let paths = try SchemaPropertyPaths(describing: Ledger.self)
    #expect(
      paths.propertyNames(of: JSONPointer(["expenses", "logged-today", "@plural", "=0"]))
        == ["expenses", "logged", "@plural", "=0"])
    #expect(paths.propertyNames(of: JSONPointer(["tags", "1", "tag-title"])) == ["tags", "*", "title"])
    #expect(paths.propertyNames(of: JSONPointer(["gone", "x"])) == ["gone", "x"])
    let source = """
      let russian = Ledger(
        expenses: .init(
          count: .ru(one: "a", few: "b", many: "%lld расходов", other: "c"),
          logged: .ru(one: "a", few: "b", many: "%lld расходов", other: "c")),
        tags: [])

      """
    let document = try StrictJSONReader.read(
      #"{"expenses":{"count":{"@plural":{"few":"b","many":"%lld расходов","one":"a","other":"c"}},"#
        + #""logged-today":{"@plural":{"few":"b","many":"%lld расходов","one":"a","other":"c"}}},"tags":[]}"#)
    let edit = Self.edit(["expenses", "logged-today", "@plural", "many"], "%lld расходов", "%lld записано")
    #expect(
      try SwiftLiteralEditor.apply([edit], to: ["R.swift": source], document: document, paths: paths)
        == [
          "R.swift": source.replacingOccurrences(
            #"logged: .ru(one: "a", few: "b", many: "%lld расходов""#,
            #"logged: .ru(one: "a", few: "b", many: "%lld записано""#)
        ])
    // Without the schema's names, `logged-today` agrees with neither literal better than `count` does.
    do {
      _ = try SwiftLiteralEditor.apply([edit], to: ["R.swift": source], document: document, paths: nil)
      Issue.record("applied")
    } catch {
      #expect(
        error.problems.map(\.message) == [
          "the same text is written at 2 places (R.swift:3, R.swift:4) that this edit would not all change "
            + "alike; change it by hand"
        ])
    }
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
