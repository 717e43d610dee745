import Labels

extension Labels.Photos {
  /// The English labels of `Labels.Photos`.
  static var english: Labels.Photos {
    Labels.Photos(
      liked: PluralText("Liked by %#@count@.") {
        switch $0 {
        case .count:
          .en(
            one: "one person",
            other: "%d people"
          )
        }
      }
    )
  }
}
