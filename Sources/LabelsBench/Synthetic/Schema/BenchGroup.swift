import LabelsSchema

/// Twenty labels, as `SyntheticCatalog` generates a group.
struct BenchGroup: LabelGroup {
  let title: String
  let subtitle: String
  let message: String
  let hint: String
  let placeholder: String
  let confirm: String
  let cancel: String
  let save: String
  let delete: String
  let edit: String
  let share: String
  let retry: String
  let error: String
  let empty: String
  let loading: String
  let done: String
  let next: String
  let back: String
  let close: String
  let help: String

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
}
