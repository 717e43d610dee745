import Testing

@testable import LabelsCore

@Suite struct JSONPointerTests {
  @Test func rootIsTheEmptyString() {
    #expect(JSONPointer.root.description == "")
    #expect(JSONPointer.root.isRoot)
    #expect(JSONPointer.root.parent == nil)
  }

  @Test func buildsFromTokens() {
    let pointer = JSONPointer.root.appending("login").appending("welcome")
    #expect(pointer.description == "/login/welcome")
    #expect(pointer.tokens == ["login", "welcome"])
    #expect(pointer.parent == JSONPointer(["login"]))
    #expect(JSONPointer(["items"]).appending(index: 3).description == "/items/3")
  }

  @Test(arguments: [
    (["a/b"], "/a~1b"),
    (["m~n"], "/m~0n"),
    (["~/"], "/~0~1"),
    (["~1"], "/~01"),
    ([""], "/"),
    (["", ""], "//"),
    (["a b", "é"], "/a b/é"),
    // A combining mark makes one Character of `/` and itself; the pointer still splits at the `/`.
    (["a/\u{301}b"], "/a~1\u{301}b"),
    (["~\u{301}"], "/~0\u{301}"),
  ])
  func escapesTildeAndSlash(tokens: [String], expected: String) {
    #expect(JSONPointer(tokens).description == expected)
  }

  @Test func ancestorsRunUpToTheRoot() {
    #expect(
      JSONPointer(["a", "b"]).selfAndAncestors.map(\.description) == ["/a/b", "/a", ""])
  }

  @Test func findsValuesInDocuments() {
    let document = JSONValue.object([
      "a/b": .array([.string("x"), .object(["c": .null])]), "n": .number("1"),
    ])
    #expect(JSONPointer(["a/b", "1", "c"]).value(in: document) == .null)
    #expect(JSONPointer(["a/b", "0"]).value(in: document) == .string("x"))
    #expect(JSONPointer.root.value(in: document) == document)
    #expect(JSONPointer(["a/b", "01"]).value(in: document) == nil)
    #expect(JSONPointer(["a/b", "2"]).value(in: document) == nil)
    #expect(JSONPointer(["a/b", "-"]).value(in: document) == nil)
    #expect(JSONPointer(["n", "x"]).value(in: document) == nil)
    #expect(JSONPointer(["missing"]).value(in: document) == nil)
  }

  @Test func ordersIndicesNumericallyAndPrefixesFirst() {
    let pointers = [["b"], ["a", "10"], ["a", "x"], ["a", "2"], ["a"], [], ["B"], ["a", "2", "z"]]
      .map { JSONPointer($0) }
    #expect(
      pointers.sorted().map(\.description) == ["", "/B", "/a", "/a/2", "/a/2/z", "/a/10", "/a/x", "/b"])
  }
}

@Suite struct JSONPointerContainmentTests {
  @Test func aPointerContainsItselfAndWhatLiesBelowIt() {
    let list = JSONPointer(["cart", "items"])
    #expect(list.contains(list))
    #expect(list.contains(JSONPointer(["cart", "items", "0", "name"])))
    #expect(JSONPointer.root.contains(list))
    #expect(!list.contains(JSONPointer(["cart"])))
    #expect(!list.contains(JSONPointer(["cart", "itemsLimit"])))
  }
}
