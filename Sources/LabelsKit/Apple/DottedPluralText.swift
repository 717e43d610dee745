import LabelsCore

/// One label of several counts of a document under its dotted key, as Apple's formats take it: the
/// format (`%#@followers@ · %#@posts@`) and each variable's forms as a ``DottedPlural``, in a String
/// Catalog's `substitutions` and a `.stringsdict` entry's `NSStringLocalizedFormatKey` alike.
package struct DottedPluralText: Equatable, Sendable {
  /// The dotted path of the label.
  package let key: String
  /// The format, as the label's `@format` holds it.
  package let format: String
  /// The variables in argument order (``LabelsCore/PluralTextFormat/variables``), each keyed by its
  /// name: the variable of argument n at index n − 1.
  package let variables: [DottedPlural]
  /// The JSON Pointer of the label in its document.
  package let pointer: String

  /// Creates a label whose forms are already Apple's, for tests and writers.
  package init(key: String, format: String, variables: [DottedPlural], pointer: String) {
    self.key = key
    self.format = format
    self.variables = variables
    self.pointer = pointer
  }

  /// The label at `pointer` of `locale`'s document, as Apple takes it.
  /// - Throws: ``EmitError/notPluralText(locale:pointer:reason:)`` for a format that does not read or
  ///   references a variable the label lacks, and the errors of a variable's forms (``DottedPlural``).
  init(_ label: PluralTextLabel, key: String, locale: LocaleIdentifier, pointer: String) throws(EmitError) {
    let formatPointer = pointer + "/" + JSONPointer.escape(PluralTextLabel.formatMarker)
    guard let text = label.formatText else {
      throw .notPluralText(locale: locale.rawValue, pointer: formatPointer, reason: "is not text")
    }
    let format: PluralTextFormat
    do {
      format = try PluralTextFormat(text)
    } catch {
      throw .notPluralText(locale: locale.rawValue, pointer: formatPointer, reason: error.description)
    }
    let plurals = label.plurals
    let variablesPointer = pointer + "/" + JSONPointer.escape(PluralTextLabel.variablesMarker)
    var variables: [DottedPlural] = []
    for name in format.variables {
      let variablePointer = variablesPointer + "/" + JSONPointer.escape(name)
      guard let plural = plurals[name], plural.members.count > 0 else {
        throw .notPluralText(
          locale: locale.rawValue, pointer: formatPointer,
          reason: "references `\(name)`, which `@plurals` lacks")
      }
      variables.append(
        try DottedPlural(
          plural, key: name, locale: locale, pointer: variablePointer, formsPointer: variablePointer))
    }
    self.init(key: key, format: text, variables: variables, pointer: pointer)
  }
}
