/// A struct of the generated schema: `Labels` or one of its nested types.
struct SwiftStruct: Equatable {
  /// One stored property.
  struct Property: Equatable {
    /// The Swift name, unescaped.
    let name: String
    /// The JSON key it is coded under.
    let key: String
    /// The key `emit` writes for the label, when it is not its dotted path in the JSON: the source key
    /// of a label stored under an escape or kept whole in a group (`Get started.`, `settings-title`).
    let sourceKey: String?
    /// The Swift type, such as `String`, `Reminder` or `[CategoriesItem]`.
    let type: String
    /// Whether its type is a nested struct, stored `@Indirect`.
    let isIndirect: Bool
    /// Its documentation: the comment of its key, if any, then one sentence.
    let documentation: [String]
  }

  /// The names from `Labels` down, such as `["Settings", "Notifications"]`; empty for `Labels` itself.
  let typePath: [String]
  /// Its documentation, one sentence.
  let summary: String
  /// The stored properties, in JSON key order.
  let properties: [Property]
  /// The count variables of its labels of several counts, in the order of their properties.
  let variableEnums: [VariableEnum]

  /// The ``LabelsSchema/PluralVariable`` enum of a label of several counts.
  struct VariableEnum: Equatable {
    /// The type name, such as `StatsCount`.
    let name: String
    /// The variables in argument order, each a case whose raw value is its name.
    let cases: [String]
  }
}
