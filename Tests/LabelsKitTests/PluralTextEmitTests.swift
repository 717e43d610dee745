import Foundation
import LabelsCore
import Testing

@testable import LabelsKit

/// Labels of several counts in `.stringsdict` files and String Catalogs, written from Apple's documents:
/// a `.stringsdict` entry whose `NSStringLocalizedFormatKey` has two variables ("Localizing strings that
/// contain plurals") and a String Catalog's `substitutions`, each with `argNum`, `formatSpecifier` and
/// its own `variations.plural`, its count written `%arg`.
@Suite struct PluralTextEmitTests {
  private let en = try! LocaleIdentifier("en")
  private let ru = try! LocaleIdentifier("ru")

  private func documents() -> LocalizedDocuments {
    let russian = PluralTextLabelTests.label(
      "%2$#@posts@ и %1$#@followers@",
      ["followers": PluralTextLabelTests.russianFollowers, "posts": PluralTextLabelTests.russianPosts])
    // Apple's formats have no `=0`, so the English label here has none.
    let english = PluralTextLabelTests.label(
      "%#@followers@ · %#@posts@",
      [
        "followers": ["one": "%lld follower", "other": "%lld followers"],
        "posts": ["one": "%lld post", "other": "%lld posts"],
      ])
    let liked = PluralTextLabelTests.label(
      "Liked by %#@count@.", ["count": ["one": "one person", "other": "%d people"]])
    return LocalizedDocuments(
      baseLocale: en,
      documents: [
        en: .object(["profile": .object(["stats": english, "liked": liked])]),
        ru: .object(["profile": .object(["stats": russian])]),
      ])
  }

  @Test func stringsDictHoldsTheFormatAndAVariablePerCount() throws {
    let files = try AppleEmitPlan.files(for: documents(), format: .strings)
    #expect(
      files.map(\.path) == [
        "en.lproj/Labels.strings", "en.lproj/Labels.stringsdict", "ru.lproj/Labels.strings",
        "ru.lproj/Labels.stringsdict",
      ])
    let russian = try #require(files.first { $0.path == "ru.lproj/Labels.stringsdict" })
    #expect(
      String(decoding: russian.contents, as: UTF8.self) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>profile.stats</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%2$#@posts@ и %1$#@followers@</string>
        \t\t<key>followers</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>lld</string>
        \t\t\t<key>few</key>
        \t\t\t<string>%lld подписчика</string>
        \t\t\t<key>many</key>
        \t\t\t<string>%lld подписчиков</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%lld подписчик</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%lld подписчика</string>
        \t\t</dict>
        \t\t<key>posts</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>lld</string>
        \t\t\t<key>few</key>
        \t\t\t<string>%lld поста</string>
        \t\t\t<key>many</key>
        \t\t\t<string>%lld постов</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%lld пост</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%lld поста</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """)
    let english = try #require(files.first { $0.path == "en.lproj/Labels.stringsdict" })
    let root = try PropertyListSerialization.propertyList(from: Data(english.contents), format: nil)
    let rule = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType"]
    let expected: [String: Any] = [
      "profile.liked": [
        "NSStringLocalizedFormatKey": "Liked by %#@count@.",
        "count": rule.merging(["NSStringFormatValueTypeKey": "d", "one": "one person", "other": "%d people"])
        { $1 },
      ],
      "profile.stats": [
        "NSStringLocalizedFormatKey": "%#@followers@ · %#@posts@",
        "followers": rule.merging([
          "NSStringFormatValueTypeKey": "lld", "one": "%lld follower", "other": "%lld followers",
        ]) { $1 },
        "posts": rule.merging([
          "NSStringFormatValueTypeKey": "lld", "one": "%lld post", "other": "%lld posts",
        ]) { $1 },
      ],
    ]
    #expect((root as? NSDictionary)?.isEqual(to: expected) == true)
  }

  @Test func aStringCatalogHoldsTheFormatAndItsSubstitutions() throws {
    let files = try AppleEmitPlan.files(for: documents(), format: .xcstrings)
    let catalog = String(decoding: try #require(files.first).contents, as: UTF8.self)
    let stats = try #require(catalog.range(of: #"    "profile.stats" : {"#))
    #expect(
      catalog[stats.lowerBound...].hasPrefix(
        #"""
            "profile.stats" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%#@followers@ · %#@posts@"
                  },
                  "substitutions" : {
                    "followers" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg follower"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg followers"
                            }
                          }
                        }
                      }
                    },
                    "posts" : {
                      "argNum" : 2,
        """#))
    let liked = try #require(catalog.range(of: #"    "profile.liked" : {"#))
    #expect(
      catalog[liked.lowerBound...].hasPrefix(
        #"""
            "profile.liked" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Liked by %#@count@."
                  },
                  "substitutions" : {
                    "count" : {
                      "formatSpecifier" : "d",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "one person"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg people"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
        """#))
    #expect(catalog.contains(#""value" : "%2$#@posts@ и %1$#@followers@""#))
  }

  @Test func aFormatThatDoesNotReadIsRefusedByName() {
    let broken = PluralTextLabelTests.label("%#@count", ["count": ["other": "%d"]])
    let documents = LocalizedDocuments(baseLocale: en, documents: [en: .object(["x": broken])])
    #expect(
      throws: EmitError.notPluralText(
        locale: "en", pointer: "/x/@format",
        reason: "has `%#@count`, which is no variable reference: write `%#@name@` (or `%n$#@name@`), a name "
          + "of ASCII letters, digits and `_` between two `@`")
    ) {
      try AppleEmitPlan.files(for: documents, format: .xcstrings)
    }
  }
}
