import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct LabelTreeTests {
  private func tree(_ pairs: KeyValuePairs<String, String>) -> LabelTree {
    LabelTree(values: Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, $0.value) }))
  }

  @Test func keysNestAtTheirDots() {
    #expect(
      tree(["a.b.c": "1", "a.d": "2", "e": "3"]).root == [
        KeyTreeMember(
          name: "a",
          node: .object([
            KeyTreeMember(name: "b", node: .object([KeyTreeMember(name: "c", node: .text(key: "a.b.c"))])),
            KeyTreeMember(name: "d", node: .text(key: "a.d")),
          ])),
        KeyTreeMember(name: "e", node: .text(key: "e")),
      ])
  }

  @Test func indexAndIDObjectsBecomeArraysWhenTheirItemsMatch() {
    let indexed = tree(["t.1": "b", "t.0": "a", "t.2": "c"])
    #expect(
      indexed.root == [
        KeyTreeMember(
          name: "t", node: .array([.text(key: "t.0"), .text(key: "t.1"), .text(key: "t.2")], byID: false))
      ])
    let byID = tree(["p.x.id": "x", "p.x.name": "X", "p.a.id": "a", "p.a.name": "A"])
    let item = { (id: String) in
      KeyTreeNode.object([
        KeyTreeMember(name: "id", node: .text(key: "p.\(id).id")),
        KeyTreeMember(name: "name", node: .text(key: "p.\(id).name")),
      ])
    }
    #expect(byID.root == [KeyTreeMember(name: "p", node: .array([item("a"), item("x")], byID: true))])
  }

  @Test(arguments: [
    ["t.0": "a", "t.2": "c"],
    ["t.0": "a", "t.1.x": "b"],
    ["t.00": "a"],
    ["p.x.id": "y", "p.x.name": "X"],
    ["p.x.id": "x", "p.y.id": "y", "p.y.name": "Y"],
  ])
  func otherObjectsStayObjects(values: [String: String]) throws {
    let root = LabelTree(values: values).root
    guard case .object = try #require(root.first).node else {
      Issue.record("\(values) became \(root)")
      return
    }
  }

  @Test func aKeyUnderALabelOrWithAnEmptyPartStaysWhole() {
    let built = tree(["login": "Log in", "login.title": "Welcome", "login.x.y": "z", "a..b": "1", ".c": "2"])
    // Each kept whole under the escape of its dots (FirebaseKey.storeKey), which the store accepts.
    #expect(
      built.root.map(\.name) == ["%2Ec", "a%2E%2Eb", "login", "login%2Etitle", "login%2Ex%2Ey"])
    #expect(
      built.keptWhole == [
        .init(key: ".c", reason: "has an empty part between dots"),
        .init(key: "a..b", reason: "has an empty part between dots"),
        .init(key: "login.title", reason: "login is itself a label"),
        .init(key: "login.x.y", reason: "login is itself a label"),
      ])
  }

  @Test func aKeyOfMoreThanTheMaximumDepthStaysWholeAndOneAtItNests() {
    let limit = LabelTree.maximumDepth
    #expect(limit == 32)
    let deepest = (1...limit).map { "p\($0)" }.joined(separator: ".")
    let deeper = (1...limit + 1).map { "q\($0)" }.joined(separator: ".")
    let built = LabelTree(values: [deepest: "a", deeper: "b"])
    #expect(built.root.map(\.name) == ["p1", FirebaseKey.storeKey(deeper)])
    var node = built.root[0].node
    var depth = 1
    while case .object(let members) = node, let only = members.first {
      node = only.node
      depth += 1
    }
    #expect(node == .text(key: deepest))
    #expect(depth == limit)
    #expect(
      built.keptWhole == [
        .init(key: deeper, reason: "has 33 parts between dots, more than the 32 a key may nest")
      ])
  }
}
