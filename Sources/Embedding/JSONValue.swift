/// A parsed JSON value: enough of RFC 8259 for a safetensors header and a `config.json`.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case let (.bool(x), .bool(y)): x == y
        case let (.number(x), .number(y)): x == y
        case let (.string(x), .string(y)): x == y
        case let (.array(x), .array(y)): x == y
        case let (.object(x), .object(y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// The member named `key` of an object (the first, if repeated).
    subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The value as an integer, if it is a number with no fractional part within ±2^53.
    var integer: Int? {
        guard case let .number(value) = self, value.rounded() == value, abs(value) <= 9_007_199_254_740_992 else { return nil }
        return Int(value)
    }

    /// Parses `bytes` as one JSON value; the message says what and where if it is not JSON.
    static func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONParser.Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.document()
    }

    /// Parses `text` as one JSON value.
    static func parse(_ text: String) throws(JSONParser.Failure) -> JSONValue {
        var result: Result<JSONValue, JSONParser.Failure> = .success(.null)
        Array(text.utf8).withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw)
            result = Result { () throws(JSONParser.Failure) in try parser.document() }
        }
        return try result.get()
    }
}

/// A recursive-descent JSON parser over UTF-8 bytes, with a depth limit.
struct JSONParser {
    struct Failure: Error { let message: String }

    private let bytes: UnsafeRawBufferPointer
    private var at = 0
    private var depth = 0

    init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    mutating func document() throws(Failure) -> JSONValue {
        let value = try self.value()
        skipSpace()
        guard at == bytes.count else { throw fail("text after the JSON value") }
        return value
    }

    private func fail(_ message: String) -> Failure { Failure(message: "\(message) at byte \(at)") }

    private mutating func skipSpace() {
        while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
    }

    private mutating func value() throws(Failure) -> JSONValue {
        skipSpace()
        guard at < bytes.count else { throw fail("unexpected end") }
        switch bytes[at] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        for byte in word.utf8 {
            guard at < bytes.count, bytes[at] == byte else { throw fail("expected \(word)") }
            at += 1
        }
    }

    private mutating func nest() throws(Failure) {
        depth += 1
        guard depth <= 64 else { throw fail("nested too deeply") }
    }

    private mutating func object() throws(Failure) -> JSONValue {
        try nest()
        at += 1
        var members: [(String, JSONValue)] = []
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; depth -= 1; return .object(members) }
        while true {
            skipSpace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw fail("expected a member name") }
            let key = try string()
            skipSpace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { throw fail("expected ':'") }
            at += 1
            members.append((key, try value()))
            skipSpace()
            guard at < bytes.count else { throw fail("unexpected end in an object") }
            if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
            guard bytes[at] == UInt8(ascii: "}") else { throw fail("expected ',' or '}'") }
            at += 1
            depth -= 1
            return .object(members)
        }
    }

    private mutating func array() throws(Failure) -> JSONValue {
        try nest()
        at += 1
        var items: [JSONValue] = []
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; depth -= 1; return .array(items) }
        while true {
            items.append(try value())
            skipSpace()
            guard at < bytes.count else { throw fail("unexpected end in an array") }
            if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
            guard bytes[at] == UInt8(ascii: "]") else { throw fail("expected ',' or ']'") }
            at += 1
            depth -= 1
            return .array(items)
        }
    }

    private mutating func string() throws(Failure) -> String {
        at += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() throws(Failure) {
            guard !run.isEmpty else { return }
            guard let text = String(validating: run, as: UTF8.self) else { throw fail("invalid UTF-8 in a string") }
            scalars.append(contentsOf: text.unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while true {
            guard at < bytes.count else { throw fail("unterminated string") }
            let byte = bytes[at]
            at += 1
            switch byte {
            case UInt8(ascii: "\""):
                try flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush()
                guard at < bytes.count else { throw fail("unterminated escape") }
                let escape = bytes[at]
                at += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800 ..< 0xDC00).contains(code) {
                        guard at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") else { throw fail("unpaired surrogate") }
                        at += 2
                        let low = try hex4()
                        guard (0xDC00 ..< 0xE000).contains(low) else { throw fail("unpaired surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw fail("invalid \\u escape") }
                    scalars.append(scalar)
                default: throw fail("invalid escape")
                }
            default:
                guard byte >= 0x20 else { throw fail("control character in a string") }
                run.append(byte)
            }
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard at + 4 <= bytes.count else { throw fail("short \\u escape") }
        var code: UInt32 = 0
        for _ in 0 ..< 4 {
            let byte = bytes[at]
            at += 1
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0") ... UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a") ... UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A") ... UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw fail("invalid hex digit")
            }
            code = code << 4 | UInt32(digit)
        }
        return code
    }

    private mutating func number() throws(Failure) -> Double {
        let start = at
        if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
        while at < bytes.count, "0123456789.eE+-".utf8.contains(bytes[at]) { at += 1 }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start ..< at]), as: UTF8.self)
        guard !text.isEmpty, let value = Double(text), value.isFinite else {
            at = start
            throw fail("invalid value")
        }
        return value
    }
}
