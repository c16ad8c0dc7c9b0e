// swift-tools-version:6.0
import Foundation
import PackageDescription

// flow-map: an example of embedding flow. It depends on the flow package two
// directories up by path; a path dependency is named after its directory,
// whatever the checkout is called.
let flowDirectory = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "flow-map",
    // Linux needs none; on Apple platforms the atomics and locks (Synchronization) need macOS 15.
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "flow-map",
            dependencies: [.product(name: "FlowKit", package: flowDirectory)]
        ),
    ]
)
