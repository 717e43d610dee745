import LabelsCommands
import LabelsSchema

/// A project whose `profile.stats` is a label of several counts (`PluralText`), with the Russian
/// defaults' Swift source that lint points into and `xliff import` rewrites.
enum SocialLabels {
  enum StatsCount: String, PluralVariable { case followers, posts }

  struct Social: LabelGroup {
    struct Profile: LabelGroup {
      let name: String
      let stats: PluralText<StatsCount>
    }
    let profile: Profile
  }

  static let english = Social(
    profile: .init(
      name: "Profile",
      stats: PluralText("%#@followers@ · %#@posts@") {
        switch $0 {
        case .followers: .en(one: "%lld follower", other: "%lld followers")
        case .posts: .en(one: "%lld post", other: "%lld posts", exact: [0: "no posts"])
        }
      }))

  static let russian = Social(
    profile: .init(
      name: "Профиль",
      stats: PluralText("%#@followers@ · %#@posts@") {
        switch $0 {
        case .followers:
          .ru(
            one: "%lld подписчик", few: "%lld подписчика", many: "%lld подписчиков", other: "%lld подписчика")
        case .posts:
          .ru(
            one: "%lld запись", few: "%lld записи", many: "%lld записей", other: "%lld записи",
            exact: [0: "нет записей"])
        }
      }))

  /// The Russian defaults as the project writes them in Swift (the text the import rewrites).
  static let russianSource = """
    import Social

    extension Social {
      /// The Russian labels.
      static let russian = Social(
        profile: .init(
          name: "Профиль",
          stats: PluralText("%#@followers@ · %#@posts@") {
            switch $0 {
            case .followers:
              .ru(one: "%lld подписчик", few: "%lld подписчика", many: "%lld подписчиков", other: "%lld подписчика")
            case .posts:
              .ru(one: "%lld запись", few: "%lld записи", many: "%lld записей", other: "%lld записи", exact: [0: "нет записей"])
            }
          }))
    }

    """

  /// A temporary project of English and `russian`, whose Russian Swift source is `russianSource`.
  static func project(russian: Social = russian, russianSource: String = russianSource) throws
    -> (TemporaryDirectory, LabelsProject)
  {
    let folder = try TemporaryDirectory.englishAndRussian(russianSource: russianSource)
    let project = ShopLabels.project(
      root: folder.url.path, version: "1.0.0", locales: [("en", english), ("ru", russian)])
    return (folder, project)
  }

}
