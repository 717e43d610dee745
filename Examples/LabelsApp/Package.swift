// swift-tools-version:6.2
// An app's package that links the labels of this repository, as docs/runtime.md shows. `labels` is a
// link to the repository's root, so the dependency's identity is `labels`, as it is for an app that
// depends on https://github.com/<owner>/labels.git.
//
// `ShopLabels` is the example's own schema and defaults (with their exports in `Exports/`, which
// `.ci/example` serves), so the example does not depend on the team's labels. `AppLabels` is the app's own
// code, a library so that Xcode builds it for iOS (an executable product builds for macOS only);
// `LabelsApp` is the command `.ci/example` runs against `serve`.
import PackageDescription

let package = Package(
  name: "LabelsApp",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    .library(name: "AppLabels", targets: ["AppLabels"]),
    .executable(name: "LabelsApp", targets: ["LabelsApp"]),
  ],
  dependencies: [.package(path: "labels")],
  targets: [
    .target(name: "ShopLabels", dependencies: [.product(name: "LabelsSchema", package: "labels")]),
    .target(
      name: "AppLabels",
      dependencies: ["ShopLabels", .product(name: "LabelsRuntime", package: "labels")]
    ),
    .executableTarget(
      name: "LabelsApp",
      dependencies: ["AppLabels", .product(name: "LabelsRuntime", package: "labels")]
    ),
  ]
)
