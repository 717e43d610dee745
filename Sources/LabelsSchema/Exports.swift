// The types a schema and an app use beside `LabelsSchema`'s own: `PluralRules` and `PluralCategory` for
// plural labels, `LabelArgumentValue` for the arguments of `Template` labels, `LabelFormatError`.
// Re-exported, so a schema file or an app that imports `Labels` needs nothing else; `LabelsCore` is no
// product.
@_exported import LabelsCore
