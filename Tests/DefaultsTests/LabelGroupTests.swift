import Defaults
import Foundation
import Labels
import Testing

/// The schema's hand-written conformances: decoding as strict as synthesised code, `==` and encoding by
/// reflection that see every stored property, through `@Indirect` too.
@Suite struct LabelGroupTests {
  @Test func equalityComparesEveryLabelAtEveryLevel() {
    var edited = Labels.english
    #expect(edited == Labels.english)
    edited.settings.notifications.reminder.body += "!"
    #expect(edited != Labels.english)
    edited = Labels.english
    edited.login.forgotPassword = nil
    #expect(edited != Labels.english)
    edited = Labels.english
    edited.expenses.categories.removeLast()
    #expect(edited != Labels.english)
    #expect(Labels.english != Labels.russian)
  }

  @Test func encodingUsesPropertyNamesAndLeavesOutNil() throws {
    let login = Labels.Login(welcome: "W", loginButton: "B", greeting: "G", forgotPassword: nil)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(login), as: UTF8.self)
    #expect(text == #"{"greeting":"G","loginButton":"B","welcome":"W"}"#)
  }

  @Test func indirectMembersEncodeUnderTheirOwnName() throws {
    let text = String(decoding: try JSONEncoder().encode(Labels.english), as: UTF8.self)
    #expect(text.contains(#""settings":{"#))
    #expect(!text.contains(#""_settings""#))
  }

  @Test func aTypeFirstEncodedOnManyThreadsAtOnceEncodesTheSameEverywhere() async throws {
    // `Pair` is used nowhere else, so its layout is worked out while the tasks race for it.
    let pair = Pair(first: "Сохранить", second: nil)
    let texts = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<32 {
        group.addTask {
          let encoder = JSONEncoder()
          encoder.outputFormatting = .sortedKeys
          return String(decoding: try encoder.encode(pair), as: UTF8.self)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(texts == Array(repeating: #"{"first":"Сохранить"}"#, count: 32))
    #expect(pair == Pair(first: "Сохранить", second: nil))
    #expect(pair != Pair(first: "Сохранить", second: ""))
  }

  @Test func aMissingMemberIsADecodingErrorNamingIt() throws {
    let json = Data(#"{"welcome":"W","greeting":"G"}"#.utf8)
    #expect {
      try JSONDecoder().decode(Labels.Login.self, from: json)
    } throws: { error in
      guard case DecodingError.keyNotFound(let key, _) = error else { return false }
      return key.stringValue == "loginButton"
    }
  }

  @Test func aMissingOptionalDecodesAsNil() throws {
    let json = Data(#"{"welcome":"W","loginButton":"B","greeting":"G"}"#.utf8)
    #expect(try JSONDecoder().decode(Labels.Login.self, from: json).forgotPassword == nil)
  }
}

/// A label struct of this test alone.
private struct Pair: LabelGroup {
  var first: String
  var second: String?

  init(first: String, second: String?) {
    self.first = first
    self.second = second
  }

  init(from decoder: any Decoder) throws {
    let labels = try LabelDecoder(decoder)
    first = try labels.decode("first")
    second = try labels.decodeIfPresent("second")
  }
}
