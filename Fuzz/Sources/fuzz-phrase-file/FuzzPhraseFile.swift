import PhraseKit

/// A phrase file (YAML: intents, lists, expansion rules, skip words), read as phrases and as
/// lists; what was read is compiled and a sentence recognised.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let (phrases, _) = PhraseFileReader.read(text, file: "fuzz.yaml")
    let (lists, _) = PhraseFileReader.readLists(text, file: "fuzz.yaml")
    let recognizer = Recognizer(phrases: phrases, lists: lists, slotParsers: ["count": NumberSlotParser()])
    _ = recognizer.recognize("add a happy mood")
    return 0
}
