import Labels

extension Labels.Photos {
  /// The Arabic labels of `Labels.Photos`.
  static var arabic: Labels.Photos {
    Labels.Photos(
      liked: PluralText("أعجب %#@count@.") {
        switch $0 {
        case .count:
          .ar(
            zero: "لا شخص",
            one: "شخص واحد",
            two: "شخصان",
            few: "%d شخصات",
            many: "%d شخصًا",
            other: "%d شخص"
          )
        }
      }
    )
  }
}
