/// Every argument of a label of several counts, its forms' included: the one rule lint, diff, import and
/// the app's runtime apply to the arguments a ``PluralTextLabel`` takes.
///
/// A form formats with the whole text's arguments, as Apple formats every form with the whole argument
/// list: a placeholder with a position in a form (`%2$@` in `Ulipokea %2$@ sats`) takes that argument
/// of the text, and the one placeholder without a position (`%lld`, `%d`, or `{count}`) is the
/// variable's own count. So a form may use any argument of the text, and may leave its own count out
/// (`Found one match in “%2$@.”`). The text's arguments are the format's (``PluralTextFormat/arguments``)
/// and those only forms take (`%1$#@SATS@` with forms `%2$@ sat` and `%2$@ sats` takes a count and a
/// text); together they must take every position from 1 to the highest, each with one type, and a
/// count's position in a form takes an integer. The ordinary arguments among them are what the label's
/// typed call passes (``LabelsSchema/PluralText1``).
public struct PluralTextArguments: Equatable, Sendable {
  /// What each argument position takes: argument n at index n − 1.
  public let arguments: [PluralTextFormat.Argument]

  /// The types of the ordinary arguments, in argument order: what the label's typed call passes.
  public var otherArguments: [PlaceholderType] {
    arguments.compactMap { if case .value(let type) = $0 { type } else { nil } }
  }

  /// What is wrong with a text's arguments, and in which form when it is a form's.
  public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The variable whose form it is; `nil` for the text as a whole.
    public let variable: String?
    /// The form's `@plural` member name (`one`, `=0`), with ``variable``.
    public let form: String?
    /// A lowercase sentence with the fix, without the form's name.
    public let message: String
    /// Whether the form's placeholders do not read at all (a problem of the form's own text, as
    /// ``PlaceholderSignature/problems`` or ``positioned(_:countAt:)`` find it), rather than take the
    /// text's arguments wrongly.
    public var isUnreadable = false

    /// The message, after the form's name when it is a form's.
    public var description: String {
      guard let variable, let form else { return message }
      return "`\(variable)`'s form `\(form)` \(message)"
    }
  }

  /// The arguments of `format` and of `forms`, each variable's forms by `@plural` member name; a
  /// variable the format does not reference is left out (lint reports it).
  /// - Throws: ``Problem`` naming the form whose placeholders do not read, take an argument with
  ///   another type than the format or another form gives it, take a count as anything but an integer,
  ///   or the text when a position no placeholder takes is left.
  public init(format: PluralTextFormat, forms: [String: [String: String]]) throws(Problem) {
    var taken: [Int: PluralTextFormat.Argument] = [:]
    for (index, argument) in format.arguments.enumerated() { taken[index + 1] = argument }
    var firstUse: [Int: String] = [:]
    for name in forms.keys.sorted() {
      guard let position = format.position(of: name) else { continue }
      for (key, form) in (forms[name] ?? [:]).sorted(by: { $0.key < $1.key }) {
        let problem = { (message: String) in Problem(variable: name, form: key, message: message) }
        let signature: PlaceholderSignature
        do {
          signature = PlaceholderSignature(try Self.positioned(form, countAt: position))
        } catch {
          throw problem(error.description)
        }
        let unread = signature.problems.filter { if case .missingPosition = $0 { false } else { true } }
        if let unreadable = unread.first {
          throw Problem(
            variable: name, form: key, message: "has a placeholder that does not read: \(unreadable.message)",
            isUnreadable: true)
        }
        if let named = signature.named.sorted().first {
          throw problem(
            "has \(named); a form names only its count, as {count}, or takes the text's arguments by "
              + "position (`%2$@`)")
        }
        for (argument, type) in signature.arguments.sorted(by: { $0.key < $1.key }) {
          switch taken[argument] {
          case .count(let counted):
            guard type.conversion == .signedInteger || type.conversion == .unsignedInteger else {
              let whose = counted == name ? "its count" : "the count of `\(counted)`"
              throw problem(
                "takes argument \(argument), \(whose), as a %\(type) placeholder; a count is an integer: "
                  + "write %lld")
            }
          case .value(let given):
            guard given == type else {
              throw problem(
                "takes argument \(argument) as %\(argument)$\(type), but \(firstUse[argument] ?? "the format") "
                  + "takes it as %\(argument)$\(given); give each argument one type")
            }
          case nil:
            taken[argument] = .value(type)
            firstUse[argument] = "`\(name)`'s form `\(key)`"
          }
        }
      }
    }
    let highest = taken.keys.max() ?? 0
    if let gap = (1..<max(highest, 1)).first(where: { taken[$0] == nil }) {
      throw Problem(
        variable: nil, form: nil,
        message: "takes argument \(highest) but no placeholder of the format or a form takes argument "
          + "\(gap); every position from 1 to \(highest) needs one")
    }
    arguments = (1...max(highest, 1)).compactMap { taken[$0] }
  }

  /// The arguments of a label's format and forms, or `nil` when they do not read (lint says why).
  public init?(_ label: PluralTextLabel) {
    guard let text = label.formatText, let format = try? PluralTextFormat(text) else { return nil }
    guard let arguments = try? PluralTextArguments(format: format, forms: label.formTexts) else { return nil }
    self = arguments
  }

  /// Whether `form`, of the member `key` of the variable at `position`, leaves out its count where its
  /// `other` form shows it and its category covers several numbers under `rules` (Russian `one`: 1, 21,
  /// 31 …), as ``PluralFormArguments`` judges a plural's forms; `nil` when it may.
  public static func countLeftOut(
    of form: String, key: String, other: String, position: Int, rules: PluralRules
  ) -> PluralFormArguments.Problem? {
    guard let formText = try? positioned(form, countAt: position),
      let otherText = try? positioned(other, countAt: position),
      PlaceholderSignature(otherText).arguments[position] != nil,
      PlaceholderSignature(formText).arguments[position] == nil
    else { return nil }
    return PluralFormArguments.countLeftOut(key: key, rules: rules)
  }

  /// A form with every placeholder positioned, as the text's formatter takes it: the placeholder without
  /// a position (the count's) at `position`, `{count}` as `%<position>$lld`.
  /// - Throws: ``PluralTextFormat/Problem`` when more than one placeholder has no position.
  public static func positioned(_ form: String, countAt position: Int) throws(PluralTextFormat.Problem)
    -> String
  {
    guard form.utf8.contains(UInt8(ascii: "%")) || form.utf8.contains(UInt8(ascii: "{")) else { return form }
    var output = ""
    var unpositioned = 0
    var scalars = Substring(form).unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      output.unicodeScalars.append(scalar)
      guard scalar == "%" else { continue }
      if scalars.first == "%" {
        output.unicodeScalars.append(scalars.removeFirst())
        continue
      }
      let digits = scalars.prefix { ("0"..."9").contains($0) }
      if !digits.isEmpty, scalars.dropFirst(digits.count).first == "$" { continue }
      unpositioned += 1
      output += "\(position)$"
    }
    if unpositioned > 1 {
      throw PluralTextFormat.Problem(
        description: "has \(unpositioned) placeholders without a position; in a form, the one without a "
          + "position is the variable's count: give the others theirs (`%2$@`)")
    }
    let named = PluralFormArguments.namedCount
    let parts = output.split(separator: named, omittingEmptySubsequences: false)
    guard parts.count > 1, !output.contains("{\(named)}") else { return output }
    guard unpositioned == 0 else {
      throw PluralTextFormat.Problem(
        description: "has both {count} and a placeholder without a position; write the count once")
    }
    return parts.joined(separator: "%\(position)$lld")
  }
}
