import Labels

/// Twenty labels, as `SyntheticCatalog` generates a group.
struct BenchGroup: LabelGroup {
  var title: String
  var subtitle: String
  var message: String
  var hint: String
  var placeholder: String
  var confirm: String
  var cancel: String
  var save: String
  var delete: String
  var edit: String
  var share: String
  var retry: String
  var error: String
  var empty: String
  var loading: String
  var done: String
  var next: String
  var back: String
  var close: String
  var help: String

  /// Takes the texts of its labels from `texts`, in the order the synthetic document is generated.
  init(texts: inout SyntheticTexts) {
    title = texts.next()
    subtitle = texts.next()
    message = texts.next()
    hint = texts.next()
    placeholder = texts.next()
    confirm = texts.next()
    cancel = texts.next()
    save = texts.next()
    delete = texts.next()
    edit = texts.next()
    share = texts.next()
    retry = texts.next()
    error = texts.next()
    empty = texts.next()
    loading = texts.next()
    done = texts.next()
    next = texts.next()
    back = texts.next()
    close = texts.next()
    help = texts.next()
  }

  init(from decoder: any Decoder) throws {
    let labels = try LabelDecoder(decoder)
    title = try labels.decode("title")
    subtitle = try labels.decode("subtitle")
    message = try labels.decode("message")
    hint = try labels.decode("hint")
    placeholder = try labels.decode("placeholder")
    confirm = try labels.decode("confirm")
    cancel = try labels.decode("cancel")
    save = try labels.decode("save")
    delete = try labels.decode("delete")
    edit = try labels.decode("edit")
    share = try labels.decode("share")
    retry = try labels.decode("retry")
    error = try labels.decode("error")
    empty = try labels.decode("empty")
    loading = try labels.decode("loading")
    done = try labels.decode("done")
    next = try labels.decode("next")
    back = try labels.decode("back")
    close = try labels.decode("close")
    help = try labels.decode("help")
  }
}
