import Labels

extension Labels.Cart {
  /// The English labels of `Labels.Cart`.
  static var english: Labels.Cart {
    Labels.Cart(
      count: .en(
        one: "%lld item",
        other: "%lld items",
        exact: [
          0: "Your cart is empty"
        ]
      ),
      title: "Cart"
    )
  }
}
