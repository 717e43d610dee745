/// Where a label type reports the arguments it declares while a schema is recorded: a decoder that
/// records a schema puts one in its `userInfo` under ``Swift/CodingUserInfoKey/argumentDeclarations``,
/// and a typed label's `init(from:)` hands it its ``ArgumentDeclaration``. Ordinary decoders have none.
public protocol ArgumentDeclarationRecorder: AnyObject {
  /// Notes that the label being decoded takes these arguments.
  func record(_ declaration: ArgumentDeclaration)
}

extension CodingUserInfoKey {
  /// The `userInfo` key of a decoder's ``ArgumentDeclarationRecorder``.
  public static let argumentDeclarations = CodingUserInfoKey(rawValue: "labels.argument-declarations")!
}
