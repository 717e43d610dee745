/// What validation makes of an object member the schema does not declare.
package enum UnknownMembers: Equatable, Sendable {
  /// A violation, as `schema.json` says with `additionalProperties: false`: the exact check.
  case refused
  /// Accepted, as an app's `JSONDecoder` skips keys its type does not read: the check of what apps use.
  case ignored
}
