import Foundation
import LabelsSchema
import Testing

/// The shapes `LabelGroup`'s reflection does not support fail on first use and every use after, naming
/// the type, the property and the fix, instead of differing silently from synthesised code.
@Suite struct LabelGroupShapeTests {
  @Test func aPropertyThatIsNotCodableIsRefusedByEncodingAndDecoding() throws {
    let message =
      "NotCodableMember.note is of type Note, which is not Codable: make Note Codable, or keep the property "
      + "out of the label struct"
    // Decoding first: the type's first use already fails, and encoding after it fails the same way.
    try expectDecodingRefused(NotCodableMember.self, #"{"text":"a","note":{}}"#, message)
    try expectEncodingRefused(NotCodableMember(text: "a", note: Note()), message)
  }

  @Test func aPropertyThatIsNotEquatableIsRefusedByEncodingAndDecoding() throws {
    let message =
      "NotEquatableMember.value is of type Opaque, which is not Equatable, so == cannot compare it: make "
      + "Opaque Equatable, or keep the property out of the label struct"
    try expectEncodingRefused(NotEquatableMember(value: Opaque(number: 1)), message)
    try expectDecodingRefused(NotEquatableMember.self, #"{"value":{"number":1}}"#, message)
  }

  @Test func comparingATypeWithANonEquatablePropertyStopsTheProgramNamingIt() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = NotEquatableMember(value: Opaque(number: 1)) == NotEquatableMember(value: Opaque(number: 1))
    }
    let standardError = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(standardError.contains("NotEquatableMember.value is of type Opaque, which is not Equatable"))
  }

  @Test func aClassIsRefusedByEncodingAndDecoding() throws {
    let message = "NotAStruct is not a struct; only a struct can be a LabelGroup: declare it as a struct"
    try expectEncodingRefused(NotAStruct(), message)
    try expectDecodingRefused(NotAStruct.self, #"{"text":"a"}"#, message)
  }

  @Test func anEnumIsRefusedByEncodingAndDecoding() throws {
    let message =
      "NotAStructEither is not a struct; only a struct can be a LabelGroup: declare it as a struct"
    try expectEncodingRefused(NotAStructEither.text, message)
    try expectDecodingRefused(NotAStructEither.self, #"{"text":"a"}"#, message)
  }

  @Test func comparingAClassStopsTheProgramNamingIt() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let value = NotAStruct()
      _ = value == value
    }
    let standardError = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(standardError.contains("NotAStruct is not a struct"))
  }

  @Test func aPropertyWrapperOtherThanIndirectIsRefused() throws {
    let message =
      "WrappedMember._title (of type Trimmed) is stored under a name starting with '_': a property wrapper "
      + "other than @Indirect, or a name written so, would be encoded as '_title': remove the wrapper "
      + "(only @Indirect is supported) or the leading '_'"
    try expectEncodingRefused(WrappedMember(title: "a"), message)
    try expectDecodingRefused(WrappedMember.self, #"{"title":"a"}"#, message)
  }

  @Test func aNameStartingWithAnUnderscoreIsRefused() throws {
    let message =
      "UnderscoreMember._hidden (of type String) is stored under a name starting with '_': a property "
      + "wrapper other than @Indirect, or a name written so, would be encoded as '_hidden': remove the "
      + "wrapper (only @Indirect is supported) or the leading '_'"
    try expectEncodingRefused(UnderscoreMember(_hidden: "a"), message)
    try expectDecodingRefused(UnderscoreMember.self, #"{"_hidden":"a"}"#, message)
  }

  @Test func aLazyVarIsRefused() throws {
    let message =
      "LazyMember.shout is a lazy var, which would be encoded as '$__lazy_storage_$_shout': make it a "
      + "computed property or a stored let"
    try expectEncodingRefused(LazyMember(title: "a"), message)
    try expectDecodingRefused(LazyMember.self, #"{"title":"a"}"#, message)
  }

  @Test func everyProblemOfATypeIsNamedAtOnce() throws {
    let message =
      "TwoProblems.note is of type Note, which is not Codable: make Note Codable, or keep the property out "
      + "of the label struct; TwoProblems.shout is a lazy var, which would be encoded as "
      + "'$__lazy_storage_$_shout': make it a computed property or a stored let"
    try expectEncodingRefused(TwoProblems(note: Note()), message)
  }

  private func expectEncodingRefused(_ value: some Encodable, _ message: String) throws {
    let error = try #require(throws: EncodingError.self) { try JSONEncoder().encode(value) }
    guard case .invalidValue(_, let context) = error else {
      Issue.record("expected invalidValue, got \(error)")
      return
    }
    #expect(context.debugDescription == message)
  }

  private func expectDecodingRefused<Value: Decodable>(_ type: Value.Type, _ json: String, _ message: String)
    throws
  {
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(type, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.debugDescription == message)
  }
}

/// Equatable, not Codable.
private struct Note: Equatable {}

/// Codable, not Equatable.
private struct Opaque: Codable {
  let number: Int
}

/// A property wrapper that is Codable and Equatable but not `@Indirect`.
@propertyWrapper
private struct Trimmed: Codable, Equatable {
  var wrappedValue: String
}

private struct NotCodableMember: LabelGroup {
  let text: String
  let note: Note
}

private struct NotEquatableMember: LabelGroup {
  let value: Opaque
}

private struct WrappedMember: LabelGroup {
  @Trimmed var title: String
}

private struct UnderscoreMember: LabelGroup {
  let _hidden: String
}

private struct LazyMember: LabelGroup {
  var title: String
  lazy var shout: String = title.uppercased()
}

private struct TwoProblems: LabelGroup {
  let note: Note
  lazy var shout = ""
}

/// A class cannot be built property by property.
private final class NotAStruct: LabelGroup {
  let text = "a"
}

/// Nor can an enum.
private enum NotAStructEither: LabelGroup {
  case text
}
