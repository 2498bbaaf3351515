// The memory graph at scale, in process (run-memory-side-by-side.sh adds the whole-process figures):
//   memory-benchmark generate --db PATH --memories N [--tags 5000] [--people 2000] [--seed S]
//   memory-benchmark run --db PATH [--rounds N] [--only search|expand|store]
// `generate` writes a corpus of N memories of realistic length (8 to 60 words, words drawn from a
// Zipf-like vocabulary, some #tags and people in each), linked as storing them would link them;
// `run` times storing (with auto-linking), hybrid and full-text search, and 3-hop graph expansion,
// and prints medians and 90th percentiles.
import Foundation
import GRDB
import HarkStore
import Memory

func argument(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(64)
}

/// A repeatable random stream (SplitMix64).
struct Random {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    /// Skewed toward small indexes, as word use is.
    mutating func zipf(_ bound: Int) -> Int { min(bound - 1, Int(pow(Double(next(1_000_000)) / 1_000_000, 3) * Double(bound))) }
}

/// Pronounceable made-up words, as many distinct as asked.
func words(_ count: Int, seed: UInt64) -> [String] {
    let onsets = ["b", "c", "d", "f", "g", "h", "j", "k", "l", "m", "n", "p", "r", "s", "t", "v", "w", "z", "br", "st", "tr", "pl", "gr", "sh", "ch"]
    let vowels = ["a", "e", "i", "o", "u", "ai", "ou", "ea"]
    var random = Random(state: seed)
    var seen: Set<String> = []
    var result: [String] = []
    while result.count < count {
        var word = ""
        for _ in 0 ..< 1 + random.next(3) { word += onsets[random.next(onsets.count)] + vowels[random.next(vowels.count)] }
        if random.next(2) == 0 { word += ["n", "r", "s", "t", "l", "m"][random.next(6)] }
        if seen.insert(word).inserted { result.append(word) }
    }
    return result
}

let common = ["the", "a", "to", "and", "of", "in", "for", "with", "on", "about", "is", "was", "we", "i", "it", "that", "at", "next", "after"]

func generate() {
    guard let path = argument("--db"), let count = argument("--memories").flatMap(Int.init) else {
        fail("usage: memory-benchmark generate --db PATH --memories N [--tags 5000] [--people 2000]")
    }
    let tagCount = argument("--tags").flatMap(Int.init) ?? 5_000
    let peopleCount = argument("--people").flatMap(Int.init) ?? 2_000
    let vocabulary = words(20_000, seed: 1)
    let tags = words(tagCount, seed: 2)
    let people = words(peopleCount, seed: 3).map { $0.prefix(1).uppercased() + $0.dropFirst() }
    var random = Random(state: UInt64(argument("--seed").flatMap(Int.init) ?? 7))
    let now = Date()
    var memories: [MemoryArchive.Memory] = []
    var links: [MemoryArchive.Link] = []
    for index in 0 ..< count {
        var sentence: [String] = []
        for _ in 0 ..< 8 + random.next(53) {
            sentence.append(random.next(3) == 0 ? common[random.next(common.count)] : vocabulary[random.zipf(vocabulary.count)])
        }
        var mentioned: [String] = []
        if random.next(3) == 0 {
            let person = people[random.zipf(people.count)]
            sentence.insert(contentsOf: ["talked", "with", person], at: 0)
            mentioned.append(person)
        }
        let tagged = (0 ..< random.next(3)).map { _ in tags[random.zipf(tags.count)] }
        let created = now.addingTimeInterval(-Double(count - index) * 600)
        memories.append(MemoryArchive.Memory(
            id: Int64(index + 1), content: (sentence + tagged.map { "#" + $0 }).joined(separator: " "), type: "note",
            created: created, accessed: created, recalls: 0, source: "import", context: nil, tags: [], people: mentioned))
        // Links as storing would make: a few, to earlier memories.
        if index > 0 {
            for _ in 0 ..< random.next(4) {
                links.append(MemoryArchive.Link(from: Int64(random.next(index) + 1), to: Int64(index + 1), weight: 0.3 + Double(random.next(50)) / 100))
            }
        }
    }
    do {
        let store = MemoryStore(database: try HarkDatabase(path: path, schemas: [MemorySchema.self]))
        let start = Date()
        let result = try store.restore(MemoryArchive(exported: now, memories: memories, links: links))
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        print("generated \(result.added) memories, \(result.links) links in \(String(format: "%.1f", Date().timeIntervalSince(start))) s; database \(String(format: "%.1f", Double(size) / 1_048_576)) MB")
    } catch {
        fail("memory-benchmark: \(error)")
    }
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction))]
}

func report(_ name: String, _ times: [Double], target: Double) {
    let median = percentile(times, 0.5), p90 = percentile(times, 0.9)
    print(String(format: "%-34@ median %7.2f ms  p90 %7.2f ms  (target ≤ %.0f ms)", name as NSString, median, p90, target))
}

func time(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

func run() {
    guard let path = argument("--db") else { fail("usage: memory-benchmark run --db PATH [--rounds N]") }
    let rounds = argument("--rounds").flatMap(Int.init) ?? 50
    do {
        let database = try HarkDatabase(path: path, schemas: [MemorySchema.self])
        let store = MemoryStore(database: database)
        let total = try store.count()
        let vocabulary = words(20_000, seed: 1)
        var random = Random(state: 99)
        func phrase(_ length: Int) -> String { (0 ..< length).map { _ in vocabulary[random.zipf(2_000)] }.joined(separator: " ") }
        print("\(total) memories in \(path)")
        let queries = (0 ..< rounds).map { _ in phrase(2) }
        let only = argument("--only")
        func wanted(_ figure: String) -> Bool { only == nil || only == figure }

        if wanted("search") {
        report("hybrid search, top 10", try queries.map { query in try time { _ = try store.search(MemorySearch(query, limit: 10, context: .any), at: Date()) } },
               target: 20)
        let fullText = try queries.map { query in
            try time {
                _ = try database.read { db in
                    try Row.fetchAll(db, sql: "SELECT rowid, snippet(memory_text, 0, '[', ']', '…', 12) FROM memory_text WHERE memory_text MATCH ? ORDER BY rank LIMIT 10",
                                     arguments: [query.split(separator: " ").map { "\"\($0)\"" }.joined(separator: " OR ")])
                }
            }
        }
        report("full-text alone, top 10", fullText, target: 5)
        }
        if wanted("expand") {
        let seeds = (0 ..< rounds).map { _ in (0 ..< 10).map { _ in Int64(random.next(total) + 1) } }
        report("3-hop expansion from 10 seeds", try seeds.map { seed in try time { _ = try store.neighbourhood(of: seed, depth: 3) } }, target: 50)
        }
        if wanted("store") {
        let stores = try (0 ..< rounds).map { index in
            try time { _ = try store.store("benchmark memory \(index): " + phrase(20), at: Date()) }
        }
        report("store one memory, with links", stores, target: 5)
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        print("peak resident memory: \(usage.ru_maxrss / 1024) MB (target ≤ 150 MB)")
    } catch {
        fail("memory-benchmark: \(error)")
    }
}

switch CommandLine.arguments.dropFirst().first {
case "generate": generate()
case "run": run()
default: fail("usage: memory-benchmark generate|run …")
}
