import Labels

extension Labels.Cart {
  /// The Ukrainian labels of `Labels.Cart`.
  static var ukrainian: Labels.Cart {
    Labels.Cart(
      count: .uk(
        one: "%lld товар",
        few: "%lld товари",
        many: "%lld товарів",
        other: "%lld товару",
        exact: [
          0: "Кошик порожній"
        ]
      ),
      title: "Кошик"
    )
  }
}
