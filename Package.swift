// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way (Contributing.md's Layout, in the DocC catalog, draws the graph):
// flow → FlowREPL → FlowKit → FlowExplore → FlowRuntime → FlowLang, FlowModel → FlowVocabulary;
// FlowKit and flow → FlowChecks → FlowGraph → FlowLang; flow-studio → FlowStudio → FlowKit, FlyingFox
// (`flow studio` runs flow-studio, so that no other command loads an HTTP stack);
// flow-import → FlowImport → FlowLang, with FlowKit (`flow import` runs flow-import, so that no
// other command loads FoundationXML).
// FlowFiles (atomic writes, the file policy, Ctrl-C, and what `flow`'s modules take from the system
// where Foundation gave it: child processes, locks, paths, printf) sits under FlowRuntime, FlowExplore,
// FlowKit, FlowREPL and flow. Nothing linked into `flow` imports Foundation, only FoundationEssentials
// (Dependencies.md, "Libraries"; the start-up it saves is in Benchmarks.md).
// FlowLang is the pure front end (text in, AST and diagnostics out, no I/O);
// FlowKit is the embedding library the command line is a thin client of.
let package = Package(
    name: "flow",
    // Linux needs none; on Apple platforms the atomics and locks (Synchronization) need macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "FlowKit", targets: ["FlowKit"]),
        // Storyboards to flow, for tools that import without the command line.
        .library(name: "FlowImport", targets: ["FlowImport"]),
        .executable(name: "flow", targets: ["flow"]),
        // `flow studio`'s server, which `flow studio` runs in its place (so that the HTTP
        // stack loads only then); beside `flow` in the build folder.
        .executable(name: "flow-studio", targets: ["flow-studio"]),
        // `flow import`'s importer, which `flow import` runs in its place (so that FoundationXML
        // and libxml2 load only then); beside `flow` in the build folder.
        .executable(name: "flow-import", targets: ["flow-import"]),
        // `flow bench`'s benchmarks, which `flow bench` runs in its place; beside `flow` in the build folder.
        .executable(name: "flow-bench", targets: ["flow-bench"]),
        // Only for the libFuzzer executables of Tests/Fuzz, a package of its own
        // that depends on this one by path and so can only see products; not API.
        .library(name: "FlowFuzzing", targets: ["FlowFuzzing"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `flow studio`'s HTTP and WebSocket server (Dependencies.md).
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
        // The importer reads an app's Swift with the Swift compiler's own parser (Dependencies.md);
        // only flow-import links it.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        // Persistent dictionaries (TreeDictionary) for what a session adds to a program, shared
        // between its versions rather than copied (Dependencies.md).
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        // XcodeGen's `project.yml`, read for an app's compilation conditions where no Xcode project is
        // committed (Dependencies.md); only flow-import links it.
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
    ],
    targets: [
        // The words the front end and the model share (styles, width classes, hooks).
        .target(name: "FlowVocabulary"),
        // The storage under both (no dependency): the one interner of names and event words, the
        // keys' hash and open addressing, the lock. Package-wide, not API.
        .target(name: "FlowStorage"),
        .target(name: "FlowLang", dependencies: ["FlowVocabulary", "FlowStorage"]),
        .target(name: "FlowModel", dependencies: ["FlowVocabulary", "FlowStorage",
                                                 .product(name: "HashTreeCollections", package: "swift-collections")]),
        // Atomic file replacement, for every file flow writes, and the system without Foundation (no other dependency).
        .target(name: "FlowFiles"),
        .target(name: "FlowRuntime", dependencies: ["FlowLang", "FlowModel", "FlowFiles", "FlowStorage",
                                                   .product(name: "HashTreeCollections", package: "swift-collections")]),
        // `flow explore`: the breadth-first search over the states a person can reach.
        .target(name: "FlowExplore", dependencies: ["FlowVocabulary", "FlowLang", "FlowModel", "FlowRuntime", "FlowFiles"]),
        .target(name: "FlowKit", dependencies: ["FlowLang", "FlowModel", "FlowRuntime", "FlowExplore", "FlowChecks", "FlowFiles"]),
        .target(name: "FlowImport", dependencies: ["FlowLang", "FlowFiles",
                                                   .product(name: "SwiftSyntax", package: "swift-syntax"),
                                                   .product(name: "SwiftParser", package: "swift-syntax"),
                                                   .product(name: "SwiftIfConfig", package: "swift-syntax"),
                                                   .product(name: "Yams", package: "Yams")]),
        // `flow graph` and `flow diff`: the navigation graph and its renderers (no I/O).
        .target(name: "FlowGraph", dependencies: ["FlowLang"]),
        // The UIKit-aware static checks (W101 …) of `flow check`, over the graph.
        .target(name: "FlowChecks", dependencies: ["FlowLang", "FlowGraph", "FlowVocabulary", "FlowStorage"]),
        // Generated inputs for `flow bench` and the stress tests; not shipped in FlowKit.
        .target(name: "FlowBenchmarks"),
        // libedit through a module map over a small shim (Dependencies.md).
        .systemLibrary(name: "CLibEdit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "FlowREPL", dependencies: ["CLibEdit", "FlowKit", "FlowFiles"]),
        // `flow lsp`: the language server for editors (JSON-RPC over standard input and output).
        .target(name: "FlowLSP", dependencies: ["FlowKit", "FlowLang", "FlowFiles"]),
        // `flow studio`: the graph and a clickable phone in a browser, over FlowKit sessions.
        .target(
            name: "FlowStudio",
            dependencies: ["FlowKit", "FlowGraph", "FlowModel", "FlowRuntime", "FlowLang", "FlowFiles", "FlowVocabulary",
                           .product(name: "FlyingFox", package: "FlyingFox"),
                           .product(name: "FlyingSocks", package: "FlyingFox")],
            resources: [.copy("Resources")]
        ),
        // The fuzz oracles, shared by the corpus replay test and the libFuzzer
        // executables of Tests/Fuzz (a separate package: they have no `main`).
        .target(
            name: "FlowFuzzing",
            dependencies: ["FlowLang", "FlowChecks", "FlowKit", "FlowRuntime", "FlowModel", "FlowImport", "FlowREPL",
                           "FlowLSP", "FlowStudio", "FlowFiles", "FlowVocabulary"]
        ),
        .executableTarget(
            name: "flow",
            dependencies: [
                "FlowKit",
                "FlowLang",
                "FlowGraph",
                "FlowChecks",
                "FlowREPL",
                "FlowLSP",
                "FlowFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `flow bench`'s benchmarks: not in the `flow` people run; `flow bench` runs this in
        // its place, and it measures the `flow` beside it (Sources/flow-bench/main.swift).
        .executableTarget(
            name: "flow-bench",
            dependencies: [
                "FlowKit", "FlowLang", "FlowGraph", "FlowLSP", "FlowBenchmarks", "FlowFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "flow-studio", dependencies: ["FlowStudio", "FlowFiles"]),
        // `flow import`'s importer: FoundationXML loads only in it (Sources/flow-import/main.swift).
        .executableTarget(name: "flow-import", dependencies: ["FlowImport", "FlowKit", "FlowFiles"]),
        // What the test targets share: the golden-file mechanism, temporary folders removed
        // after each test, the seeded random generator, a FIFO reader (no test framework in it).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The static checks (W101 …) beyond their goldens, which FlowLangTests holds with the
        // front end's: SARIF, `flow explain`, configuration, capped notes, bad input.
        .testTarget(
            name: "FlowChecksTests",
            dependencies: ["FlowChecks", "FlowLang", "FlowBenchmarks"]
        ),
        .testTarget(
            name: "FlowLangTests",
            dependencies: ["FlowLang", "FlowChecks", "FlowKit", "FlowBenchmarks", "TestSupport", "FlowStorage", "FlowModel", "FlowVocabulary"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "FlowModelTests",
            dependencies: ["FlowModel", "FlowVocabulary"]
        ),
        .testTarget(
            name: "FlowRuntimeTests",
            dependencies: ["FlowKit", "FlowModel", "FlowRuntime", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "FlowImportTests",
            dependencies: ["FlowImport", "FlowLang", "FlowChecks", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "FlowGraphTests",
            dependencies: ["FlowGraph", "FlowKit", "FlowBenchmarks", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "FlowREPLTests",
            dependencies: ["FlowREPL", "FlowKit", "TestSupport"]
        ),
        .testTarget(
            name: "FlowExploreTests",
            dependencies: ["FlowKit", "FlowExplore", "FlowBenchmarks", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "FlowKitTests",
            // swift-syntax: the XCUITest export's sources are parsed as Swift, as well as type-checked.
            dependencies: ["FlowKit", "TestSupport", .product(name: "SwiftSyntax", package: "swift-syntax"),
                           .product(name: "SwiftParser", package: "swift-syntax")],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "FlowLSPTests",
            dependencies: ["FlowLSP", "FlowKit", "FlowLang", "TestSupport"],
            exclude: ["Neovim", "Fixtures"]
        ),
        .testTarget(
            name: "FlowFilesTests",
            dependencies: ["FlowFiles", "TestSupport"]
        ),
        .testTarget(
            name: "FlowFuzzingTests",
            dependencies: ["FlowFuzzing", "FlowKit"],
            exclude: ["Corpus"]
        ),
        .testTarget(
            name: "FlowStudioTests",
            dependencies: ["FlowStudio", "FlowKit", "FlowImport", "TestSupport"],
            exclude: ["browser"]
        ),
        .testTarget(
            name: "FlowCLITests",
            dependencies: ["FlowKit", "FlowBenchmarks", "TestSupport"],
            exclude: ["Snapshots"]
        ),
    ]
)
