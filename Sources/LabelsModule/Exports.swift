// The toolchain's part of the team's `Labels` module: the `Labels` target compiles this folder with the
// team's `Sources/Labels` (see Package.swift and docs/layout.md). Re-exporting `LabelsSchema` (which
// re-exports `LabelsCore`) lets every schema file use `LabelGroup`, `@Indirect`, `Plural` and `Template`
// without an import of its own, and an app that imports `Labels` everything a label's call needs.
@_exported import LabelsSchema
