import ShortcutKit

/// A shortcut file (YAML: parameters, steps, expressions, triggers): read, with its problems.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = ShortcutReader.read(text, id: "fuzz", file: "fuzz.yaml")
    return 0
}
