import PhraseTesting
import Foundation
import Testing
import HarkValue

@testable import PhraseKit

@Suite struct PhraseArchiveTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The language fixture's phrases (every template feature, lists, rules, context, ranges) and
    /// its test sentences.
    func fixture() throws -> (phrases: PhraseSet, sentences: [(text: String, context: [String: PhraseValue])]) {
        let folder = Self.root.appendingPathComponent("Intents/tests/language")
        var phrases = PhraseFileReader.read(try String(contentsOf: folder.appendingPathComponent("phrases.yaml"), encoding: .utf8),
                                            file: "phrases.yaml").phrases
        let tests = SentenceTestFile.read(try String(contentsOf: folder.appendingPathComponent("tests.yaml"), encoding: .utf8), file: "tests.yaml")
        phrases.merge(tests.tests.fixtures)
        let sentences = tests.tests.cases.flatMap { testCase in testCase.sentences.map { ($0.text, testCase.context) } }
        return (phrases, sentences + [("set the timer for twenty five minutes", [:]), ("nothing like this at all", [:])])
    }

    func describe(_ recognitions: [Recognition]) -> [String] {
        recognitions.map { "\($0.intent) \($0.slots) \($0.template.template.text) \($0.template.location) \($0.score) \($0.context) \($0.captures)" }
    }

    /// Phrases read back from an archive recognise every sentence exactly as the compiled ones do.
    @Test func anArchiveRecognisesAsTheCompiledPhrasesDo() throws {
        let (phrases, sentences) = try fixture()
        let parsers: [String: any SlotValueParser] = ["count": NumberSlotParser(range: 1...50), "when": SpokenSlotParser(.date)]
        let compiled = Recognizer(phrases: phrases, slotParsers: parsers)
        let archive = compiled.archived()
        let restored = try #require(Recognizer(archive: archive, slotParsers: parsers))
        #expect(restored.templateCount == compiled.templateCount)
        #expect(sentences.count > 40)
        for sentence in sentences {
            #expect(describe(restored.candidates(sentence.text, context: sentence.context))
                    == describe(compiled.candidates(sentence.text, context: sentence.context)), "\(sentence.text)")
            // Trees kept as text in the archive come back the same when asked for.
            #expect(restored.candidates(sentence.text, context: sentence.context).map(\.template.template.root)
                    == compiled.candidates(sentence.text, context: sentence.context).map(\.template.template.root))
        }
        #expect(restored.archived() == archive)
    }

    /// Other parsers, other formats and damaged bytes are "no archive", never a crash or a
    /// recogniser that reads out of bounds.
    @Test func damagedOrForeignArchivesAreRefused() throws {
        let (phrases, sentences) = try fixture()
        let archive = Recognizer(phrases: phrases).archived()
        #expect(Recognizer(archive: archive, slotParsers: ["count": NumberSlotParser()]) == nil)
        #expect(Recognizer(archive: [], slotParsers: [:]) == nil)
        #expect(Recognizer(archive: Array("not an archive".utf8), slotParsers: [:]) == nil)
        #expect(Recognizer(archive: Array(archive.dropLast()), slotParsers: [:]) == nil)
        var generator = SystemRandomNumberGenerator()
        var accepted = 0
        for round in 0..<400 {
            var damaged = archive
            if round % 2 == 0 {
                damaged = Array(damaged.prefix(Int.random(in: 0..<damaged.count, using: &generator)))
            } else {
                for _ in 0..<3 { damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            }
            guard let recognizer = Recognizer(archive: damaged, slotParsers: [:]) else { continue }
            accepted += 1
            for sentence in sentences.prefix(20) { _ = recognizer.candidates(sentence.text, context: sentence.context) }
        }
        #expect(accepted == 0)
    }

    /// The archive with `change` made to its automaton, written with a correct checksum, so that
    /// only the structural checks stand between it and the matcher.
    func rewritten(_ archive: [UInt8], _ change: (inout Automaton) -> Void) throws -> [UInt8] {
        let (compiled, options) = try PhraseArchive.read(archive, parsers: [:])
        var automaton = compiled.automaton
        change(&automaton)
        let changed = CompiledPhrases(automaton: automaton, templates: compiled.templates, keyStart: compiled.keyStart,
                                      templateKeys: compiled.templateKeys, blocks: compiled.blocks, vocabulary: compiled.vocabulary,
                                      parsers: [], skipWords: compiled.skipWords, diagnostics: [])
        return PhraseArchive.write(changed, options: options, parserNames: [])
    }

    /// A state that claims no template (only the shared start state may) is refused, not used as
    /// an index.
    @Test func aStateWithoutATemplateIsRefused() throws {
        let (phrases, _) = try fixture()
        let archive = Recognizer(phrases: phrases).archived()
        #expect(Recognizer(archive: try rewritten(archive) { _ in }, slotParsers: [:]) != nil)
        let damaged = try rewritten(archive) { automaton in
            for index in automaton.states.indices where index != Int(automaton.startState) { automaton.states[index].template = -1 }
        }
        #expect(Recognizer(archive: damaged, slotParsers: [:]) == nil)
    }

    /// Damaged bytes that carry a correct checksum reach the structural checks: each archive is
    /// refused, or recognises without reading out of bounds. (The same damage every run; an
    /// earlier random run found an unknown word following a state's absent word edge.)
    @Test func damagedArchivesWithACorrectChecksumNeverCrash() throws {
        let (phrases, sentences) = try fixture()
        let archive = Recognizer(phrases: phrases).archived()
        var generator = SplitMix64(seed: 0x4841_524B)
        var refused = 0
        for _ in 0..<600 {
            var payload = Array(archive.dropLast(8))
            for _ in 0..<2 {
                let index = Int.random(in: PhraseArchive.magic.count..<payload.count, using: &generator)
                payload[index] = UInt8.random(in: 0...255, using: &generator)
            }
            var sum = PhraseArchive.checksum(payload[...])
            for _ in 0..<8 { payload.append(UInt8(sum & 0xFF)); sum >>= 8 }
            guard let recognizer = Recognizer(archive: payload, slotParsers: [:]) else { refused += 1; continue }
            for sentence in sentences.prefix(20) { _ = recognizer.candidates(sentence.text, context: sentence.context) }
        }
        #expect(refused > 0)
    }
}

/// A small seeded generator, so that a damaged archive that fails is the same on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
