import Labels

extension Labels {
  /// The labels of uk; a label marked `// missing in uk` holds the en text.
  public static let uk = Labels(
    cart: Cart(
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
    ),
    tips: [
      "Натисніть +, щоб додати."
    ]
  )
}
