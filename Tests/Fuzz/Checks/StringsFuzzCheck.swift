#if canImport(LabelsKit)
  import LabelsKit
#endif

/// Whatever the `.strings` reader accepts, the writer re-emits as a table the reader reads back to the
/// same keys and values, in the same order.
enum StringsFuzzCheck {
  static func violations(_ bytes: [UInt8]) -> [String] {
    guard let entries = try? StringsFileReader.read(bytes) else { return [] }
    let labels = entries.map { DottedLabel(key: $0.key, value: $0.value) }
    guard let reread = try? StringsFileReader.read(StringsFileWriter.bytes(labels)) else {
      return ["the reader refuses what the writer made of a table it accepted"]
    }
    if reread.map({ DottedLabel(key: $0.key, value: $0.value) }) != labels {
      return ["writing and reading a table back changed its labels"]
    }
    return []
  }
}
