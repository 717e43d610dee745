import LabelsCore

#if canImport(LabelsKit)
  import LabelsKit
#endif

/// The upload bundle of any document the strict reader accepts, after its pre-flight, is canonical JSON
/// holding the document at `v<major>/en/labels`.
///
/// One document is version 1.0.0 in locale `en`; two separated by a NUL byte are 1.0.0 and 2.0.0, so the
/// newer one is projected onto the older line as well.
enum PreflightFuzzCheck {
  static func violations(_ bytes: [UInt8]) -> [String] {
    let parts = bytes.splitAtFirstNUL.map { [$0.before, $0.after] } ?? [bytes]
    var versions: [(version: SemanticVersion, documents: LocalizedDocuments)] = []
    for (index, part) in parts.enumerated() {
      guard let document = try? StrictJSONReader.read(part), let locale = try? LocaleIdentifier("en") else {
        return []
      }
      versions.append(
        (
          SemanticVersion(major: index + 1, minor: 0, patch: 0),
          LocalizedDocuments(baseLocale: locale, documents: [locale: document])
        ))
    }
    guard let publication = try? MajorLinePublication(versions: versions),
      let environment = try? UploadEnvironment("production"), let newest = versions.last
    else { return [] }
    let bundle = UploadBundle(lines: publication, environment: environment)
    guard let upload = try? StrictJSONReader.read(bundle.contents) else {
      return ["the strict reader refuses the upload bundle"]
    }
    var violations: [String] = []
    if CanonicalJSONWriter.bytes(upload) != bundle.contents {
      violations.append("the upload bundle is not canonical")
    }
    let pointer = JSONPointer([newest.version.lineKey, "en", UploadBundle.labelsKey])
    if pointer.value(in: upload) != newest.documents.documents.values.first {
      violations.append("the upload bundle does not hold the newest document at \(pointer)")
    }
    return violations
  }
}
