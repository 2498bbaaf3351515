import Foundation
import Testing

@testable import PhraseKit

/// Templates the fuzzer found slow (Docs/fuzzing.md): each is parsed, compiled and its example
/// recognised quickly — no template, however odd, holds a phrase file's compilation.
@Suite struct FuzzFoundTemplateTests {
    static let found: [[UInt8]] = [
        [40, 9, 0, 0, 0, 97, 100, 100, 124, 108, 111, 41, 143, 59, 103, 82, 97, 110, 103, 101, 0, 0, 0, 0, 0, 0, 91, 38, 97, 93, 112, 115, 59, 143, 59, 0, 0, 0, 0, 0, 0, 91, 223, 97, 93, 112, 0, 0, 33, 91, 97, 93, 173, 140, 194, 255, 107, 91, 93, 38, 166, 86, 155, 33, 91, 88, 93, 83, 115, 91, 97, 93, 166, 91, 97, 93, 112, 115, 59, 37, 101, 187, 16, 0, 0, 59, 133, 13, 13, 13, 13, 13, 13],
        [86, 86, 216, 154, 129, 69, 59, 89, 86, 86, 86, 101, 0, 216, 154, 131, 59, 91, 101, 93, 224, 244, 216, 154, 104, 71, 101, 255, 255, 248, 101, 0, 216, 129, 129, 59, 129, 59, 91, 244, 255, 255, 248, 101, 0, 101, 93, 224, 244, 255, 255, 248, 101, 0, 216, 129, 129, 59, 91, 19, 50, 104, 101, 93, 224, 110, 115, 43, 115, 44, 110],
        [115, 101, 91, 13, 10, 10, 93, 246, 235, 10, 10, 59, 10, 10, 10, 59, 10, 255, 255, 255, 255, 216, 154, 129, 255, 255, 255, 255, 216, 154, 129, 104, 59, 255, 89, 255, 255, 104, 59, 89, 255, 10, 59, 255, 10, 10, 255, 65, 65, 49, 10, 58, 91, 116, 106, 101, 10, 59, 10, 58, 255, 255, 8, 0, 0, 217, 154, 10, 59, 255, 255, 65, 65, 49, 10, 58, 91, 116, 106, 101, 93, 249, 235, 119, 10, 10, 59, 10, 58, 255, 255, 255, 255, 255, 216, 154, 129, 104, 59, 89, 255, 255, 255, 255, 255, 255, 255, 255, 10, 97, 93],
        [115, 101, 91, 13, 10, 10, 93, 246, 235, 10, 10, 59, 10, 10, 10, 59, 10, 255, 255, 255, 255, 216, 154, 129, 255, 255, 255, 255, 216, 154, 129, 104, 59, 255, 89, 255, 255, 104, 59, 89, 255, 10, 59, 255, 10, 10, 255, 65, 253, 65, 49, 10, 58, 91, 116, 106, 101, 10, 59, 10, 58, 255, 255, 8, 0, 0, 217, 154, 10, 59, 255, 255, 65, 65, 49, 10, 58, 91, 116, 106, 101, 93, 249, 235, 119, 10, 10, 59, 10, 58, 255, 255, 255, 255, 255, 216, 154, 129, 104, 59, 89, 255, 255, 255, 255, 255, 255, 255, 255, 10, 97, 93],
    ]

    @Test(arguments: found) func anOddTemplateIsReadQuickly(_ bytes: [UInt8]) throws {
        let text = String(decoding: bytes, as: UTF8.self)
        let started = Date()
        guard let template = try? Template(text) else { return }
        let parsed = Date()
        let source = TemplateSource(template, location: SourceLocation(file: "fuzz", line: 1, column: 1))
        let phrases = PhraseSet(intents: [IntentPhrases(name: "Fuzz", blocks: [PhraseBlock(sentences: [source])])])
        let recognizer = Recognizer(phrases: phrases, slotParsers: ["count": NumberSlotParser()])
        let compiled = Date()
        let example = template.example(slot: { _ in "two" })
        let exampled = Date()
        _ = recognizer.recognize(example)
        let done = Date()
        let times = [parsed, compiled, exampled, done].enumerated().map { index, time in
            time.timeIntervalSince(index == 0 ? started : [started, parsed, compiled, exampled][index])
        }
        #expect(done.timeIntervalSince(started) < 2, "parse, compile, example, recognise: \(times)")
    }

    /// A permutation of six parts full of optionals spells out to more than a template may hold:
    /// it is refused when compiled, with its place.
    @Test func aTemplateTooLargeOnceSpelledOutIsRefused() throws {
        let parts = (0..<6).map { index in "[a\(index)] [b\(index)] [c\(index)] word\(index) [d\(index)] [e\(index)]" }
        let template = try Template("(" + parts.joined(separator: ";") + ")")
        let lowering = TemplateLowering(rule: { _ in nil })
        #expect(throws: TemplateLowering.Failure.self) { try lowering.lower(template) }
        // Six plain parts are fine: 720 orderings of six words.
        let plain = try Template("(" + (0..<6).map { "word\($0)" }.joined(separator: ";") + ")")
        #expect(try lowering.lower(plain).size(upTo: TemplateLowering.maximumSize) <= TemplateLowering.maximumSize)
    }
}
