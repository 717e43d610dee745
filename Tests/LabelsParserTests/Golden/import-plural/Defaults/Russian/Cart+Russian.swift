import Labels

extension Labels.Cart {
  /// The Russian labels of `Labels.Cart`.
  static var russian: Labels.Cart {
    Labels.Cart(
      count: .ru(
        one: "%lld товар",
        few: "%lld товара",
        many: "%lld товаров",
        other: "%lld товара",
        exact: [
          0: "Корзина пуста"
        ]
      ),
      title: "Корзина"
    )
  }
}
