// What `import` writes for Tests/LabelsParserTests/Fixtures/import-comments, compiled, so that the
// commands run on an imported schema in process (ImportedSchemaRoundTripTests); the files in Imported/
// are the import's output byte for byte. Re-exported as the `Labels` target re-exports it, since
// the imported files import nothing.
@_exported import LabelsSchema
