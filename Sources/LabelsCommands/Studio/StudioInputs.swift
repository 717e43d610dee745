import LabelsCore
import LabelsKit

/// What `studio` knows of the labels without reading a file: the defaults as compiled into
/// `LabelsParser`, and what the schema says of them.
package struct StudioInputs: Sendable {
  /// The labels of every locale, as compiled.
  let documents: LocalizedDocuments
  /// The version they are published at.
  let version: SemanticVersion
  /// What the schema's typed labels take, for lint.
  let arguments: ArgumentDeclarations
  /// The labels meant to read the same in every locale.
  let allowlist: UntranslatedAllowlist
  /// The schema's `///` comment of the label at a place.
  let comment: @Sendable (JSONPointer) -> String?
  /// The Swift name of each label's property; `nil` when every JSON key is its property's name.
  let propertyPaths: SchemaPropertyPaths?

  /// The inputs of labels no build compiled (the benchmark's), without comments.
  package init(documents: LocalizedDocuments, version: SemanticVersion) {
    self.documents = documents
    self.version = version
    arguments = .none
    allowlist = .none
    comment = { _ in nil }
    propertyPaths = nil
  }

  /// The project's compiled defaults, allow-list, schema comments and property paths.
  /// - Throws: ``CommandFailure`` as the commands that read them.
  init(project: LabelsProject) throws(CommandFailure) {
    let compiled = try project.encoded()
    documents = compiled.documents
    version = compiled.version
    arguments = compiled.arguments
    allowlist = try project.allowlist()
    let comments = try SchemaSources(project: project).comments()
    comment = { comments.comment(at: $0) }
    propertyPaths = try project.propertyPaths()
  }
}
