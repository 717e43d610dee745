import AppLabels
import Foundation
import LabelsRuntime

// Usage: LabelsApp DATABASE-URL [PREFERRED-LANGUAGE] [CACHE-FOLDER]
// Loads the labels of the preferred language (default ru-RU) from the database, as an app does at launch,
// through the app's one model, read by two screens, and prints them. LABELS_APP_ID_TOKEN and
// LABELS_APP_CHECK_TOKEN stand for what Firebase Auth and App Check would give the token providers.
let arguments = CommandLine.arguments
guard arguments.count > 1, let database = URL(string: arguments[1]) else {
  FileHandle.standardError.write(
    Data("usage: LabelsApp DATABASE-URL [PREFERRED-LANGUAGE] [CACHE-FOLDER]\n".utf8))
  exit(64)
}
let preferred = arguments.count > 2 ? arguments[2] : "ru-RU"
let cache = arguments.count > 3 ? LabelsCache(directory: URL(fileURLWithPath: arguments[3])) : nil
guard #available(macOS 14, *) else {
  FileHandle.standardError.write(Data("LabelsApp needs macOS 14 (the Observation framework)\n".utf8))
  exit(69)
}

let environment = ProcessInfo.processInfo.environment
let idToken = environment["LABELS_APP_ID_TOKEN"]
let appCheckToken = environment["LABELS_APP_CHECK_TOKEN"]
let live = try AppLabels.live(
  database: database, preferredLanguages: [preferred], cache: cache,
  authTokenProvider: idToken.map { token in { @Sendable _ in token } },
  appCheckTokenProvider: appCheckToken.map { token in { @Sendable _ in token } })
print("locale: \(live.endpoint.locale)")
print("at launch: \(live.current.source)")
let model = LabelsModel(live)
// Two screens become visible together, and each asks for fresh labels: the one model fetches once.
async let first = model.refresh()
async let second = model.refresh()
let (fetch, _) = await (first, second)
print("fetched: \(fetch)")
print("source: \(model.current.source), fallbacks: \(model.current.fallbacks)")
print(model.labels.login.greeting("Аня"))
print(model.labels.expenses.count(5))
