import LabelsCore

#if canImport(LabelsKit)
  import LabelsKit
#endif

/// The Firebase rules of any JSON Schema the schema reader accepts are JSON the strict reader accepts
/// back unchanged.
enum RulesFuzzCheck {
  static func violations(_ bytes: [UInt8]) -> [String] {
    guard let json = try? StrictJSONReader.read(bytes), let schema = try? JSONSchema(json: json),
      let locales = try? ["en", "ru", "uk"].map(LocaleIdentifier.init),
      let rules = try? FirebaseRules.document(
        for: schema, environment: "production", version: SemanticVersion(major: 1, minor: 0, patch: 0),
        locales: locales)
    else { return [] }
    guard let reread = try? StrictJSONReader.read(CanonicalJSONWriter.bytes(rules)) else {
      return ["the strict reader refuses the rules"]
    }
    return reread == rules ? [] : ["the rules change when read back"]
  }
}
