import Foundation
import LabelsCore
import LabelsKit
import LabelsServer
import Testing

@testable import LabelsCommands

/// The studio's server without a browser, on the fixture app with the Swift sources of its English and
/// Russian defaults: the session, the list and its search, a label's locales, checks by lint's rules,
/// saves through the literal editor as a developer would make them by hand, and the review state.
@Suite struct StudioServerTests {
  static let englishSource = PullCommandTests.englishSource

  static let russianSource = """
    import Shop

    extension ShopLabels {
      /// The Russian labels.
      static let russian = V1(
        login: .init(welcome: "С возвращением", greeting: "Привет, %@!", forgotPassword: "Забыли пароль?"),
        cart: .init(title: "Корзина", count: "Товаров: %lld"))
    }

    """

  static let russianFile = "Defaults/Russian/Labels+Russian.swift"

  /// The fixture app's first release with its English and Russian sources, exported.
  static func exportedFolder() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory.englishAndRussian(russianSource: russianSource)
    try folder.write(englishSource, to: "Defaults/English/Labels+English.swift")
    try folder.write(
      """
      let locales = [
        LocaleLabels(locale: "en", labels: .english),
        LocaleLabels(locale: "ru", labels: .russian),
        LocaleLabels(locale: "uk", labels: .ukrainian),
      ]

      """, to: "Defaults/LabelsCatalog.swift")
    #expect(CommandRun(["export"], project: ShopLabels.v1(root: folder.url.path)).status == 0)
    return folder
  }

  static func harness() throws -> StudioHarness {
    let folder = try exportedFolder()
    return try StudioHarness(folder: folder, project: ShopLabels.v1(root: folder.url.path))
  }

  static let greeting: JSONValue = .string("/login/greeting")

  @Test func theTokenIsExchangedForACookieAndNothingIsServedWithoutIt() throws {
    let studio = try Self.harness()
    for target in ["/", "/studio.js", "/studio.css", "/api/project", "/api/labels"] {
      let refused = studio.request("GET", target, cookie: false)
      #expect(refused.status == 401, "\(target)")
      #expect(String(decoding: refused.body, as: UTF8.self).contains("open the address studio printed"))
    }
    #expect(studio.request("GET", "/?token=not-it", cookie: false).status == 401)
    let exchanged = studio.request("GET", "/?token=the-token", cookie: false)
    #expect(exchanged.status == 303)
    #expect(exchanged.headers.contains(HTTPHeader("Location", "/")))
    #expect(
      exchanged.headers.contains(
        HTTPHeader("Set-Cookie", "labels_studio=the-secret; HttpOnly; SameSite=Strict; Path=/")))
    let page = studio.request("GET", "/")
    #expect(page.status == 200)
    #expect(
      page.headers.contains { $0.name == "Content-Security-Policy" && $0.value.contains("script-src 'self'") }
    )
    #expect(page.headers.contains(HTTPHeader("Content-Type", "text/html; charset=utf-8")))
  }

  @Test func theTokenIsNeverLogged() {
    let request = HTTPRequest(method: "GET", target: "/?token=the-token&x=1")
    #expect(request.loggedTarget == "/?token=REDACTED&x=1")
  }

  @Test func anotherHostOrSiteIsRefusedEvenWithTheCookie() throws {
    let studio = try Self.harness()
    let rebound = studio.server.respond(
      HTTPRequest(
        method: "GET", target: "/api/project",
        headers: [
          HTTPHeader("Host", "attacker.example:4100"), HTTPHeader("Cookie", "labels_studio=the-secret"),
        ]))
    #expect(rebound.status == 403)
    #expect(
      studio.request("GET", "/api/project", headers: [HTTPHeader("Origin", "https://attacker.example")])
        .status == 403)
    #expect(
      studio.request("GET", "/api/project", headers: [HTTPHeader("Sec-Fetch-Site", "cross-site")]).status
        == 403)
    #expect(
      studio.request("GET", "/api/project", headers: [HTTPHeader("Origin", "http://localhost:4100")]).status
        == 200)
    // A form of another site cannot send JSON without a preflight, and the server takes nothing else.
    let form = studio.server.respond(
      HTTPRequest(
        method: "POST", target: "/api/save",
        headers: [
          HTTPHeader("Host", "127.0.0.1:4100"), HTTPHeader("Cookie", "labels_studio=the-secret"),
          HTTPHeader("Content-Type", "text/plain"),
        ], body: Array("{}".utf8)))
    #expect(form.status == 415)
    #expect(studio.request("GET", "/../Package.swift").status == 404)
  }

  @Test func searchFindsAKeyOrATextInAnyLocaleIgnoringCase() throws {
    let studio = try Self.harness()
    func keys(_ query: String) throws -> [String] {
      try studio.json("/api/labels?q=\(query)")["/labels"]?.items.compactMap { $0["/key"]?.text } ?? []
    }
    #expect(try keys("greeting") == ["/login/greeting"])
    #expect(try keys("%D0%9A%D0%9E%D0%A0%D0%97") == ["/cart/title"])  // КОРЗ
    #expect(try keys("hello%2C+%25%40") == ["/login/greeting"])  // "hello, %@"
    #expect(try keys("").count == 5)
    #expect(try studio.json("/api/labels?limit=2&offset=4")["/labels"]?.items.count == 1)
    #expect(studio.request("GET", "/api/labels?filter=everything").status == 400)
    // Ukrainian has no Swift source here: its texts are as compiled, and it cannot be edited.
    let label = try studio.json("/api/label?key=/login/greeting")
    #expect(label["/locales"]?.items.compactMap { $0["/locale"]?.text } == ["en", "ru", "uk"])
    #expect(label["/locales/2/editable"] == .bool(false))
    #expect(label["/locales/1/editable"] == .bool(true))
    #expect(
      label["/placeholders"]
        == .array([.object(["position": .number("1"), "token": .string("%@"), "type": .string("text")])]))
    #expect(
      label["/locales/1/fields"]
        == .array([
          .object([
            "name": .string("text"), "pointer": Self.greeting, "text": .string("Привет, %@!"),
          ])
        ]))
    #expect(studio.request("GET", "/api/label?key=/login/nothing").status == 404)
  }

  @Test func deletingAPlaceholderIsRefusedAtTheFieldAndNothingIsWritten() throws {
    let studio = try Self.harness()
    let edit: JSONValue = .object([
      "key": Self.greeting, "locale": .string("ru"),
      "texts": .object(["/login/greeting": .string("Привет!")]),
    ])
    let checked = try studio.post("/api/check", edit)
    #expect(checked.status == 200)
    #expect(checked.json["/savable"] == .bool(false))
    #expect(checked.json["/findings"]?.items.compactMap { $0["/rule"]?.text } == ["placeholder-mismatch"])
    let saved = try studio.save("/login/greeting", locale: "ru", ["/login/greeting": "Привет!"])
    #expect(saved.status == 422)
    #expect(saved.json["/error"] == .string("refused"))
    #expect(try studio.folder.read(Self.russianFile) == Self.russianSource)
  }

  @Test func aSavedTranslationIsTheEditADeveloperMakesByHandAndExportsTheSame() throws {
    let studio = try Self.harness()
    let saved = try studio.save("/login/greeting", locale: "ru", ["/login/greeting": "Здравствуйте, %@!"])
    #expect(saved.status == 200)
    #expect(saved.json["/wrote"] == .array([.string(Self.russianFile)]))
    #expect(saved.json["/label/locales/1/fields/0/text"] == .string("Здравствуйте, %@!"))
    #expect(saved.json["/label/locales/1/pending"] == .string("build"))
    let byHand = try Self.exportedFolder()
    try byHand.replace("\"Привет, %@!\"", with: "\"Здравствуйте, %@!\"", in: Self.russianFile)
    #expect(try studio.folder.read(Self.russianFile) == byHand.read(Self.russianFile))

    // After a rebuild, export and check behave alike in both.
    for folder in [studio.folder, byHand] {
      let rebuilt = ShopLabels.v1(root: folder.url.path) { locale, labels in
        if locale == "ru" { labels.login.greeting = "Здравствуйте, %@!" }
      }
      #expect(CommandRun(["export"], project: rebuilt).status == 0)
    }
    for file in ["Exports/1.0.0/ru.json", "Exports/1.0.0/manifest.json", "Defaults/LabelsReview.json"] {
      #expect(
        (try? studio.folder.read(file)) == (try? byHand.read(file)), "\(file) differs between the two edits")
    }
    #expect(try studio.folder.read("Exports/1.0.0/ru.json").contains("Здравствуйте, %@!"))
    let project = try studio.json("/api/project")
    #expect(project["/pending/build"]?.items.count == 1)
    #expect(project["/pending/export"]?.items.isEmpty == true)
  }

  @Test func aSaveAfterTheFileChangedOnDiskIsRefusedAndTheChangeIsShown() throws {
    let studio = try Self.harness()
    let read = try studio.json("/api/label?key=/login/greeting")
    // A developer edits another text of the same file in Xcode.
    try studio.folder.replace("\"Корзина\"", with: "\"Ваша корзина\"", in: Self.russianFile)
    let saved = try studio.save(
      "/login/greeting", locale: "ru", ["/login/greeting": "Здравствуйте, %@!"], revisionFrom: read)
    #expect(saved.status == 409)
    #expect(saved.json["/error"] == .string("changed-on-disk"))
    #expect(
      try studio.json("/api/label?key=/cart/title")["/locales/1/fields/0/text"] == .string("Ваша корзина"))
    #expect(try studio.folder.read(Self.russianFile).contains("\"Привет, %@!\""))
  }

  @Test func aBaseTextEditAsksForReviewOfItsTranslationsWhichConfirmClears() throws {
    let studio = try Self.harness()
    let saved = try studio.save("/cart/title", locale: "en", ["/cart/title": "Basket"])
    #expect(saved.status == 200)
    #expect(
      saved.json["/wrote"]
        == .array([.string("Defaults/English/Labels+English.swift"), .string("Defaults/LabelsReview.json")]))
    #expect(
      try studio.folder.read("Defaults/English/Labels+English.swift")
        == Self.englishSource.replacingOccurrences(of: #"title: "Cart""#, with: #"title: "Basket""#))
    let review = try ReviewState(bytes: Array(studio.folder.read("Defaults/LabelsReview.json").utf8))
    let title = JSONPointer(["cart", "title"])
    #expect(review.state(of: title, in: try LocaleIdentifier("ru")) == .needsReview)
    #expect(review.state(of: title, in: try LocaleIdentifier("uk")) == .needsReview)
    #expect(try studio.json("/api/labels?filter=review")["/labels/0/key"] == .string("/cart/title"))

    // Rebuilt and exported, as the page asks: then a translator confirms the Russian title.
    let rebuilt = ShopLabels.v1(root: studio.folder.url.path) { locale, labels in
      if locale == "en" { labels.cart.title = "Basket" }
    }
    #expect(CommandRun(["export"], project: rebuilt).status == 0)
    let next = try StudioHarness(folder: studio.folder, project: rebuilt)
    let confirm: JSONValue = .object(["key": .string("/cart/title"), "locale": .string("ru")])
    let confirmed = try next.post("/api/review/confirm", confirm)
    #expect(confirmed.status == 200)
    #expect(confirmed.json["/wrote"] == .array([.string("Defaults/LabelsReview.json")]))
    #expect(confirmed.json["/label/locales/1/state"] == .null)
    #expect(confirmed.json["/label/locales/2/state"] == .string("needs-review"))
    let after = try ReviewState(bytes: Array(studio.folder.read("Defaults/LabelsReview.json").utf8))
    #expect(after.state(of: title, in: try LocaleIdentifier("ru")) == nil)
    #expect(after.state(of: title, in: try LocaleIdentifier("uk")) == .needsReview)
    #expect(try next.post("/api/review/confirm", confirm).status == 422)
  }

  @Test func aPluralShowsTheFormsItsLocaleSelectsAndPreviewsAnEdit() throws {
    let folder = try LedgerLabels.folder()
    let studio = try StudioHarness(folder: folder, project: LedgerLabels.project(in: folder))
    let label = try studio.json("/api/label?key=/expenses/logged-today")
    #expect(label["/kind"] == .string("plural"))
    #expect(label["/locales/1/forms"] == .array(["one", "few", "many", "other"].map(JSONValue.string)))
    #expect(
      label["/locales/1/fields"]?.items.compactMap { $0["/name"]?.text } == ["one", "few", "many", "other"])
    let preview = { (json: JSONValue?) in
      json?.items.map { "\($0["/count"]!) \($0["/form"]!.text!) \($0["/text"]!.text!)" }
    }
    #expect(
      preview(label["/locales/1/preview"])
        == [
          #"number("0") many 0 расходов"#, #"number("1") one 1 расход"#, #"number("2") few 2 расхода"#,
          #"number("5") many 5 расходов"#, #"number("21") one 21 расход"#, #"number("101") one 101 расход"#,
          #"number("1000000") many 1000000 расходов"#,
        ])
    let checked = try studio.post(
      "/api/check",
      .object([
        "key": .string("/expenses/logged-today"), "locale": .string("ru"),
        "texts": .object(["/expenses/logged-today/@plural/few": .string("%lld расходика")]),
      ]))
    #expect(checked.json["/preview/2/text"] == .string("2 расходика"))
    #expect(checked.json["/savable"] == .bool(true))

    // The same forms are written for count too: the save rewrites this label's literal only.
    let saved = try studio.save(
      "/expenses/logged-today", locale: "ru",
      ["/expenses/logged-today/@plural/many": "%lld расходов записано"])
    #expect(saved.status == 200)
    #expect(
      try folder.read("Defaults/Russian/Labels+Russian.swift")
        == LedgerLabels.russianSourceWithLoggedManyEdited)
    let summary = try studio.json("/api/label?key=/expenses/summary")
    #expect(summary["/kind"] == .string("pluralText"))
    #expect(summary["/locales/1/preview/4/text"] == .string("Всего: 21 расход"))
  }
}
