// swift-tools-version:6.0
// An app's package that links the labels of this repository, as docs/runtime.md shows. `labels` is a
// link to the repository's root, so the dependency's identity is `labels`, as it is for an app that
// depends on https://github.com/<owner>/labels.git.
import PackageDescription

let package = Package(
  name: "LabelsApp",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: "labels")],
  targets: [
    .executableTarget(
      name: "LabelsApp",
      dependencies: [
        .product(name: "Labels", package: "labels"),
        .product(name: "Defaults", package: "labels"),
        .product(name: "LabelsRuntime", package: "labels"),
      ]
    )
  ]
)
