import LabelsSchema

/// Twenty groups straight under a section.
struct BenchSection: LabelGroup {
  @Indirect var account: BenchGroup
  @Indirect var billing: BenchGroup
  @Indirect var cart: BenchGroup
  @Indirect var checkout: BenchGroup
  @Indirect var contacts: BenchGroup
  @Indirect var dashboard: BenchGroup
  @Indirect var feed: BenchGroup
  @Indirect var inbox: BenchGroup
  @Indirect var login: BenchGroup
  @Indirect var map: BenchGroup
  @Indirect var orders: BenchGroup
  @Indirect var payments: BenchGroup
  @Indirect var photos: BenchGroup
  @Indirect var profile: BenchGroup
  @Indirect var search: BenchGroup
  @Indirect var settings: BenchGroup
  @Indirect var signup: BenchGroup
  @Indirect var support: BenchGroup
  @Indirect var wallet: BenchGroup
  @Indirect var welcome: BenchGroup

  /// Takes the texts of its labels from `texts`, in the order the synthetic document is generated.
  init(texts: inout SyntheticTexts) {
    account = BenchGroup(texts: &texts)
    billing = BenchGroup(texts: &texts)
    cart = BenchGroup(texts: &texts)
    checkout = BenchGroup(texts: &texts)
    contacts = BenchGroup(texts: &texts)
    dashboard = BenchGroup(texts: &texts)
    feed = BenchGroup(texts: &texts)
    inbox = BenchGroup(texts: &texts)
    login = BenchGroup(texts: &texts)
    map = BenchGroup(texts: &texts)
    orders = BenchGroup(texts: &texts)
    payments = BenchGroup(texts: &texts)
    photos = BenchGroup(texts: &texts)
    profile = BenchGroup(texts: &texts)
    search = BenchGroup(texts: &texts)
    settings = BenchGroup(texts: &texts)
    signup = BenchGroup(texts: &texts)
    support = BenchGroup(texts: &texts)
    wallet = BenchGroup(texts: &texts)
    welcome = BenchGroup(texts: &texts)
  }
}
