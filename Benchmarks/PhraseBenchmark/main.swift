// Measures PhraseKit in-process: load + compile time, throughput, and per-sentence latency.
//
//   phrase-benchmark run --sentences PATH... [--lists FILE] --input SENTENCES.jsonl [--rounds N] [--results OUT.jsonl]
//   phrase-benchmark generate --out DIR [--templates N] [--values N] [--sentences N]
//   phrase-benchmark values --fixtures FILE [--rounds N] [--cases OUT.jsonl] [--slowest N]
//   phrase-benchmark understanding --paraphrases PATH... [--rounds N]
//   phrase-benchmark reader --paraphrases PATH...
//
// `run` prints one JSON line: {"engine": "hark", "templates", "load_ms", "sentences", "per_second", "p50_us", "p99_us", "matched"}.
// `generate` writes DIR/phrases.yaml (a large synthetic phrase set) and DIR/sentences.jsonl
// (sentences drawn from it, a fifth of them unmatched).
import PhraseTesting
import HarkAssembly
import HarkRuntime
import Foundation
import PhraseKit
import HarkValue
import SpokenKit
import IntentKit
import LearnedReader

func argument(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func arguments(_ name: String) -> [String] {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name) else { return [] }
    return Array(arguments[(index + 1)...].prefix { !$0.hasPrefix("--") })
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(64)
}

func writeFile(_ path: String, _ data: Data) {
    guard FileManager.default.createFile(atPath: path, contents: data) else { fail("cannot write \(path)") }
}

func readText(_ path: String) -> String {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        fail("cannot read \(path)")
    }
    return text
}

func phraseFiles(_ paths: [String]) -> [String] {
    paths.flatMap { path -> [String] in
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { fail("no such file: \(path)") }
        guard isDirectory.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted().map { path + "/" + $0 }
    }
}

struct Line: Decodable {
    var text: String
    var context: [String: PhraseValue]?
}

func run() {
    let paths = arguments("--sentences")
    guard !paths.isEmpty, let input = argument("--input") else { fail("usage: phrase-benchmark run --sentences PATH... [--lists FILE] --input FILE") }
    let rounds = Int(argument("--rounds") ?? "3") ?? 3
    let lines = readText(input).split(separator: "\n").map { line -> Line in
        if line.hasPrefix("{"), let decoded = try? JSONDecoder().decode(Line.self, from: Data(line.utf8)) { return decoded }
        return Line(text: String(line), context: nil)
    }
    let texts = phraseFiles(paths).map { ($0, readText($0)) }
    let listsText = argument("--lists").map { ($0, readText($0)) }

    // Load + compile, from text in memory (file reading excluded, as for hassil).
    var loadTimes: [Double] = []
    var recognizer: Recognizer? = nil
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        var phrases = PhraseSet()
        for (file, text) in texts { phrases.merge(PhraseFileReader.read(text, file: file).phrases) }
        let lists = listsText.map { PhraseFileReader.readLists($0.1, file: $0.0).lists } ?? [:]
        recognizer = Recognizer(phrases: phrases, lists: lists)
        loadTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    guard let recognizer else { fail("nothing loaded") }

    var latencies: [Double] = []
    latencies.reserveCapacity(lines.count * rounds)
    var matched = 0
    var results: [Recognition?] = []
    let totalStart = DispatchTime.now().uptimeNanoseconds
    for round in 0..<rounds {
        for line in lines {
            let start = DispatchTime.now().uptimeNanoseconds
            let result = recognizer.recognize(line.text, context: line.context ?? [:])
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3)
            if round == 0 { results.append(result); if result != nil { matched += 1 } }
        }
    }
    let total = Double(DispatchTime.now().uptimeNanoseconds - totalStart) / 1e9
    latencies.sort()
    loadTimes.sort()
    let count = latencies.count
    print("{\"engine\": \"hark\", \"templates\": \(recognizer.templateCount), \"load_ms\": \(loadTimes[loadTimes.count / 2]), "
        + "\"sentences\": \(lines.count), \"rounds\": \(rounds), \"per_second\": \(Double(count) / total), "
        + "\"p50_us\": \(latencies[count / 2]), \"p99_us\": \(latencies[min(count - 1, count * 99 / 100)]), \"matched\": \(matched)}")

    if let out = argument("--results") {
        var text = ""
        for (line, result) in zip(lines, results) {
            var slots: [String] = []
            var seen = Set<String>()
            for slot in result?.slots ?? [] where seen.insert(slot.name).inserted {
                let value = (try? JSONEncoder().encode(slot.value)).flatMap { String(data: $0, encoding: .utf8) } ?? "null"
                slots.append("\(quoted(slot.name)): \(value)")
            }
            text += "{\"text\": \(quoted(line.text)), \"intent\": \(result.map { quoted($0.intent) } ?? "null"), \"slots\": {\(slots.joined(separator: ", "))}}\n"
        }
        writeFile(out, Data(text.utf8))
    }
}

func quoted(_ text: String) -> String {
    (try? String(data: JSONEncoder().encode(text), encoding: .utf8)) ?? "\"\""
}

/// A synthetic phrase set: `templates` templates over 100 intents, two lists of `values` values
/// each, a number range and a wildcard; and sentences drawn from it, a fifth of them unmatched.
func generate() {
    guard let out = argument("--out") else { fail("usage: phrase-benchmark generate --out DIR") }
    let templateCount = Int(argument("--templates") ?? "1200") ?? 1200
    let valueCount = Int(argument("--values") ?? "1500") ?? 1500
    let sentenceCount = Int(argument("--sentences") ?? "2000") ?? 2000
    var random = SplitMix(seed: 42)
    let verbs = ["open", "close", "start", "stop", "show", "hide", "play", "pause", "check", "find", "list", "clear",
                 "add", "remove", "move", "copy", "rename", "share", "pin", "mute"]
    let objects = ["report", "window", "timer", "album", "note", "task", "meeting", "folder", "alarm", "photo",
                   "message", "calendar", "reminder", "project", "playlist", "contact", "document", "score", "map", "queue"]
    let adjectives = ["red", "blue", "quiet", "bright", "old", "new", "small", "large", "early", "late", "fast", "slow",
                      "green", "warm", "cold", "dark", "light", "round", "sharp", "soft"]
    func name(_ index: Int) -> String {
        "\(adjectives[index % 20]) \(objects[(index / 20) % 20]) \(index / 400 == 0 ? "" : "number \(index / 400)")"
            .trimmingCharacters(in: .whitespaces)
    }
    var yaml = "language: en\nintents:\n"
    var templates: [(intent: Int, words: [String])] = []
    for intent in 0..<100 {
        yaml += "  Intent\(intent):\n    data:\n      - sentences:\n"
        for variant in 0..<(templateCount / 100) {
            let verb = verbs[(intent + variant) % verbs.count]
            let object = objects[(intent * 7 + variant) % objects.count]
            let words: [String]
            switch variant % 4 {
            case 0: words = [verb, "[the]", "{item}", object]
            case 1: words = ["please", verb, "(my|the|our)", object, "for", "{person}"]
            case 2: words = [verb, object, "to", "{amount}", "[percent]", "in", "intent\(intent)"]
            default: words = [verb, "the", object, "called", "{anything}", "now", "intent\(intent)"]
            }
            templates.append((intent, words))
            yaml += "          - \"\(words.joined(separator: " ")) intent\(intent)\"\n"
        }
    }
    yaml += "lists:\n  item:\n    values:\n"
    for index in 0..<valueCount { yaml += "      - \"\(name(index))\"\n" }
    yaml += "  person:\n    values:\n"
    for index in 0..<valueCount { yaml += "      - in: \"person \(name(index + 7))\"\n        out: \"P\(index)\"\n" }
    yaml += "  amount:\n    range:\n      from: 0\n      to: 100\n  anything:\n    wildcard: true\n"

    var lines: [String] = []
    for index in 0..<sentenceCount {
        if index % 5 == 4 {
            lines.append("{\"text\": \"\(verbs[random.next(20)]) \(objects[random.next(20)]) somewhere over the rainbow \(random.next(1000))\"}")
            continue
        }
        let template = templates[random.next(templates.count)]
        var words: [String] = []
        for word in template.words {
            switch word {
            case "[the]": if random.next(2) == 0 { words.append("the") }
            case "(my|the|our)": words.append(["my", "the", "our"][random.next(3)])
            case "{item}": words.append(name(random.next(valueCount)))
            case "{person}": words.append("person " + name(random.next(valueCount) + 7))
            case "{amount}": words.append(random.next(2) == 0 ? String(random.next(101)) : ["ten", "twenty five", "fifty", "ninety nine"][random.next(4)])
            case "[percent]": if random.next(2) == 0 { words.append("percent") }
            case "{anything}": words.append(["the big one", "monday notes", "x"][random.next(3)])
            default: words.append(word)
            }
        }
        words.append("intent\(template.intent)")
        lines.append("{\"text\": \"\(words.joined(separator: " "))\"}")
    }
    try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    writeFile(out + "/phrases.yaml", Data(yaml.utf8))
    writeFile(out + "/sentences.jsonl", Data((lines.joined(separator: "\n") + "\n").utf8))
    print("wrote \(templates.count) templates, lists of \(valueCount) values, \(lines.count) sentences to \(out)")
}

struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

switch CommandLine.arguments.dropFirst().first {
case "run": run()
case "values": values()
case "generate": generate()
case "understanding": understanding()
case "reader": await reader()
default: fail("usage: phrase-benchmark run|generate …")
}

/// Reads every spoken-value fixture `--rounds` times: throughput (all expressions, and the dates
/// alone, which dateparser is compared on), p50/p99 latency, and accuracy against the fixtures.
/// `--cases` writes each case as a JSON line for the dateparser side, with Hark's verdict.
func values() {
    guard let path = argument("--fixtures") else { fail("usage: phrase-benchmark values --fixtures FILE [--rounds N] [--cases OUT]") }
    let rounds = Int(argument("--rounds") ?? "20") ?? 20
    let read = SpokenValueTestFile.read(readText(path), file: path)
    guard read.diagnostics.isEmpty else { fail(read.diagnostics.map(\.description).joined(separator: "\n")) }
    let cases = read.tests.cases
    func measure(_ subset: [SpokenValueTestFile.Case]) -> (perSecond: Double, p50: Double, p99: Double) {
        var latencies: [Double] = []
        latencies.reserveCapacity(subset.count * rounds)
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<rounds {
            for testCase in subset {
                let begin = DispatchTime.now().uptimeNanoseconds
                _ = testCase.read()
                latencies.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e3)
            }
        }
        let total = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        latencies.sort()
        return (Double(latencies.count) / total, latencies[latencies.count / 2], latencies[min(latencies.count - 1, latencies.count * 99 / 100)])
    }
    let dates = cases.filter { $0.kind == .date && $0.expected != .unreadable && $0.inside == nil }
    // Finding a date inside a sentence of 30 words: every date expression set among other words.
    let filler = ("please make sure that the whole team knows about the plan and that someone books the big room "
        + "for us so we can all meet there and talk it through").split(separator: " ").map(String.init)
    func sentence(around text: String) -> String {
        let length = text.split(separator: " ").count
        let before = max(0, (30 - length) / 2), after = max(0, 30 - length - before)
        return (filler.prefix(before) + [text] + filler.suffix(after)).joined(separator: " ")
    }
    if let count = argument("--slowest").flatMap(Int.init) {
        // The expressions that take longest to read, median of `rounds` readings each.
        var timed: [(Double, String)] = []
        for testCase in cases {
            var samples: [Double] = []
            for _ in 0..<rounds {
                let begin = DispatchTime.now().uptimeNanoseconds
                _ = testCase.read()
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e3)
            }
            samples.sort()
            timed.append((samples[samples.count / 2], "\(testCase.kind.rawValue) “\(testCase.text)”"))
        }
        for (micros, text) in timed.sorted(by: { $0.0 > $1.0 }).prefix(count) { print(String(format: "%8.1f µs  ", micros) + text) }
        // And the dates slowest to find inside a sentence of 30 words.
        var finds: [(Double, String)] = []
        for testCase in dates {
            let text = sentence(around: testCase.text)
            var samples: [Double] = []
            for _ in 0..<rounds {
                let begin = DispatchTime.now().uptimeNanoseconds
                _ = SpokenValues.dates(in: text, context: testCase.context)
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e3)
            }
            samples.sort()
            finds.append((samples[samples.count / 2], "found in “\(text)”"))
        }
        for (micros, text) in finds.sorted(by: { $0.0 > $1.0 }).prefix(count) { print(String(format: "%8.1f µs  ", micros) + text) }
        return
    }
    let all = measure(cases), dateFigures = measure(dates)
    var finding: [Double] = []
    var found = 0
    for _ in 0..<max(1, rounds / 10) {
        for testCase in dates {
            let sentence = sentence(around: testCase.text)
            let begin = DispatchTime.now().uptimeNanoseconds
            let values = SpokenValues.dates(in: sentence, context: testCase.context)
            finding.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e3)
            if !values.isEmpty { found += 1 }
        }
    }
    finding.sort()
    let correct = cases.filter { $0.failure() == nil }.count
    let datesCorrect = dates.filter { $0.failure() == nil }.count
    print("{\"engine\": \"hark\", \"cases\": \(cases.count), \"correct\": \(correct), \"dates\": \(dates.count), "
        + "\"dates_correct\": \(datesCorrect), \"per_second\": \(dateFigures.perSecond), \"p50_us\": \(dateFigures.p50), "
        + "\"p99_us\": \(dateFigures.p99), \"all_per_second\": \(all.perSecond), \"all_p99_us\": \(all.p99), \"rounds\": \(rounds), "
        + "\"find_words\": 30, \"find_p50_us\": \(finding[finding.count / 2]), \"find_p99_us\": \(finding[min(finding.count - 1, finding.count * 99 / 100)]), "
        + "\"find_found\": \(found), \"find_sentences\": \(finding.count)}")
    if let out = argument("--cases") {
        var text = ""
        for testCase in dates {
            let context = testCase.context
            guard case .date(let expected) = testCase.expected else { continue }
            text += "{\"text\": \(quoted(testCase.text)), \"now\": \(quoted(ISO8601Text.string(context.now, in: context.calendar.timeZone))), "
                + "\"zone\": \(quoted(context.calendar.timeZone.identifier)), \"direction\": \(quoted(context.direction.rawValue)), "
                + "\"order\": \(quoted(context.dayMonthOrder.rawValue)), \"expected\": \(quoted(ISO8601Text.string(expected, in: context.calendar.timeZone))), "
                + "\"location\": \(quoted(testCase.location.description)), \"hark_ok\": \(testCase.failure() == nil)}\n"
        }
        writeFile(out, Data(text.utf8))
    }
}

/// Reads every paraphrase sentence as `hark "…"` does, with Hark's built-in phrases, `--rounds`
/// times: the latency of an exact reading, and of the fuzzy one tried when none matches exactly
/// (the sentences that need it), as p50/p99 in microseconds.
func understanding() {
    let rounds = Int(argument("--rounds") ?? "20") ?? 20
    let files = PhraseFiles(paths: arguments("--paraphrases"), readTests: true)
    let sentences = files.paraphrases.flatMap(\.cases).map(\.sentence)
    guard !sentences.isEmpty else { fail("no paraphrase sentences in --paraphrases") }
    let runtime: Runtime
    do {
        var environment = ProcessInfo.processInfo.environment
        environment["HARK_NO_CACHE"] = "1"
        runtime = try Assembly(configuration: HarkConfiguration(environment: HarkEnvironment(environment))).runtime()
    } catch {
        fail("cannot assemble Hark: \(error)")
    }
    var exact: [Double] = [], fuzzy: [Double] = [], learned: [Double] = [], whole: [Double] = []
    var fuzzyCount = 0
    // What the model adds to a start: mapping its cache file and the first sentence's prediction.
    var loads: [Double] = []
    if let model = runtime.learnedReader?.value {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reader-benchmark-\(getpid()).bin")
        writeFile(path.path, model.archived())
        for _ in 0 ..< 20 {
            let start = DispatchTime.now().uptimeNanoseconds
            if let data = try? Data(contentsOf: path, options: .alwaysMapped), let mapped = IntentModel(archive: data) {
                _ = mapped.predict("what meetings do I have tomorrow")
            }
            loads.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
        }
        try? FileManager.default.removeItem(at: path)
    }
    for _ in 0 ..< rounds {
        for sentence in sentences {
            let start = DispatchTime.now().uptimeNanoseconds
            let reading = runtime.read(sentence)
            let middle = DispatchTime.now().uptimeNanoseconds
            exact.append(Double(middle - start) / 1000)
            if reading == nil {
                _ = runtime.learnedRead(sentence)
                let learnedEnd = DispatchTime.now().uptimeNanoseconds
                learned.append(Double(learnedEnd - middle) / 1000)
                _ = runtime.fuzzyRead(sentence)
                fuzzy.append(Double(DispatchTime.now().uptimeNanoseconds - learnedEnd) / 1000)
                fuzzyCount += 1
            }
            let again = DispatchTime.now().uptimeNanoseconds
            _ = runtime.interpret(sentence)
            whole.append(Double(DispatchTime.now().uptimeNanoseconds - again) / 1000)
        }
    }
    func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
    }
    print("{\"sentences\": \(sentences.count), \"rounds\": \(rounds), \"exact_p50_us\": \(Int(percentile(exact, 0.5))), \"exact_p99_us\": \(Int(percentile(exact, 0.99))), "
        + "\"fuzzy_sentences\": \(fuzzyCount / max(rounds, 1)), \"fuzzy_p50_us\": \(Int(percentile(fuzzy, 0.5))), \"fuzzy_p99_us\": \(Int(percentile(fuzzy, 0.99))), "
        + "\"fuzzy_max_us\": \(Int(fuzzy.max() ?? 0)), \"learned_p50_us\": \(Int(percentile(learned, 0.5))), \"learned_p99_us\": \(Int(percentile(learned, 0.99))), "
        + "\"interpret_p50_us\": \(Int(percentile(whole, 0.5))), \"interpret_p99_us\": \(Int(percentile(whole, 0.99))), "
        + "\"model_map_and_first_read_p50_us\": \(Int(percentile(loads, 0.5)))}")
}

/// `vectors` remembering each text's vector, so that readers trained one after the other with
/// the same encoder encode each sentence once.
func remembered(_ vectors: SentenceVectors) -> SentenceVectors {
    final class Memo: @unchecked Sendable {
        let lock = NSLock()
        var known: [String: [Float]] = [:]
    }
    let memo = Memo()
    return SentenceVectors(name: vectors.name, dimensions: vectors.dimensions) { texts in
        let missing = memo.lock.withLock { Array(Set(texts.filter { memo.known[$0] == nil })) }
        let found = vectors.vectors(missing)
        return memo.lock.withLock {
            for (text, vector) in zip(missing, found) { memo.known[text] = vector }
            return texts.map { memo.known[$0] ?? [] }
        }
    }
}

/// Scores paraphrase sets with the learned reader trained on templates alone (a), and with the
/// corpus as shipped (b): for each set, the right intent acted on, also with the right values,
/// false accepts, and how often the reader's best guess is right whatever its confidence.
func reader() async {
    let files = PhraseFiles(paths: arguments("--paraphrases"), readTests: true)
    guard !files.paraphrases.isEmpty else { fail("no paraphrase sets in --paraphrases") }
    var environment = ProcessInfo.processInfo.environment
    environment["HARK_NO_CACHE"] = "1"
    let assembly: Assembly
    let base: Runtime
    do {
        assembly = try Assembly(configuration: HarkConfiguration(environment: HarkEnvironment(environment)))
        base = try assembly.runtime()
    } catch {
        fail("cannot assemble Hark: \(error)")
    }
    let context = assembly.context()
    // (c): with the sentence encoder, where one is installed ($HARK_MODEL, the settings file's
    // `model`, or the default folder).
    let vectors = assembly.readerVectors().map(remembered)
    var variants: [(String, Bool, SentenceVectors?)] = CommandLine.arguments.contains("--encoder-only") ? [] : [("templates-only", false, nil), ("shipped", true, nil)]
    for weight in (arguments("--vector-weight").isEmpty ? [String(ReaderTraining.vectorWeight)] : arguments("--vector-weight")).compactMap(Float.init) {
        guard var vectors else { break }
        vectors.weight = weight
        variants.append(("with the encoder (\(vectors.name), vectors weigh \(weight))", true, vectors))
    }
    for (label, corpus, encoder) in variants {
        let started = DispatchTime.now().uptimeNanoseconds
        guard let model = assembly.trainReader(corpus: corpus, vectors: encoder) else { fail("the phrase files have problems") }
        let trainMs = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
        var runtime = base
        runtime.learnedReader = Lazy { model }
        print("\(label): trained in \(Int(trainMs)) ms, act at \(model.thresholds.act) (\(model.thresholds.actWhenFitted) when a template fits, \(model.thresholds.actWithValues) with values), ask at \(model.thresholds.ask)")
        let score = await assembly.score(files.paraphrases, runtime: runtime, context: context)
        for (index, set) in score.sets.enumerated() {
            let cases = files.paraphrases.filter { $0.set == set.set }.flatMap(\.cases).filter { $0.intent != nil }
            let guessed = cases.filter { model.predict($0.sentence).best.intent == $0.intent }.count
            print("  \(set.description); best guess right \(guessed)/\(cases.count) (\(cases.isEmpty ? 0 : guessed * 1000 / cases.count / 10)%)")
            _ = index
        }
        // With --by-domain, each domain's files (named STYLE-DOMAIN.yaml) scored on their own, by the same model.
        if CommandLine.arguments.contains("--by-domain") {
            var byDomain: [String: [String]] = [:]
            for path in arguments("--paraphrases") {
                let files = (try? FileManager.default.contentsOfDirectory(atPath: path)).map { $0.map { path + "/" + $0 } } ?? [path]
                for file in files where file.hasSuffix(".yaml") && !file.hasSuffix("-floor.yaml") {
                    let name = (file as NSString).lastPathComponent.dropLast(5)
                    guard let dash = name.firstIndex(of: "-") else { continue }
                    byDomain[String(name[name.index(after: dash)...]), default: []].append(file)
                }
            }
            for (domain, paths) in byDomain.sorted(by: { $0.key < $1.key }) {
                let sets = PhraseFiles(paths: paths.sorted(), readTests: true).paraphrases
                let scored = await assembly.score(sets, runtime: runtime, context: context)
                print("  [\(domain)] " + scored.sets.map(\.description).joined(separator: "; "))
            }
        }
        // Which reader acted on each sentence meant for nothing (false accepts by path).
        var byPath: [String: Int] = [:]
        for item in files.paraphrases.flatMap(\.cases) where item.intent == nil {
            switch runtime.interpret(item.sentence) {
            case .exact: byPath["exact", default: 0] += 1
            case .learned(let learned) where learned.isActedOn: byPath[learned.recognition == nil ? "learned" : "learned, template fitted", default: 0] += 1
            case .fuzzy(let fuzzy) where fuzzy.isActedOn: byPath["fuzzy", default: 0] += 1
            default: break
            }
        }
        // Sentences meant for an intent that Hark would act on as another one.
        let meant = files.paraphrases.flatMap(\.cases).filter { $0.intent != nil }
        var wrongByPath: [String: Int] = [:]
        for item in meant {
            let reading = runtime.interpret(item.sentence)
            guard let acted = reading.acted, acted.intent != item.intent else { continue }
            let path = switch reading { case .exact: "exact"; case .learned: "learned"; case .fuzzy: "fuzzy"; case .notUnderstood: "none" }
            wrongByPath[path, default: 0] += 1
        }
        let wrong = wrongByPath.values.reduce(0, +)
        print("  acted on as another intent: \(wrong)/\(meant.count) (\(meant.isEmpty ? 0 : Double(wrong * 1000 / meant.count) / 10)%): "
            + wrongByPath.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        print("  false accepts by reader: \(byPath.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
        if arguments("--curve").isEmpty == false || CommandLine.arguments.contains("--curve") {
            let fitted = CommandLine.arguments.contains("--fitted")
            let all = files.paraphrases.flatMap(\.cases).filter { runtime.read($0.sentence) == nil && (runtime.learnedRead($0.sentence)?.recognition != nil) == fitted }
                .map { (meant: $0.intent, prediction: model.predict($0.sentence)) }
            let meant = all.filter { $0.meant != nil }.count, none = all.count - meant
            for step in stride(from: 30, through: 95, by: 5) {
                let threshold = Double(step) / 100
                let acted = all.filter { $0.prediction.best.intent != nil && $0.prediction.best.probability >= threshold }
                let right = acted.filter { $0.meant == $0.prediction.best.intent }.count
                let wrong = acted.filter { $0.meant != nil && $0.meant != $0.prediction.best.intent }.count
                let accepted = acted.filter { $0.meant == nil }.count
                print("  at \(threshold): right \(right)/\(meant), wrong \(wrong), false accepts \(accepted)/\(none)")
            }
        }
    }
}
