import LabelsCore

/// The count variables of a ``PluralText``, declared in the schema as a `String` enum: each case is a
/// variable its format references as `%#@case@`, and the app's call passes a count for each.
///
/// ```swift
/// public enum StatsCount: String, PluralVariable { case followers, posts }
/// public let stats: PluralText<StatsCount>
/// ```
public protocol PluralVariable: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == String {}
