extension String {
  /// The string with its first character uppercased: `Breaking`.
  var capitalizedFirst: String {
    prefix(1).uppercased() + dropFirst()
  }
}
