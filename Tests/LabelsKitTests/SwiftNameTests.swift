import Testing

@testable import LabelsKit

@Suite struct SwiftNameTests {
  @Test(arguments: [
    ("welcome", "welcome", "Welcome"),
    ("loginButton", "loginButton", "LoginButton"),
    ("login_button", "loginButton", "LoginButton"),
    ("login-button title", "loginButtonTitle", "LoginButtonTitle"),
    ("URL_title", "urlTitle", "URLTitle"),
    ("URLSession", "urlSession", "URLSession"),
    ("ERROR_CODE", "errorCode", "ErrorCode"),
    ("login_URL", "loginURL", "LoginURL"),
    ("iOS", "iOS", "IOS"),
    ("pt-BR", "ptBR", "PtBR"),
    ("café", "cafe", "Cafe"),
    ("404", "key404", "Group404"),
    ("4xx_errors", "key4xxErrors", "Group4xxErrors"),
    ("ключ", "key", "Group"),
    ("", "key", "Group"),
  ])
  func namesAreReadableASCIICamelCase(key: String, property: String, type: String) {
    #expect(SwiftName.lowerCamel(key) == property)
    #expect(SwiftName.upperCamel(key) == type)
  }

  @Test func keywordsAreEscapedWhereSwiftNeedsIt() {
    #expect(SwiftName.declared("default") == "`default`")
    #expect(SwiftName.declared("await") == "`await`")
    #expect(SwiftName.declared("title") == "title")
    #expect(SwiftName.argumentLabel("default") == "default")
    #expect(SwiftName.argumentLabel("inout") == "`inout`")
  }

  @Test func collisionsAreNumberedWithoutTakingANameAnotherKeyWants() {
    #expect(
      SwiftName.unique(["a", "a", "a2", "b"], reserved: [], ignoringCase: false) == ["a", "a3", "a2", "b"])
    #expect(
      SwiftName.unique(["self", "init"], reserved: SwiftName.reservedProperties, ignoringCase: false) == [
        "self2", "init2",
      ])
    #expect(
      SwiftName.unique(["AB", "Ab", "String"], reserved: SwiftName.reservedTypes, ignoringCase: true) == [
        "AB", "Ab2", "String2",
      ])
  }

  @Test func literalsEscapeWhatSwiftCannotHoldAsItIs() {
    #expect(
      SwiftStringLiteral.text("say \"hi\" \\ \n\r\t\0\u{01}\u{85}\u{2028} é 😀 \\(x)")
        == #""say \"hi\" \\ \n\r\t\0\u{1}\u{85}\u{2028} é 😀 \\(x)""#)
  }

  @Test func longNamesAreCutAndEndInAHashOfTheWholeName() {
    let fits = String(repeating: "a", count: SwiftName.maximumLength)
    #expect(SwiftName.bounded(fits, to: SwiftName.maximumLength) == fits)
    let longer = fits + "b"
    let bounded = SwiftName.bounded(longer, to: SwiftName.maximumLength)
    #expect(bounded == String(repeating: "a", count: 55) + "_097f4acd")
    #expect(bounded.count == SwiftName.maximumLength)
    #expect(SwiftName.bounded(fits + "c", to: SwiftName.maximumLength) != bounded)
    #expect(SwiftName.lowerCamel(String(repeating: "word ", count: 20)).count == SwiftName.maximumLength)
    #expect(SwiftName.upperCamel(String(repeating: "word ", count: 20)).count == SwiftName.maximumLength)
  }
}
