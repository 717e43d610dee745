/// Reads JSON strictly by RFC 8259 into a ``JSONValue``: the reader for any JSON a user, a tool or the
/// store gives, and the one that says what is wrong. ``JSONTape`` (`diff`) and
/// ``CanonicalJSONFormatter`` (`format`) read the documents they can faster, over the same lexer
/// (``JSONLexer``, which says which reader to use for what), and leave the rest to this one.
///
/// Foundation accepts duplicate keys silently (and its two readers keep different ones); this reader
/// refuses them, along with invalid UTF-8, unpaired surrogates, trailing commas, comments, leading
/// zeros, raw control characters in strings, trailing content and nesting deeper than
/// ``maximumDepth``. Every error carries its line and column. Numbers keep their original text.
public enum StrictJSONReader {
  /// The deepest nesting of arrays and objects accepted; deeper documents are an error, not a crash.
  public static let maximumDepth = 128

  /// Reads one JSON document.
  /// - Throws: ``JSONReadError`` with the line and column of the first problem.
  public static func read(_ bytes: [UInt8]) throws(JSONReadError) -> JSONValue {
    let result: Result<JSONValue, JSONReadError> = bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(buffer)
      do throws(JSONReadError) {
        return .success(try parser.parseDocument())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Reads one JSON document as ``read(_:)-([UInt8])`` does, except that a key repeated in one object is
  /// no error: its last value is kept and its pointer returned, for a reader that distrusts just those
  /// members (the app's loader keeps its defaults there).
  /// - Throws: ``JSONReadError`` with the line and column of the first other problem.
  public static func readRecordingDuplicates(_ bytes: [UInt8]) throws(JSONReadError)
    -> (value: JSONValue, duplicates: Set<JSONPointer>)
  {
    let result: Result<(JSONValue, Set<JSONPointer>), JSONReadError> = bytes.withUnsafeBufferPointer {
      buffer in
      var parser = JSONParser(buffer, recordingDuplicates: true)
      do throws(JSONReadError) {
        let value = try parser.parseDocument()
        return .success((value, parser.duplicates))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Reads one JSON document from UTF-8 text.
  /// - Throws: ``JSONReadError`` with the line and column of the first problem.
  public static func read(_ text: String) throws(JSONReadError) -> JSONValue {
    try read(Array(text.utf8))
  }
}
