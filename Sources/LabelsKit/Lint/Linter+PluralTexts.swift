import LabelsCore

extension Linter.Walk {
  /// Checks a label of several counts: that its `@format` reads as text and variable references
  /// (``LabelsCore/PluralTextFormat``) and references exactly the variables of `@plurals`, in the base
  /// locale's argument order; that the format and the forms take the text's arguments soundly
  /// (``LabelsCore/PluralTextArguments``: a form's placeholder without a position is its count, `%n$` the
  /// text's argument n); and each variable's forms as a plural label's, beside the base locale's same
  /// variable.
  mutating func checkPluralText(_ label: PluralTextLabel, base baseValue: JSONValue?) {
    let parent = pointer
    var baseLabel: PluralTextLabel?
    if case .pluralText(let label) = baseValue?.labelNode { baseLabel = label }
    pointer = parent.appending(PluralTextLabel.formatMarker)
    let format = checkFormat(of: label, baseLabel: baseLabel)
    let variablesPointer = parent.appending(PluralTextLabel.variablesMarker)
    let basePlurals = baseLabel?.plurals ?? [:]
    // The label's declaration is its format's; a variable's forms take their count alone.
    schemaTokens.append(PluralTextLabel.variablesMarker)
    defer { schemaTokens.removeLast() }
    for name in label.variables.keys.sorted(by: CanonicalJSONWriter.keyPrecedes) {
      pointer = variablesPointer.appending(name)
      guard PluralTextFormat.isVariableName(name), case .object(let members)? = label.variables[name] else {
        report(
          .pluralInvalid,
          "is not a count variable: a variable is named by an ASCII letter or `_` and then letters, digits "
            + "or `_`, and holds its plural forms (`{\"one\": \"%lld post\", \"other\": \"%lld posts\"}`)")
        continue
      }
      let plural = PluralLabel(members: members)
      checkForms(
        of: plural, at: pointer, baseForms: basePlurals[name]?.members ?? [:],
        countPosition: format?.position(of: name) ?? 1)
    }
    pointer = parent
  }

  /// Reports a format that does not read, that references a variable `@plurals` lacks or leaves one
  /// out, whose variables are not the base locale's in its argument order, or whose format and forms
  /// do not take the text's arguments soundly or take others than the base locale's and the schema's.
  /// Returns the format when it reads.
  private mutating func checkFormat(of label: PluralTextLabel, baseLabel: PluralTextLabel?)
    -> PluralTextFormat?
  {
    guard let text = label.formatText else {
      report(
        .pluralInvalid,
        "is not text: a label of several counts has a `@format` text such as `%#@followers@ · %#@posts@`")
      return nil
    }
    let format: PluralTextFormat
    do {
      format = try PluralTextFormat(text)
    } catch {
      report(.pluralInvalid, error.description)
      return nil
    }
    let declared = Set(label.variables.keys)
    let unknown = format.variables.filter { !declared.contains($0) }
    let unused = declared.subtracting(format.variables).sorted(by: CanonicalJSONWriter.keyPrecedes)
    if !unknown.isEmpty {
      report(
        .pluralInvalid,
        "references \(Self.names(unknown)), which `@plurals` lacks; reference only the label's variables "
          + "(\(Self.names(declared.sorted(by: CanonicalJSONWriter.keyPrecedes)))), or add their forms")
    }
    if !unused.isEmpty {
      report(
        .pluralInvalid,
        "leaves out \(Self.names(unused)), which `@plurals` holds; reference every variable once, as "
          + "`%#@name@`")
    }
    if let base, let baseText = baseLabel?.formatText, let baseFormat = try? PluralTextFormat(baseText),
      baseFormat.variables != format.variables
    {
      report(
        .placeholderMismatch,
        "takes \(Self.names(format.variables)) in argument order but the base locale \(base) takes "
          + "\(Self.names(baseFormat.variables)); keep the base's variables, and reorder them with positions "
          + "(`%2$#@name@`)")
    }
    let textArguments: PluralTextArguments
    do {
      textArguments = try PluralTextArguments(format: format, forms: label.formTexts)
    } catch {
      // A form's problem is reported at the form, once: its placeholders' own problems are the form
      // check's.
      guard let variable = error.variable, let form = error.form else {
        report(.placeholderInvalid, error.message)
        return format
      }
      guard !error.isUnreadable else { return format }
      let formatPointer = pointer
      pointer = (formatPointer.parent ?? formatPointer).appending(PluralTextLabel.variablesMarker)
        .appending(variable).appending(form)
      report(.placeholderInvalid, error.message)
      pointer = formatPointer
      return format
    }
    checkOtherArguments(of: textArguments)
    if let base, let baseLabel, let baseArguments = PluralTextArguments(baseLabel),
      baseArguments.otherArguments != textArguments.otherArguments
    {
      report(
        .placeholderMismatch,
        "takes \(Self.others(textArguments)) beside its counts but the base locale \(base) takes "
          + "\(Self.others(baseArguments)); a translation must take the same arguments, in the same order")
    }
    return format
  }

  /// Reports a text whose other arguments (those beside its counts, in its format or its forms) are not
  /// the ones the schema's typed call passes: none for a `PluralText`, one for a `PluralText1`, and so on.
  private mutating func checkOtherArguments(of text: PluralTextArguments) {
    guard let declaration = arguments.declaration(at: schemaTokens) else { return }
    var declared = declaration.kinds[...]
    var kinds: [LabelArgument.Kind] = []
    var placeholders: [String] = []
    for (index, argument) in text.arguments.enumerated() {
      switch argument {
      case .count:
        kinds.append(.text)
        placeholders.append("%\(index + 1)$@")
      case .value(let type):
        if let kind = declared.popFirst() { kinds.append(kind) }
        placeholders.append("%\(index + 1)$\(type)")
      }
    }
    if declared.isEmpty, kinds.count == text.arguments.count,
      ArgumentDeclaration(kinds).mismatch(in: placeholders.joined(separator: " ")) == nil
    {
      return
    }
    report(
      .argumentMismatch,
      "takes \(Self.others(text)) beside its counts but the schema's typed call passes \(declaration); "
        + "write placeholders that take exactly these arguments, in argument order, or change the label's "
        + "type in the schema (`PluralText`, `PluralText1`, `PluralText2`)")
  }

  /// `` other arguments `%@` and `%lld` ``, or `no other argument`.
  private static func others(_ text: PluralTextArguments) -> String {
    let types = text.otherArguments
    guard !types.isEmpty else { return "no other argument" }
    return (types.count == 1 ? "the other argument " : "the other arguments ")
      + names(types.map { "%\($0)" })
  }

  /// `` `followers` and `posts` ``.
  static func names(_ names: [String]) -> String {
    let quoted = names.map { "`\($0)`" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
  }
}
