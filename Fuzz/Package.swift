// swift-tools-version: 6.1
import PackageDescription

// Hark's fuzz targets (Docs/fuzzing.md): one libFuzzer executable per parser, over the root
// package's modules. A package of its own, so that `swift build` of Hark never builds them (they
// have no `main`: libFuzzer brings it), and built only with the sanitizer, by `Fuzz/run.sh`:
//
//     swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer --product fuzz-calendar
//
// `-Xswiftc -sanitize=fuzzer` instruments every Swift module built (Hark's and its dependencies'),
// so the fuzzer sees coverage inside the parsers, and links libFuzzer's `main` into the executables.
let fuzzTargets: [(name: String, dependencies: [String])] = [
    ("fuzz-template", ["PhraseKit"]),
    ("fuzz-phrase-file", ["PhraseKit"]),
    ("fuzz-phrase-archive", ["PhraseKit"]),
    ("fuzz-shortcut", ["ShortcutKit"]),
    ("fuzz-expression", ["ShortcutKit"]),
    ("fuzz-schedule", ["CronKit"]),
    ("fuzz-spoken", ["SpokenKit"]),
    ("fuzz-calendar", ["ICalendar"]),
    ("fuzz-notes", ["Meetings"]),
    ("fuzz-settings", ["HarkAssembly"]),
    ("fuzz-memory-archive", ["Memory"]),
]

let package = Package(
    name: "HarkFuzz",
    dependencies: [.package(name: "Hark", path: "..")],
    targets: [.target(name: "FuzzDriver")] + fuzzTargets.map { target in
        .executableTarget(name: target.name,
                          dependencies: ["FuzzDriver"] + target.dependencies.map { .product(name: $0, package: "Hark") },
                          path: "Sources/\(target.name)",
                          swiftSettings: [.unsafeFlags(["-sanitize=fuzzer"])],
                          linkerSettings: [.unsafeFlags(["-sanitize=fuzzer"])])
    },
    swiftLanguageModes: [.v6]
)
