// swift-tools-version:6.2
// 6.2: the tests use exit tests (`#expect(processExitsWith:)`); the app side needs no newer Swift than the
// toolchain that builds it. docs/layout.md describes the targets, docs/runtime.md the platforms.
import PackageDescription

let package = Package(
  name: "Labels",
  // The app side (Labels, LabelsSchema, LabelsCore, Defaults, LabelsRuntime) needs iOS 16 and its
  // siblings: `Duration` and `Task.sleep(for:)` in LabelsRuntime, `Collection.split(separator:)` with a
  // collection separator in LabelsCore. docs/runtime.md, "Platforms", lists what needs what.
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Labels", targets: ["Labels"]),
    .library(name: "Defaults", targets: ["Defaults"]),
    // What lets a struct be a label group, without the team's labels: the example app's own schema uses it.
    .library(name: "LabelsSchema", targets: ["LabelsSchema"]),
    .library(name: "LabelsRuntime", targets: ["LabelsRuntime"]),
    .executable(name: "LabelsParser", targets: ["LabelsParser"]),
  ],
  targets: [
    // The team's schema (Sources/Labels) compiled with the toolchain's Sources/LabelsModule, which
    // re-exports LabelsSchema and declares LocaleLabels. Its path is Sources; the folders of the other
    // targets there are excluded below.
    .target(
      name: "Labels", dependencies: ["LabelsSchema"], path: "Sources", sources: ["Labels", "LabelsModule"]),
    // The team's defaults: every file of Defaults/ is the team's.
    .target(
      name: "Defaults", dependencies: ["Labels"], path: "Defaults",
      exclude: ["LabelsReview.json", "LabelsHistory.json"]),
    .target(name: "LabelsSchema", dependencies: ["LabelsCore"], path: "Sources/LabelsSchema"),
    .target(name: "LabelsCore", path: "Sources/LabelsCore", exclude: ["Plurals/CLDR"]),
    // What needs Foundation beside LabelsCore, shared by the tool and the app: `Encodable` to a JSONValue
    // tree and back to `Decodable`, without the text in between.
    .target(name: "LabelsCoding", dependencies: ["LabelsCore"], path: "Sources/LabelsCoding"),
    .target(name: "LabelsKit", dependencies: ["LabelsCore", "LabelsCoding"], path: "Sources/LabelsKit"),
    // One request with a deadline and a body read at most to a limit, over URLSession: what the app's
    // fetcher and the tool's store client share, so that neither imports the other.
    .target(name: "LabelsNetworking", path: "Sources/LabelsNetworking"),
    .target(
      name: "LabelsRuntime", dependencies: ["LabelsCore", "LabelsCoding", "LabelsNetworking"],
      path: "Sources/LabelsRuntime"),
    // The loopback HTTP server: `serve`'s two modes, and the store the tests of the client and the app
    // side write to and read from.
    .target(name: "LabelsServer", dependencies: ["LabelsCore"], path: "Sources/LabelsServer"),
    // The client of Firebase Realtime Database's REST API that `publish`, `status` and `pull` use:
    // requests, ETags, the transport over URLSession (the bounded download it shares with the app's
    // fetcher), addresses.
    .target(
      name: "LabelsStoreClient",
      dependencies: ["LabelsCore", "LabelsCoding", "LabelsKit", "LabelsNetworking"],
      path: "Sources/LabelsStoreClient"),
    .target(
      name: "LabelsCommands", dependencies: ["LabelsCore", "LabelsKit", "LabelsServer", "LabelsStoreClient"],
      path: "Sources/LabelsCommands", exclude: ["Studio/Page"]),
    .executableTarget(
      name: "LabelsParser",
      dependencies: ["Labels", "Defaults", "LabelsCommands"],
      path: "Sources/LabelsParser"
    ),
    .executableTarget(
      name: "LabelsBench",
      dependencies: [
        "LabelsSchema", "LabelsCore", "LabelsKit", "LabelsRuntime", "LabelsServer", "LabelsCommands",
      ],
      path: "Sources/LabelsBench",
      exclude: ["Python"]
    ),
    .target(name: "LabelsTestFixtures", dependencies: ["LabelsSchema"], path: "Tests/LabelsTestFixtures"),
    .target(
      name: "ImportedFixtureLabels", dependencies: ["LabelsSchema"], path: "Tests/ImportedFixtureLabels"),
    // A client that sends raw bytes to a loopback port, for the tests of the server and of `serve`.
    .target(name: "HTTPTestSupport", path: "Tests/HTTPTestSupport"),
    // The example app's own schema and defaults, compiled here too so a test holds its exports to them.
    .target(
      name: "ExampleAppLabels", dependencies: ["LabelsSchema"], path: "Examples/LabelsApp/Sources/ShopLabels"),
    .target(name: "FuzzChecks", dependencies: ["LabelsCore", "LabelsKit"], path: "Tests/Fuzz/Checks"),
    .target(
      name: "RuntimeFuzzChecks",
      dependencies: ["LabelsSchema", "LabelsCore", "LabelsRuntime", "LabelsTestFixtures"],
      path: "Tests/Fuzz/Runtime"),
    .testTarget(name: "LabelsCoreTests", dependencies: ["LabelsCore"], exclude: ["Fixtures"]),
    .testTarget(
      name: "LabelsSchemaTests",
      dependencies: ["LabelsSchema", "LabelsCore", "LabelsCoding", "LabelsKit", "LabelsTestFixtures"]
    ),
    .testTarget(
      name: "LabelsKitTests",
      dependencies: ["LabelsCore", "LabelsCoding", "LabelsKit", "LabelsTestFixtures", "FuzzChecks"],
      exclude: ["Golden", "Fixtures"]
    ),
    .testTarget(
      name: "DefaultsTests",
      dependencies: ["Labels", "Defaults", "LabelsCore", "LabelsKit"]
    ),
    // The team's own tests of its labels: the team's folder, as Sources/Labels and Defaults are.
    .testTarget(name: "TeamTests", dependencies: ["Labels", "Defaults"]),
    .testTarget(
      name: "LabelsParserTests",
      dependencies: [
        "LabelsSchema", "LabelsParser", "LabelsCommands", "LabelsServer", "LabelsStoreClient", "LabelsCore",
        "LabelsKit", "LabelsRuntime", "ExampleAppLabels", "HTTPTestSupport", "ImportedFixtureLabels",
      ],
      exclude: ["Fixtures", "Golden"]
    ),
    .testTarget(
      name: "LabelsBenchTests",
      dependencies: ["LabelsBench", "LabelsCore", "LabelsCoding", "LabelsKit"]
    ),
    .testTarget(
      name: "LabelsStoreClientTests",
      dependencies: ["LabelsStoreClient", "LabelsCore", "LabelsKit", "LabelsServer"]),
    .testTarget(
      name: "LabelsServerTests", dependencies: ["LabelsServer", "LabelsCore", "HTTPTestSupport"]),
    .testTarget(
      name: "LabelsRuntimeTests",
      dependencies: [
        "LabelsSchema", "LabelsServer", "LabelsRuntime", "LabelsCore", "LabelsKit", "LabelsTestFixtures",
        "RuntimeFuzzChecks",
      ],
      exclude: ["Fixtures"]
    ),
  ]
)

// SwiftPM takes a target's files from below one folder, so the `Labels` target's path is `Sources`: it
// excludes the folder of every other target there, derived from the targets above so that a new toolchain
// target needs no edit here.
for target in package.targets where target.name == "Labels" {
  target.exclude = package.targets.compactMap(\.path).filter { $0.hasPrefix("Sources/") }.map {
    String($0.dropFirst("Sources/".count))
  }
}

// A team's pull request that changes only the team's paths runs the team's suites alone (`make test`,
// Scripts/test-scope), with LABELS_TESTS=team in the environment: the package then declares only the
// tool, the app side and those suites, so that the gate compiles none of the toolchain's tests, fixtures
// or benchmarks, and its build from nothing does not grow with them. Left out after the `Labels` target
// took its excludes, which must still name every folder of Sources.
if Context.environment["LABELS_TESTS"] == "team" {
  let teamSuites: Set = ["DefaultsTests", "TeamTests"]
  package.targets.removeAll { target in
    target.type == .test
      ? !teamSuites.contains(target.name)
      : target.name == "LabelsBench"
        || !(target.path ?? "").hasPrefix("Sources")
          && !["Labels", "Defaults"].contains(target.name)
  }
}
