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
