import LabelsCore

/// One plural label of a document under its dotted key, with its forms as Apple's plural rules take
/// them: one text per CLDR category (`zero one two few many other`), in `.stringsdict` files and in a
/// String Catalog's `variations.plural` alike.
///
/// Apple's formats have no exact-number forms, so `=0` is written as `zero` when the label has no `zero`
/// form of its own and Apple's `zero` means 0 in the language (``ApplePluralZero``). Every other exact
/// form is refused by name; no form is ever dropped.
package struct DottedPlural: Equatable, Sendable {
  /// The dotted path of the label.
  package let key: String
  /// The text of each category form, `=0` folded into `zero` where Apple reads it as 0.
  package let forms: [PluralCategory: String]
  /// The printf conversion of the count, from the `other` form's first argument (`lld`, `d`, `f`); `d`
  /// when the form has no printf argument.
  package let countConversion: String
  /// The JSON Pointer of the label in its document.
  package let pointer: String
  /// The member of `@plural` that holds the text of `zero`: `=0` when it was folded, else `zero`.
  package let zeroMember: String
  /// The JSON Pointer of the object of forms: the label's `@plural`, or a variable of a label of
  /// several counts.
  let formsPointer: String

  /// Creates a plural whose forms are already Apple's, for tests and writers.
  package init(
    key: String, forms: [PluralCategory: String], countConversion: String, pointer: String,
    zeroMember: String = PluralCategory.zero.rawValue
  ) {
    self.key = key
    self.forms = forms
    self.countConversion = countConversion
    self.pointer = pointer
    self.zeroMember = zeroMember
    formsPointer = pointer + "/" + JSONPointer.escape(PluralLabel.marker)
  }

  /// A plural whose forms are at `formsPointer`, for a variable of a label of several counts.
  private init(
    key: String, forms: [PluralCategory: String], countConversion: String, pointer: String,
    zeroMember: String, formsPointer: String
  ) {
    self.key = key
    self.forms = forms
    self.countConversion = countConversion
    self.pointer = pointer
    self.zeroMember = zeroMember
    self.formsPointer = formsPointer
  }

  /// The forms of `plural`, the label at `pointer` of `locale`'s document, as Apple takes them.
  /// - Throws: ``EmitError/notPluralForm(locale:pointer:)`` for a member that is not a form with text,
  ///   ``EmitError/exactPluralForm(locale:pointer:reason:)`` for an exact form Apple cannot select, and
  ///   ``EmitError/countNotNumber(locale:pointer:placeholder:)`` when the `other` form's first argument
  ///   is not a number.
  ///   - formsPointer: where the forms are, when not at the label's `@plural`.
  init(
    _ plural: PluralLabel, key: String, locale: LocaleIdentifier, pointer: String, formsPointer: String? = nil
  ) throws(EmitError) {
    let formsPointer = formsPointer ?? pointer + "/" + JSONPointer.escape(PluralLabel.marker)
    if let malformed = plural.malformedKeys.first {
      throw .notPluralForm(
        locale: locale.rawValue, pointer: formsPointer + "/" + JSONPointer.escape(malformed))
    }
    var forms = plural.forms
    var zeroMember = PluralCategory.zero.rawValue
    for (number, text) in plural.exactForms.sorted(by: { $0.key < $1.key }) {
      let memberPointer = formsPointer + "/" + PluralLabel.exactKey(number)
      guard number == 0 else {
        throw .exactPluralForm(locale: locale.rawValue, pointer: memberPointer, reason: .notZero)
      }
      guard forms[.zero] == nil else {
        throw .exactPluralForm(locale: locale.rawValue, pointer: memberPointer, reason: .zeroFormToo)
      }
      guard ApplePluralZero.isExactZero(in: locale) else {
        throw .exactPluralForm(locale: locale.rawValue, pointer: memberPointer, reason: .zeroCategory)
      }
      forms[.zero] = text
      zeroMember = ApplePluralZero.exactMember
    }
    var countConversion = "d"
    if let other = forms[.other], let count = PlaceholderSignature(other).arguments[1] {
      switch count.conversion {
      case .signedInteger, .unsignedInteger, .floatingPoint:
        countConversion = count.description
      case .object, .character, .cString, .pointer:
        throw .countNotNumber(
          locale: locale.rawValue, pointer: formsPointer + "/other", placeholder: "%1$\(count)")
      }
    }
    self.init(
      key: key, forms: forms, countConversion: countConversion, pointer: pointer, zeroMember: zeroMember,
      formsPointer: formsPointer)
  }

  /// The JSON Pointer of the member of `@plural` that holds the text of `category`.
  func pointer(of category: PluralCategory) -> String {
    let member = category == .zero ? zeroMember : category.rawValue
    return formsPointer + "/" + JSONPointer.escape(member)
  }
}
