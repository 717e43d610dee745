import LabelsCore

extension Change {
  /// The values for a report column: `"old" → "new"`, or the one value there is, shortened; empty for
  /// whole locales.
  var valuesText: String {
    switch (old, new) {
    case (let old?, let new?): "\(old.shortenedText) → \(new.shortenedText)"
    case (let old?, nil): old.shortenedText
    case (nil, let new?): new.shortenedText
    case (nil, nil): ""
    }
  }

  /// The id of the element the change is in, as a JSON string, such as `"food"`.
  var idText: String? {
    id.map { JSONValue.string($0).compactText }
  }
}
