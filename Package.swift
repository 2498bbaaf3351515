// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Hark",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "hark", targets: ["hark"]),
        .library(name: "PhraseKit", targets: ["PhraseKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    ],
    targets: [
        // Phrase templates: the sentence-template language, its files, and the matcher. Pure: no I/O
        // beyond the text it is handed.
        // Gregorian calendar days and fixed-width digits, without Foundation's calendar. Pure.
        .target(name: "CivilTime"),
        .target(
            name: "PhraseKit",
            dependencies: ["CivilTime", .product(name: "Yams", package: "Yams")]
        ),
        // The declarative intent registry (App Intents' model): intents, parameters, enums,
        // entities, asking, self-description. No I/O.
        .target(name: "IntentKit", dependencies: ["PhraseKit"]),
        // A C wrapper for SQLite's variadic configuration call.
        .target(name: "CHarkSQLite", linkerSettings: [.linkedLibrary("sqlite3")]),
        // The one SQLite database (GRDB, WAL, named migrations registered by each domain).
        .target(name: "HarkStore", dependencies: ["CHarkSQLite", "CivilTime", .product(name: "GRDB", package: "GRDB.swift")]),
        // Moods: schema, store, intents.
        .target(name: "Moods", dependencies: ["IntentKit", "HarkStore", .product(name: "GRDB", package: "GRDB.swift")]),
        // From text to dialog: phrases bound to the registry's intents, asking, running.
        .target(name: "HarkRuntime", dependencies: ["PhraseKit", "IntentKit"]),
        // The command-line interface, as a library so that it can be tested in-process.
        .target(
            name: "HarkCLI",
            dependencies: [
                "PhraseKit", "IntentKit", "HarkStore", "HarkRuntime", "Moods",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The thin `hark` executable. Release builds link it as a position-dependent executable:
        // a position-independent one has ~87,000 pointers for the loader to fix up on every start
        // (each dirtying a page), about a tenth of a one-shot command's time. Go links the same way
        // by default; the libraries it loads, its heap and its stack keep their random addresses.
        // Nor does it export its 9,000 Swift symbols to the dynamic linker (the toolchain's default
        // for static-stdlib executables), which the runtime's start-up address look-ups scan.
        .executableTarget(
            name: "hark", dependencies: ["HarkCLI"],
            linkerSettings: [.unsafeFlags(["-Xclang-linker", "-no-pie", "-Xlinker", "--no-export-dynamic"], .when(configuration: .release))]
        ),
        // `swift run -c release phrase-benchmark`: throughput and latency of recognition, load time,
        // and a generated large phrase set (see Docs/benchmarks.md).
        .executableTarget(name: "phrase-benchmark", dependencies: ["PhraseKit"], path: "Benchmarks/PhraseBenchmark"),
        .testTarget(name: "CivilTimeTests", dependencies: ["CivilTime"]),
        .testTarget(name: "PhraseKitTests", dependencies: ["PhraseKit"]),
        .testTarget(name: "IntentKitTests", dependencies: ["IntentKit", "PhraseKit"]),
        .testTarget(name: "HarkStoreTests", dependencies: ["HarkStore", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "MoodsTests", dependencies: ["Moods", "IntentKit", "HarkStore"]),
        .testTarget(name: "HarkRuntimeTests", dependencies: ["HarkRuntime", "IntentKit", "PhraseKit"]),
        .testTarget(name: "HarkCLITests", dependencies: ["HarkCLI", "PhraseKit"]),
    ],
    swiftLanguageModes: [.v6]
)


// Async functions run on their caller's executor unless they say otherwise (Swift 6.2's
// `nonisolated(nonsending)` default): a one-shot command then runs on its main thread instead of
// starting the concurrent thread pool for a single task (about a seventh of its time).
for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
}
