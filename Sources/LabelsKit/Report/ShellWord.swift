/// Quotes words for a POSIX shell, so that a printed command can be pasted as it is.
package enum ShellWord {
  /// The word as it is when it holds only characters the shell takes literally, else in single quotes.
  package static func quoted(_ word: String) -> String {
    let plain =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
          || "/._-+=:@,%".unicodeScalars.contains(scalar)
      }
    if plain { return word }
    return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#)
      + "'"
  }
}
