import Labels

extension Labels.Cart {
  /// The Russian cart.
  static var russian: Labels.Cart {
    Labels.Cart(
      items: .ru(
        one: "%lld товар", few: "%lld товара",
        many: "%lld товаров", other: "%lld товара")
    )
  }
}
