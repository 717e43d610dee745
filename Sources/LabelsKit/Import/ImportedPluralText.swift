import LabelsCore

/// One label of several counts read from a String Catalog or a `.stringsdict` file: its key, its format
/// and each variable's forms as `@plural` members (the inverse of ``DottedPluralText``).
package struct ImportedPluralText: Equatable, Sendable {
  /// The key, such as `profile.stats`.
  package let key: String
  /// The format, such as `%#@followers@ · %#@posts@`.
  package let format: String
  /// Each variable's forms by `@plural` member name, by variable name.
  package let variables: [String: [String: String]]

  /// Creates a label whose forms are already `@plural` members.
  package init(key: String, format: String, variables: [String: [String: String]]) {
    self.key = key
    self.format = format
    self.variables = variables
  }

  /// The variables of Apple's `format`, each with its forms (already `@plural` members, as
  /// ``ImportedPlural/appleForms(_:locale:formatSpecifier:)`` gives them), or why they cannot be a label.
  /// `argument` is a variable's `argNum` when the file gives one: it must be the variable's place in the
  /// format's argument order, counting the format's other arguments (`%@ has %#@posts@` makes `posts`
  /// argument 2).
  /// - Throws: ``ImportedPlural/Refusal`` when the format does not read, references a variable it
  ///   lacks, or has one it does not reference; when an `argNum` disagrees with the format; when the
  ///   format's other arguments are more than ``maximumOtherArguments`` or of no label argument type;
  ///   when a form carries an argument other than its count.
  static func appleForms(
    format: String, variables: [String: (forms: [String: String], argument: Int?)]
  ) throws(ImportedPlural.Refusal) -> [String: [String: String]] {
    let parsed: PluralTextFormat
    do {
      parsed = try PluralTextFormat(format)
    } catch {
      throw ImportedPlural.Refusal("has a format that does not read: \(error.description)")
    }
    let unreferenced = Set(variables.keys).subtracting(parsed.variables)
    if let name = unreferenced.sorted().first {
      throw ImportedPlural.Refusal("has a variable \(name) its format does not reference")
    }
    var result: [String: [String: String]] = [:]
    let others = try ImportedTemplates.kinds(of: parsed.otherArguments)
    guard others.count <= maximumOtherArguments else {
      throw ImportedPlural.Refusal(
        "takes \(others.count) arguments beside its counts, more than the \(maximumOtherArguments) of "
          + "PluralText\(maximumOtherArguments)")
    }
    for name in parsed.variables {
      guard let variable = variables[name] else {
        throw ImportedPlural.Refusal("references %#@\(name)@, which it does not define")
      }
      let position = parsed.position(of: name) ?? 0
      if let argument = variable.argument, argument != position {
        throw ImportedPlural.Refusal(
          "gives \(name) the argument \(argument), but its format makes it argument \(position)")
      }
      let forms = variable.forms
      for (form, text) in forms.sorted(by: { $0.key < $1.key }) where carriesOtherArgument(text) {
        throw ImportedPlural.Refusal(
          "has a form \(form) of \(name) that carries an argument other than its count "
            + "(\(text)); a label of several counts gives each form only its own count")
      }
      result[name] = forms
    }
    return result
  }

  /// The format with each reference given the argument its `argNum` names, when the references take
  /// their arguments in turn (`%#@arg2@で%#@arg1@一致`) and their `argNum`s take them in another order (2,
  /// then 1), as Xcode stores a translation whose counts a translator reordered: `%2$#@arg2@で%1$#@arg1@一致`,
  /// which formats each count where Apple formats it. Any other format is returned as it is, for
  /// ``appleForms(format:variables:)`` to judge.
  static func positioned(format: String, arguments: [String: Int?]) -> String {
    guard let parsed = try? PluralTextFormat(format), !parsed.isPositional, !parsed.hasOtherArguments
    else { return format }
    let given = parsed.variables.compactMap { arguments[$0] ?? nil }
    guard given.count == parsed.variables.count, given.sorted() == Array(1...given.count),
      given != Array(1...given.count)
    else { return format }
    return parsed.segments.map { segment in
      switch segment {
      case .text(let text):
        text.split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%")
      case .argument(let placeholder): placeholder
      case .variable(let name): "%\(arguments[name].flatMap { $0 } ?? 0)$#@\(name)@"
      }
    }
    .joined()
  }

  /// The most arguments beside its counts a label of several counts takes (`PluralText2`).
  static let maximumOtherArguments = 2

  /// The Swift type of a label of several counts of this base format, whose variables are the enum
  /// `variableType`: `PluralText<StatsCount>`, or `PluralText1<PostsCount, String>` for a format that
  /// takes another argument; `nil` for a format that does not read.
  static func swiftType(format: String, variableType: String) -> String? {
    guard let parsed = try? PluralTextFormat(format),
      let others = try? ImportedTemplates.kinds(of: parsed.otherArguments)
    else { return nil }
    guard !others.isEmpty else { return "PluralText<\(variableType)>" }
    return "PluralText\(others.count)<\(variableType), \(ImportedTemplates.swiftTypes(others))>"
  }

  /// The name of the initialiser a locale's defaults write for a label of several counts of this
  /// format: `PluralText`, or `PluralText1` for a format that takes another argument.
  static func initializer(format: String) -> String {
    let others = (try? PluralTextFormat(format))?.otherArguments.count ?? 0
    return others == 0 ? "PluralText" : "PluralText\(others)"
  }

  /// Whether a form holds a placeholder that is not its own count: a positional one (`%2$@`), an
  /// object (`%@`), or more than one placeholder.
  private static func carriesOtherArgument(_ text: String) -> Bool {
    var placeholders = 0
    var scalars = text.unicodeScalars[...]
    while let percent = scalars.firstIndex(of: "%") {
      scalars = scalars[scalars.index(after: percent)...]
      guard let next = scalars.first else { break }
      if next == "%" {
        scalars = scalars.dropFirst()
        continue
      }
      placeholders += 1
      let spec = scalars.prefix { !"@dDiuUxXoOfeEgGcCsSaAp".unicodeScalars.contains($0) }
      let conversion = scalars.dropFirst(spec.count).first
      if spec.contains("$") || conversion == "@" { return true }
    }
    return placeholders > 1
  }
}
