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
  ///   text's other arguments (its format's and its forms', ``LabelsCore/PluralTextArguments``) are
  ///   more than ``maximumOtherArguments``, of no label argument type, or do not read.
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
    for name in parsed.variables {
      guard let variable = variables[name] else {
        throw ImportedPlural.Refusal("references %#@\(name)@, which it does not define")
      }
      let position = parsed.position(of: name) ?? 0
      if let argument = variable.argument, argument != position {
        throw ImportedPlural.Refusal(
          "gives \(name) the argument \(argument), but its format makes it argument \(position)")
      }
      result[name] = variable.forms
    }
    let arguments: PluralTextArguments
    do {
      arguments = try PluralTextArguments(format: parsed, forms: result)
    } catch {
      throw ImportedPlural.Refusal(
        "has forms that do not take the text's arguments soundly: \(error.description)")
    }
    let others = try ImportedTemplates.kinds(of: arguments.otherArguments)
    guard others.count <= maximumOtherArguments else {
      throw ImportedPlural.Refusal(
        "takes \(others.count) arguments beside its counts, more than the \(maximumOtherArguments) of "
          + "PluralText\(maximumOtherArguments)")
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

  /// The Swift type of a label of several counts of this base format and forms, whose variables are the
  /// enum `variableType`: `PluralText<StatsCount>`, or `PluralText1<PostsCount, String>` for a text that
  /// takes another argument, in its format or its forms; `nil` for a text that does not read.
  static func swiftType(format: String, forms: [String: [String: String]], variableType: String) -> String? {
    guard let others = otherKinds(format: format, forms: forms) else { return nil }
    guard !others.isEmpty else { return "PluralText<\(variableType)>" }
    return "PluralText\(others.count)<\(variableType), \(ImportedTemplates.swiftTypes(others))>"
  }

  /// The name of the initialiser a locale's defaults write for a label of several counts of this base
  /// format and forms: `PluralText`, or `PluralText1` for a text that takes another argument.
  static func initializer(format: String, forms: [String: [String: String]]) -> String {
    let others = otherKinds(format: format, forms: forms)?.count ?? 0
    return others == 0 ? "PluralText" : "PluralText\(others)"
  }

  /// The kinds of the text's other arguments, its format's and its forms'; `nil` when they do not read.
  private static func otherKinds(format: String, forms: [String: [String: String]]) -> [LabelArgument.Kind]? {
    guard let parsed = try? PluralTextFormat(format),
      let arguments = try? PluralTextArguments(format: parsed, forms: forms)
    else { return nil }
    return try? ImportedTemplates.kinds(of: arguments.otherArguments)
  }
}
