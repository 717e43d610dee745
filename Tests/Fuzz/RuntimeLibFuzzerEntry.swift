// The libFuzzer entry point of the app side's fuzz target (`make fuzz-runtime-bytes`,
// `make fuzz-runtime-snapshot`, `make fuzz-runtime-rollout`): compiled by swiftc
// (-sanitize=fuzzer,address) with `Runtime/` and the app fixture over LabelsCore, LabelsSchema and
// LabelsRuntime built as modules of their own; not part of `make test`, which replays the findings
// (Tests/LabelsRuntimeTests/Fixtures/fuzz-runtime).
//
// The environment variable LABELS_FUZZ_TARGET names the entry point: `runtime-bytes`,
// `runtime-snapshot` or `runtime-rollout` (the bytes as a line's control document). An input that
// breaks a property stops the run, and libFuzzer keeps it as a crash.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private let entry: RuntimeFuzzCheck.EntryPoint = {
  let name = getenv("LABELS_FUZZ_TARGET").map { String(cString: $0) } ?? "runtime-bytes"
  guard name.hasPrefix("runtime-"),
    let entry = RuntimeFuzzCheck.EntryPoint(rawValue: String(name.dropFirst(8)))
  else {
    fatalError("LABELS_FUZZ_TARGET=\(name) is not one of runtime-bytes, runtime-snapshot, runtime-rollout")
  }
  return entry
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func labelsRuntimeFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let violations = RuntimeFuzzCheck.violations(
    Array(UnsafeBufferPointer(start: data, count: size)), entry: entry)
  if let violation = violations.first { fatalError("runtime-\(entry.rawValue): \(violation)") }
  return 0
}
