// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Labels",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Labels", targets: ["Labels"]),
    .library(name: "Defaults", targets: ["Defaults"]),
    .library(name: "LabelsKit", targets: ["LabelsKit"]),
    .library(name: "LabelsRuntime", targets: ["LabelsRuntime"]),
    .executable(name: "LabelsParser", targets: ["LabelsParser"]),
  ],
  targets: [
    .target(name: "Labels", dependencies: ["LabelsCore"], path: "Sources/Labels"),
    .target(
      name: "Defaults", dependencies: ["Labels"], path: "Defaults",
      exclude: ["LabelsReview.json", "LabelsHistory.json"]),
    .target(name: "LabelsCore", path: "Sources/LabelsCore", exclude: ["Plurals/CLDR"]),
    .target(name: "LabelsKit", dependencies: ["LabelsCore"], path: "Sources/LabelsKit"),
    .target(name: "LabelsRuntime", dependencies: ["LabelsCore"], path: "Sources/LabelsRuntime"),
    .target(
      name: "LabelsCommands", dependencies: ["LabelsCore", "LabelsKit"], path: "Sources/LabelsCommands"),
    .executableTarget(
      name: "LabelsParser",
      dependencies: ["Labels", "Defaults", "LabelsCommands"],
      path: "Sources/LabelsParser"
    ),
    .executableTarget(
      name: "LabelsBench",
      dependencies: ["Labels", "LabelsCore", "LabelsKit", "LabelsRuntime"],
      path: "Sources/LabelsBench",
      exclude: ["Python"]
    ),
    .target(name: "LabelsTestFixtures", dependencies: ["Labels"], path: "Tests/LabelsTestFixtures"),
    .target(name: "FuzzChecks", dependencies: ["LabelsCore", "LabelsKit"], path: "Tests/Fuzz/Checks"),
    .testTarget(name: "LabelsCoreTests", dependencies: ["LabelsCore"]),
    .testTarget(
      name: "LabelsKitTests",
      dependencies: ["LabelsCore", "LabelsKit", "LabelsTestFixtures", "FuzzChecks"],
      exclude: ["Golden", "Fixtures"]
    ),
    .testTarget(
      name: "DefaultsTests",
      dependencies: ["Labels", "Defaults", "LabelsCore", "LabelsKit", "LabelsTestFixtures"]
    ),
    .testTarget(
      name: "LabelsParserTests",
      dependencies: ["Labels", "LabelsParser", "LabelsCommands", "LabelsCore", "LabelsKit", "LabelsRuntime"],
      exclude: ["Fixtures", "Golden"]
    ),
    .testTarget(
      name: "LabelsBenchTests",
      dependencies: ["LabelsBench", "LabelsCore", "LabelsKit"]
    ),
    .testTarget(
      name: "LabelsRuntimeTests",
      dependencies: ["Labels", "LabelsCommands", "LabelsRuntime", "LabelsCore", "LabelsTestFixtures"],
      exclude: ["Fixtures"]
    ),
  ]
)
