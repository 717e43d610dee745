import AppLabels
import Foundation
import Labels
import LabelsRuntime

// Usage: LabelsApp DATABASE-URL [LOCALE] [CACHE-FOLDER]
// Loads the labels of LOCALE (default ru) from the database, as an app does at launch, and prints them.
let arguments = CommandLine.arguments
guard arguments.count > 1, let database = URL(string: arguments[1]) else {
  FileHandle.standardError.write(Data("usage: LabelsApp DATABASE-URL [LOCALE] [CACHE-FOLDER]\n".utf8))
  exit(64)
}
let locale = arguments.count > 2 ? arguments[2] : "ru"
let cache = arguments.count > 3 ? LabelsCache(directory: URL(fileURLWithPath: arguments[3])) : nil

let live = try AppLabels.live(database: database, locale: locale, cache: cache)
print("at launch: \(live.current.source)")
let fetch = await live.refresh()
let loaded = live.current
print("fetched: \(fetch)")
print("source: \(loaded.source), fallbacks: \(loaded.fallbacks)")
print(loaded.labels.login.greeting("Аня"))
print(loaded.labels.expenses.count(5, locale: locale))
