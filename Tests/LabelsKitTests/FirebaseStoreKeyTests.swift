import LabelsCore
import Testing

/// The one mapping from a source key to the key a label is stored under (`FirebaseKey.storeKey`).
@Suite struct FirebaseStoreKeyTests {
  @Test(arguments: [
    "login", "pt-BR", "Open", "with space", "%lld issues", "%@ is already selected", "100%", "ключ",
  ])
  func keepsAKeyTheStoreAcceptsWithoutAnEscape(key: String) {
    #expect(FirebaseKey.storeKey(key) == key)
  }

  @Test(arguments: [
    ("Get the most out of our app.", "Get the most out of our app%2E"),
    ("Filter issues, or type # to add tags", "Filter issues, or type %23 to add tags"),
    ("$ [x] a/b", "%24 %5Bx%5D a%2Fb"),
    ("Line\nbreak\u{7F}", "Line%0Abreak%7F"),
    (".value", "%2Evalue"),
    ("%1$@", "%1%24@"),
    ("50%2E off", "50%252E off"),
    ("%ab.", "%25ab%2E"),
    ("", "%22%22"),
  ])
  func escapesWhatTheStoreRefusesAndAPercentThatLooksLikeAnEscape(key: String, stored: String) {
    #expect(FirebaseKey.storeKey(key) == stored)
    #expect(FirebaseKey.problem(FirebaseKey.storeKey(key)) == nil)
  }

  /// Keys that differ are stored under keys that differ, whatever they hold.
  @Test func isCollisionFree() {
    let alphabet = ["", ".", "%", "2", "E", "e", "\"", "#", "a", "%2E", "%25", "%22"]
    var keys: Set<String> = [""]
    for _ in 0..<3 { keys.formUnion(keys.flatMap { key in alphabet.map { key + $0 } }) }
    let stored = Set(keys.map(FirebaseKey.storeKey))
    #expect(stored.count == keys.count)
  }
}
