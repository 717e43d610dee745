import LabelsCore
import LabelsKit
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
}

extension String {
  fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
