import Foundation

/// The command line as the bytes the program was given. Swift's `CommandLine.arguments` repairs
/// bytes that are not UTF-8 with U+FFFD (“�”), which Hark would then store as said; reading the
/// C `argv` finds them, so that they are refused instead.
enum ArgumentBytes {
    /// The process's arguments after the program's name, byte for byte.
    static func ofProcess() -> [[UInt8]] {
        (1 ..< Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            return Array(UnsafeBufferPointer(start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self), count: strlen(argument)))
        }
    }

    /// Why the arguments cannot be read as text, naming the first one that is not UTF-8, where
    /// in it, and what to do; nil when every one is UTF-8.
    static func problem(in arguments: [[UInt8]]) -> String? {
        for (index, bytes) in arguments.enumerated() where String(validating: bytes, as: UTF8.self) == nil {
            let valid = validPrefixLength(bytes)
            let before = String(decoding: bytes[..<valid], as: UTF8.self)
            let bad = String(format: "0x%02X", bytes[min(valid, bytes.count - 1)])
            let place = before.isEmpty ? "at its start" : "after “\(before.suffix(30))”"
            return "argument \(index + 1) is not UTF-8 text (the byte \(bad) \(place)), so Hark did nothing. Hark reads UTF-8 only: check the encoding of your terminal or script (its locale, LANG)"
        }
        return nil
    }

    /// How many bytes at the start of `bytes` are whole UTF-8 text: where the first byte that
    /// is not UTF-8 stands. (A prefix that ends inside a character is not text; one that is
    /// still not text four bytes on has met the bad byte.)
    private static func validPrefixLength(_ bytes: [UInt8]) -> Int {
        var valid = 0
        var length = 1
        while length <= bytes.count, length - valid <= 4 {
            if String(validating: bytes[..<length], as: UTF8.self) != nil { valid = length }
            length += 1
        }
        return valid
    }
}
