import AppLabels
import Foundation
import LabelsRuntime

// Usage: LabelsApp DATABASE-URL [PREFERRED-LANGUAGE] [CACHE-FOLDER]
// Loads the labels of the preferred language (default ru-RU) from the database, as an app does at launch,
// through the model a SwiftUI view holds, and prints them.
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

let live = try AppLabels.live(database: database, preferredLanguages: [preferred], cache: cache)
print("locale: \(live.endpoint.locale)")
print("at launch: \(live.current.source)")
let model = LabelsModel(live)
let fetch = await model.refresh()
print("fetched: \(fetch)")
print("source: \(model.current.source), fallbacks: \(model.current.fallbacks)")
print(model.labels.login.greeting("Аня"))
print(model.labels.expenses.count(5))
