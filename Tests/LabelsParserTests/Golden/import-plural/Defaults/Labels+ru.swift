import Labels

extension Labels {
  /// The labels of ru; a label marked `// missing in ru` holds the en text.
  public static let ru = Labels(
    cart: Cart(
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
    ),
    tips: [
      "Нажмите +, чтобы добавить."
    ]
  )
}
