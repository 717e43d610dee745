/// Part two of `make bench`: the peak memory of the release `LabelsParser` reading and canonically
/// writing inputs of about 100 MB, as a multiple of the input's size (issue 28: at most 3×).
///
/// `format --check` reads a file strictly, prints it canonically in memory and compares: the cost of
/// the reader and the writer, nothing else. Each input is generated into the scratch folder and
/// removed after its run.
struct MemoryBenchmark {
  /// The scratch folder for the generated inputs.
  let scratch: String
  /// The release `LabelsParser` binary.
  let parser: String
  /// The sizes measured, and whether the figures are judged.
  let sizes: BenchSizes

  /// The largest peak, as a multiple of the input, that meets the target.
  static let maximumRatio: Double = 3

  /// Generates each input, measures `format --check` on it, and returns the rows in order.
  /// - Throws: ``BenchError`` when an input cannot be written or the parser fails.
  func run(log: (String) -> Void) throws(BenchError) -> [MemoryRow] {
    let labels = sizes.memoryLabels
    let numbers = sizes.memoryNumbers
    let inputs: [(name: String, description: String, generate: () -> [UInt8])] = [
      (
        "flat-object", "\(BenchSizes.grouped(labels)) labels in one object",
        { LargeDocuments.flatObject(count: labels) }
      ),
      (
        "labels", "\(BenchSizes.grouped(labels)) labels in groups of 20",
        { LargeDocuments.labels(count: labels) }
      ),
      (
        "numbers", "\(BenchSizes.grouped(numbers)) numbers 0-99, minified",
        { LargeDocuments.numberArray(count: numbers) }
      ),
    ]
    var rows: [MemoryRow] = []
    for input in inputs {
      let path = "\(scratch)/memory/\(input.name).json"
      log("memory: generating \(input.description)")
      let bytes = input.generate()
      try FileAccess.write(bytes, to: path)
      log("memory: format --check on \(bytes.count / 1_048_576) MB")
      var process = ChildProcess(program: parser, arguments: ["format", "--check", path])
      process.standardError = "/dev/null"
      let usage = try process.run()
      // 1: the file is not canonical (the minified array), which --check reports after reading it.
      guard usage.status == 0 || usage.status == 1 else {
        throw .failed("\(parser) format --check \(path)", status: usage.status, output: "")
      }
      try FileAccess.remove(path)
      rows.append(
        MemoryRow(
          operation: "format --check", input: input.description, inputBytes: bytes.count,
          peakBytes: usage.peakBytes, maximumRatio: sizes.judged ? Self.maximumRatio : nil))
    }
    return rows
  }
}
