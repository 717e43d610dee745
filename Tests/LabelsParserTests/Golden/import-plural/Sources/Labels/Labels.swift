/// Every user-facing string of the app, as one value per locale.
///
/// Imported by `LabelsParser import`; every label keeps its original key in the JSON.
public struct Labels: LabelGroup {
  /// The schema version the app reads its labels from (`Exports/<schemaVersion>/`).
  public static let schemaVersion = "1.0.0"

  /// The labels under `cart`.
  @Indirect public private(set) var cart: Cart
  /// The items of `tips`, in index order.
  public let tips: [String]

  /// Creates the labels of one locale.
  public init(cart: Cart, tips: [String]) {
    self.cart = cart
    self.tips = tips
  }
}
