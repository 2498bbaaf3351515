import ShortcutKit

/// A shortcut expression (`count(moods) > 3 and not done`) and a text with `{{ … }}` in it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? ExpressionParser.expression(text)
    _ = try? ExpressionParser.text(text)
    return 0
}
