import LabelsCore

/// Whether a remote label may replace its default: whether the app can show it and format it with the
/// arguments it passes for the default. The defaults passed lint, so they are the measure.
enum RemoteLabelCheck {
  /// A remote text replaces the default's when it is not blank (unless the default is) and its
  /// placeholders are sound and take the same arguments.
  static func accepts(_ text: String, replacing base: String) -> Bool {
    if isBlank(text), !isBlank(base) { return false }
    let signature = PlaceholderSignature(text)
    return signature.problems.isEmpty && signature.isCompatible(with: PlaceholderSignature(base))
  }

  /// A remote plural replaces the default one, taken whole, when it has every category form the default
  /// has (the default has exactly the ones its locale's rules need) but one only exact millions select
  /// (``LabelsCore/PluralRules/selectsOnlyMillions(_:)``, for which `other` is shown, as lint warns of
  /// its absence without refusing it), its `other` form passes
  /// ``accepts(_:replacing:)`` against the default's, and every other form is a text that takes the
  /// default `other` form's arguments or leaves out a count it implies under `rules`
  /// (``LabelsCore/PluralFormArguments``: "Пусто" for `=0`, "One expense" for `one` in English).
  static func accepts(_ plural: PluralLabel, replacing base: PluralLabel, rules: PluralRules) -> Bool {
    let forms = plural.forms
    let baseForms = base.forms
    guard let baseOther = baseForms[.other], let other = forms[.other], accepts(other, replacing: baseOther),
      baseForms.keys.allSatisfy({ forms[$0] != nil || rules.selectsOnlyMillions($0) })
    else { return false }
    let otherKey = PluralCategory.other.rawValue
    return plural.members.allSatisfy { key, value in
      guard key != otherKey else { return true }
      guard case .string(let text) = value, !isBlank(text) else { return false }
      return PluralFormArguments.problem(of: text, key: key, other: baseOther, rules: rules) == nil
    }
  }

  /// A remote label of several counts replaces the default one, taken whole, when its format reads
  /// (``LabelsCore/PluralTextFormat``), is not blank, and references exactly the default's variables,
  /// in any order (the app passes each count by its variable's name); when its format and forms take
  /// the default's other arguments in the same order and of the same types (the app passes them in
  /// order; ``LabelsCore/PluralTextArguments``, whose rule lets a form take any argument of the text);
  /// and when each variable has every category form the default's has (but one only exact millions
  /// select), its forms are not blank, and none leaves out a count its category does not imply.
  static func accepts(_ label: PluralTextLabel, replacing base: PluralTextLabel, rules: PluralRules) -> Bool {
    guard let text = label.formatText, !isBlank(text),
      let format = try? PluralTextFormat(text), let baseText = base.formatText,
      let baseFormat = try? PluralTextFormat(baseText),
      Set(format.variables) == Set(baseFormat.variables), Set(label.variables.keys) == Set(format.variables),
      let arguments = PluralTextArguments(label), let baseArguments = PluralTextArguments(base),
      arguments.otherArguments == baseArguments.otherArguments
    else { return false }
    let plurals = label.plurals
    let basePlurals = base.plurals
    return format.variables.allSatisfy { name in
      guard let plural = plurals[name], let basePlural = basePlurals[name],
        let position = format.position(of: name),
        let other = plural.forms[.other],
        basePlural.forms.keys.allSatisfy({ plural.forms[$0] != nil || rules.selectsOnlyMillions($0) })
      else { return false }
      return plural.members.allSatisfy { key, value in
        guard case .string(let form) = value, !isBlank(form) else { return false }
        return PluralTextArguments.countLeftOut(
          of: form, key: key, other: other, position: position, rules: rules)
          == nil
      }
    }
  }

  /// Whether every character of a text is whitespace. A character is whitespace when its first scalar
  /// is, and every whitespace scalar's UTF-8 starts with a byte from 0x09 to 0x0D, 0x20, 0xC2, 0xE1,
  /// 0xE2 or 0xE3: a text that starts with any other byte is not blank, whatever follows.
  static func isBlank(_ text: String) -> Bool {
    guard let first = text.utf8.first else { return true }
    switch first {
    case 0x09...0x0D, 0x20, 0xC2, 0xE1, 0xE2, 0xE3: return text.allSatisfy(\.isWhitespace)
    default: return false
    }
  }
}
