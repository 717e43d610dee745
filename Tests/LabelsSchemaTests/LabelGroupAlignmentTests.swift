import Foundation
import LabelsSchema
import Testing

/// `LabelGroup` reads and writes each stored property at the offset reflection gave, so a struct whose
/// members have every size and alignment (1, 8 and 16 bytes, optionals with and without spare bits, boxes
/// of `@Indirect` inside `@Indirect`) must round trip, compare equal to itself and differ in any one field.
@Suite struct LabelGroupAlignmentTests {
  static let base = Mixed(
    flag: true, small: -7, ratio: 0.25, title: "Сохранить", tiny: 127, maybeSmall: -128, maybeTitle: "ok",
    inner: Inner(on: false, count: 3, leaf: Leaf(tag: 1, text: "leaf", maybe: true), measure: 1.5))

  @Test func encodesEveryMemberFromItsOffset() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(Self.base), as: UTF8.self)
    #expect(
      text
        == #"{"flag":true,"inner":{"count":3,"leaf":{"maybe":true,"tag":1,"text":"leaf"},"measure":1.5,"#
        + #""on":false},"maybeSmall":-128,"maybeTitle":"ok","ratio":0.25,"small":-7,"tiny":127,"#
        + #""title":"Сохранить"}"#)
  }

  @Test func roundTripsAndEqualsItself() throws {
    let decoded = try JSONDecoder().decode(Mixed.self, from: try JSONEncoder().encode(Self.base))
    #expect(decoded == Self.base)
    #expect(Self.base == Self.base)
  }

  @Test func roundTripsWithEveryOptionalNil() throws {
    var value = Self.base
    value.maybeSmall = nil
    value.maybeTitle = nil
    value.inner = Inner(on: true, count: 0, leaf: Leaf(tag: 0, text: "", maybe: nil), measure: nil)
    let data = try JSONEncoder().encode(value)
    #expect(!String(decoding: data, as: UTF8.self).contains("maybe"))
    let decoded = try JSONDecoder().decode(Mixed.self, from: data)
    #expect(decoded == value)
    #expect(decoded != Self.base)
  }

  @Test(arguments: MixedField.allCases)
  func differsWhenOneFieldDiffers(field: MixedField) throws {
    let edited = field.edit(Self.base)
    #expect(edited != Self.base)
    #expect(Self.base != edited)
    let decoded = try JSONDecoder().decode(Mixed.self, from: try JSONEncoder().encode(edited))
    #expect(decoded == edited)
    #expect(decoded != Self.base)
  }
}

extension LabelGroupAlignmentTests {
  /// Members of sizes 1, 8 and 16 bytes in an order that leaves padding between them.
  struct Mixed: LabelGroup {
    var flag: Bool
    var small: Int8
    var ratio: Double
    var title: String
    var tiny: Int8
    var maybeSmall: Int8?
    var maybeTitle: String?
    @Indirect var inner: Inner
  }

  /// A level below ``Mixed``, itself holding an `@Indirect` level.
  struct Inner: LabelGroup {
    var on: Bool
    var count: Int8
    @Indirect var leaf: Leaf
    var measure: Double?
  }

  /// The innermost level: an `@Indirect` inside an `@Indirect`.
  struct Leaf: LabelGroup {
    var tag: Int8
    var text: String
    var maybe: Bool?
  }

  /// One stored property of ``Mixed`` at any level, and a change to it alone.
  enum MixedField: CaseIterable, Sendable {
    case flag, small, ratio, title, tiny, maybeSmall, maybeTitle
    case innerOn, innerCount, innerMeasure, leafTag, leafText, leafMaybe

    /// `value` with this field changed and every other field as it was.
    func edit(_ value: Mixed) -> Mixed {
      var value = value
      switch self {
      case .flag: value.flag.toggle()
      case .small: value.small += 1
      case .ratio: value.ratio += 1
      case .title: value.title += "!"
      case .tiny: value.tiny -= 1
      case .maybeSmall: value.maybeSmall = nil
      case .maybeTitle: value.maybeTitle = ""
      case .innerOn: value.inner.on.toggle()
      case .innerCount: value.inner.count += 1
      case .innerMeasure: value.inner.measure = nil
      case .leafTag: value.inner.leaf.tag += 1
      case .leafText: value.inner.leaf.text += "!"
      case .leafMaybe: value.inner.leaf.maybe = false
      }
      return value
    }
  }
}
