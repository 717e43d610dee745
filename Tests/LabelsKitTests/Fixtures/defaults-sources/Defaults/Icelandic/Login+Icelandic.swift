import Labels

extension Labels.Login {
  /// The Icelandic login screen.
  static var `is`: Labels.Login {
    Labels.Login(
      headline: "Gaman að sjá þig",
      button: "Skrá inn",
      greeting: "Góðan dag, %@!"
    )
  }
}
