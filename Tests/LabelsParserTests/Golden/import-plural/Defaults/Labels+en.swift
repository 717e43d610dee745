import Labels

extension Labels {
  /// The labels of en, the base locale.
  public static let en = Labels(
    cart: Cart(
      count: .en(
        one: "%lld item",
        other: "%lld items",
        exact: [
          0: "Your cart is empty"
        ]
      ),
      title: "Cart"
    ),
    tips: [
      "Tap + to add."
    ]
  )
}
