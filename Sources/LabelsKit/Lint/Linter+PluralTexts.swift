import LabelsCore

extension Linter.Walk {
  /// Checks a label of several counts: that its `@format` reads as text and variable references
  /// (``LabelsCore/PluralTextFormat``) and references exactly the variables of `@plurals`, in the base
  /// locale's argument order; and each variable's forms as a plural label's, beside the base locale's
  /// same variable. A variable's forms take its count alone: an integer, as `%lld`, `%d` or `{count}`.
  mutating func checkPluralText(_ label: PluralTextLabel, base baseValue: JSONValue?) {
    let parent = pointer
    var baseLabel: PluralTextLabel?
    if case .pluralText(let label) = baseValue?.labelNode { baseLabel = label }
    pointer = parent.appending(PluralTextLabel.formatMarker)
    checkFormat(of: label, baseLabel: baseLabel)
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
      checkForms(of: plural, at: pointer, baseForms: basePlurals[name]?.members ?? [:])
      if case .string(let other)? = members[PluralCategory.other.rawValue], base == nil {
        pointer = pointer.appending(PluralCategory.other.rawValue)
        checkCount(in: other)
      }
    }
    pointer = parent
  }

  /// Reports a format that does not read, that references a variable `@plurals` lacks or leaves one
  /// out, or whose variables are not the base locale's in its argument order.
  private mutating func checkFormat(of label: PluralTextLabel, baseLabel: PluralTextLabel?) {
    guard let text = label.formatText else {
      report(
        .pluralInvalid,
        "is not text: a label of several counts has a `@format` text such as `%#@followers@ · %#@posts@`")
      return
    }
    let format: PluralTextFormat
    do {
      format = try PluralTextFormat(text)
    } catch {
      report(.pluralInvalid, error.description)
      return
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
    checkOtherArguments(of: format)
    guard let base, let baseText = baseLabel?.formatText, let baseFormat = try? PluralTextFormat(baseText)
    else { return }
    if baseFormat.otherArguments != format.otherArguments {
      report(
        .placeholderMismatch,
        "takes \(Self.others(format)) beside its counts but the base locale \(base) takes "
          + "\(Self.others(baseFormat)); a translation must take the same arguments, in the same order")
    }
    guard baseFormat.variables != format.variables else { return }
    report(
      .placeholderMismatch,
      "takes \(Self.names(format.variables)) in argument order but the base locale \(base) takes "
        + "\(Self.names(baseFormat.variables)); keep the base's variables, and reorder them with positions "
        + "(`%2$#@name@`)")
  }

  /// Reports a format whose other arguments (those beside its counts) are not the ones the schema's
  /// typed call passes: none for a `PluralText`, one for a `PluralText1`, and so on.
  private mutating func checkOtherArguments(of format: PluralTextFormat) {
    guard let declaration = arguments.declaration(at: schemaTokens) else { return }
    var declared = declaration.kinds[...]
    var kinds: [LabelArgument.Kind] = []
    for argument in format.arguments {
      switch argument {
      case .count: kinds.append(.text)
      case .value: if let kind = declared.popFirst() { kinds.append(kind) }
      }
    }
    if declared.isEmpty, kinds.count == format.arguments.count,
      ArgumentDeclaration(kinds).mismatch(in: format.boundText) == nil
    {
      return
    }
    report(
      .argumentMismatch,
      "takes \(Self.others(format)) beside its counts but the schema's typed call passes \(declaration); "
        + "write placeholders that take exactly these arguments, in argument order, or change the label's "
        + "type in the schema (`PluralText`, `PluralText1`, `PluralText2`)")
  }

  /// `` other arguments `%@` and `%lld` ``, or `no other argument`.
  private static func others(_ format: PluralTextFormat) -> String {
    let types = format.otherArguments
    guard !types.isEmpty else { return "no other argument" }
    return (types.count == 1 ? "the other argument " : "the other arguments ")
      + names(types.map { "%\($0)" })
  }

  /// Reports a base locale's `other` form of a variable that takes anything but one integer: the app
  /// passes each variable its count alone.
  private mutating func checkCount(in other: String) {
    let signature = PlaceholderSignature(other)
    guard signature.problems.isEmpty, !signature.isEmpty,
      ArgumentDeclaration([.integer]).mismatch(in: other) != nil
    else { return }
    report(
      .argumentMismatch,
      "has \(Self.placeholders(signature)) but a count variable's forms take its count alone, an integer; "
        + "write `%lld`, `%d` or `{count}` for it, or no placeholder")
  }

  /// `` `followers` and `posts` ``.
  static func names(_ names: [String]) -> String {
    let quoted = names.map { "`\($0)`" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
  }
}
