// swift-tools-version:6.2
// An app's package that links the labels of this repository, as docs/runtime.md shows. `labels` is a
// link to the repository's root, so the dependency's identity is `labels`, as it is for an app that
// depends on https://github.com/<owner>/labels.git.
//
// `AppLabels` is the app's own code, a library so that Xcode builds it for iOS (an executable product
// builds for macOS only); `LabelsApp` is the command `.ci/example` runs against `serve`.
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
    .target(
      name: "AppLabels",
      dependencies: [
        .product(name: "Labels", package: "labels"),
        .product(name: "Defaults", package: "labels"),
        .product(name: "LabelsRuntime", package: "labels"),
      ]
    ),
    .executableTarget(
      name: "LabelsApp",
      dependencies: [
        "AppLabels",
        .product(name: "Labels", package: "labels"),
        .product(name: "LabelsRuntime", package: "labels"),
      ]
    ),
  ]
)
