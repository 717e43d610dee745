/// The labels of one locale, named by its BCP 47 tag: an entry of the team's `LabelsCatalog.locales`,
/// from which `LocaleResolver.resolve(_:in:base:aliases:)` picks the one to show.
///
/// Toolchain code compiled into the team's `Labels` module, because it names the team's `Labels` type.
public typealias LocaleLabels = LocalizedLabels<Labels>
