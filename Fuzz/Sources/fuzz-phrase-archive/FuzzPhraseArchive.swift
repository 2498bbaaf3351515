import Foundation
import PhraseKit

/// The compiled-phrase cache's bytes (`Recognizer(archive:)`): damaged bytes are refused, and an
/// archive accepted recognises sentences without reading out of bounds.
///
/// `HARK_FUZZ_WRITE_SEED=path` writes the archive of a small phrase set there (the seed corpus).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let path = ProcessInfo.processInfo.environment["HARK_FUZZ_WRITE_SEED"] { writeSeed(path) }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let recognizer = Recognizer(archive: bytes, slotParsers: parsers) else { return 0 }
    for sentence in ["add a happy mood", "set a timer for five minutes", "log my mood as calm at 3pm", "x"] {
        _ = recognizer.candidates(sentence, context: [:])
    }
    return 0
}

nonisolated(unsafe) let parsers: [String: any SlotValueParser] = ["count": NumberSlotParser(range: 1...50)]

func writeSeed(_ path: String) {
    let yaml = """
    language: en
    intents:
      AddMood:
        data:
          - sentences:
              - "(add|log) [a] {mood} mood [at {time}]"
              - "log my mood as {mood}"
            slots:
              kind: mood
      SetTimer:
        data:
          - sentences:
              - "set [a] timer for {count} minute[s]"
            requires_context:
              area: kitchen
    lists:
      mood:
        values:
          - happy
          - in: calm
            out: relaxed
      time:
        wildcard: true
    expansion_rules:
      minutes: "minute[s]"
    skip_words:
      - please
    """
    let phrases = PhraseFileReader.read(yaml, file: "seed.yaml").phrases
    let archive = Recognizer(phrases: phrases, slotParsers: parsers).archived()
    FileManager.default.createFile(atPath: path, contents: Data(archive))
}
