import PhraseKit

/// A sentence template ("(add|log) [a] {mood} mood"): parsed or refused with a syntax error; a
/// parsed one is compiled, and its example sentence recognised.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let template = try? Template(text) else { return 0 }
    let source = TemplateSource(template, location: SourceLocation(file: "fuzz", line: 1, column: 1))
    let phrases = PhraseSet(intents: [IntentPhrases(name: "Fuzz", blocks: [PhraseBlock(sentences: [source])])])
    let recognizer = Recognizer(phrases: phrases, slotParsers: ["count": NumberSlotParser()])
    _ = recognizer.recognize(template.example(slot: { _ in "two" }))
    return 0
}
