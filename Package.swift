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
    ],
    targets: [
        // Phrase templates: the sentence-template language, its files, and the matcher. Pure: no I/O
        // beyond the text it is handed.
        .target(
            name: "PhraseKit",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
        // The command-line interface, as a library so that it can be tested in-process.
        .target(
            name: "HarkCLI",
            dependencies: [
                "PhraseKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The thin `hark` executable.
        .executableTarget(name: "hark", dependencies: ["HarkCLI"]),
        // `swift run -c release phrase-benchmark`: throughput and latency of recognition, load time,
        // and a generated large phrase set (see Docs/benchmarks.md).
        .executableTarget(name: "phrase-benchmark", dependencies: ["PhraseKit"], path: "Benchmarks/PhraseBenchmark"),
        .testTarget(name: "PhraseKitTests", dependencies: ["PhraseKit"]),
        .testTarget(name: "HarkCLITests", dependencies: ["HarkCLI", "PhraseKit"]),
    ],
    swiftLanguageModes: [.v6]
)
