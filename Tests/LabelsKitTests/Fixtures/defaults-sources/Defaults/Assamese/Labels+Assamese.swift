import Labels

extension Labels {
  /// The Assamese labels, imported: every name in backticks, every argument on its own line.
  public static let `as` = Labels(
    login: Labels.Login(
      `headline`: "আপোনাক দেখি ভাল লাগিল",
      button:
        "প্ৰৱেশ কৰক",
      greeting: "নমস্কাৰ, %@!"
    ),
    pantry: .english
  )
}
