/// What the release gate asks of the current defaults besides lint, by its stable rule id; each is
/// defined in ``definition``. `check` reports them and `export` refuses to write what breaks them.
package enum GateRule: String, Rule {
  case versionPolicy = "version-policy"
  case schema

  /// The rule's severity, summary and explanation.
  package var definition: RuleDefinition<Diagnostic.Severity> {
    switch self {
    case .versionPolicy:
      RuleDefinition(
        .error, summary: "Labels.schemaVersion is not the version the change needs",
        explanation: """
          The current defaults are compared with the newest published version. Identical or content \
          changes are re-exported into it; an additive change needs the next minor version, a breaking \
          change the next major; a new version is exactly one step after the newest and never older. \
          The finding points at the declaration of `Labels.schemaVersion`, names the one version that \
          passes, and lists the changes that call for it.
          """)
    case .schema:
      RuleDefinition(
        .error, summary: "a locale's labels do not encode as their type declares",
        explanation: """
          Every document must validate against the JSON Schema of the labels type, the `schema.json` \
          export writes beside it. A custom `encode(to:)` that writes other members or types would \
          publish labels the app cannot decode. Make the encoding match the declared properties.
          """)
    }
  }
}
