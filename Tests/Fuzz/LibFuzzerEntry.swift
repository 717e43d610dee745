// The libFuzzer entry point for `make fuzz`: compiled with LabelsKit's sources and `Checks/` by swiftc
// (-sanitize=fuzzer,address) over LabelsCore built as a module of its own; not part of `make test`.
//
// The environment variable LABELS_FUZZ_TARGET names the `FuzzTarget` every input goes to (`json` when
// unset); an input that breaks one of its properties stops the run, and libFuzzer keeps it as a crash.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private let target: FuzzTarget = {
  guard let name = getenv("LABELS_FUZZ_TARGET").map({ String(cString: $0) }) else { return .json }
  guard let target = FuzzTarget(rawValue: name) else {
    fatalError("LABELS_FUZZ_TARGET=\(name) is not one of \(FuzzTarget.allCases.map(\.rawValue))")
  }
  return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func labelsFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let violations = target.violations(Array(UnsafeBufferPointer(start: data, count: size)))
  if let violation = violations.first { fatalError("\(target): \(violation)") }
  return 0
}
