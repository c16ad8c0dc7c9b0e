// swift-tools-version:6.0
import Foundation
import PackageDescription

// The libFuzzer executables, one per fuzz target. They have no `main` (libFuzzer
// brings its own), so they cannot be targets of the root package, whose plain
// `swift build` would fail to link them; `.ci/fuzz` builds this package with
// `-sanitize=fuzzer,address -parse-as-library`. The oracles are the root
// package's FlowFuzzing, which the corpus replay test also runs. A path
// dependency is named after its directory, whatever the checkout is called.
let flowDirectory = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let targets = ["FuzzFrontEnd", "FuzzInterpreter", "FuzzREPL", "FuzzImporter", "FuzzApp", "FuzzArchive", "FuzzLSP", "FuzzStudio"]

let package = Package(
    name: "flow-fuzz",
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .target(name: "FuzzDriver", path: "Targets/FuzzDriver"),
    ] + targets.map { name in
        .executableTarget(
            name: name,
            dependencies: ["FuzzDriver", .product(name: "FlowFuzzing", package: flowDirectory)],
            path: "Targets/\(name)"
        )
    }
)
