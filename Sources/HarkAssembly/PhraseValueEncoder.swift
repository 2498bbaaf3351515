import Foundation
import HarkValue
import SpokenKit

/// Turns an intent's value (any `Encodable`) into data a shortcut reads, as `--json` shows it:
/// dates as ISO 8601 in UTC, numbers as numbers, nil as null. Written for this one job rather
/// than going through JSON text, so that a shortcut run does not pay for a JSON encoder and
/// decoder (a tenth of a one-shot run's time).
enum PhraseValueEncoder {
    /// The value as data; null when it cannot be encoded.
    static func value(of encodable: any Encodable) -> PhraseValue {
        (try? encoded(encodable)) ?? .null
    }

    static func encoded(_ value: some Encodable) throws -> PhraseValue {
        if let date = value as? Date { return .string(ISO8601Text.string(date, in: .gmt)) }
        let node = Node()
        try value.encode(to: ValueEncoder(node: node))
        return node.value
    }

    /// A whole number of any width: an `Int` when it fits, else a `Double`.
    static func number(_ value: some BinaryInteger) -> PhraseValue {
        Int(exactly: value).map(PhraseValue.int) ?? .number(Double(value))
    }

    /// One value being encoded: a plain value, or a map or list of nodes still being filled.
    final class Node {
        enum Content {
            case value(PhraseValue)
            case map([String: Node])
            case list([Node])
        }
        var content = Content.value(.null)

        var value: PhraseValue {
            switch content {
            case .value(let value): return value
            case .map(let nodes): return .map(nodes.mapValues(\.value))
            case .list(let nodes): return .list(nodes.map(\.value))
            }
        }

        func child(_ key: String) -> Node {
            var nodes: [String: Node] = [:]
            if case .map(let existing) = content {
                if let node = existing[key] { return node }
                nodes = existing
            }
            let node = Node()
            nodes[key] = node
            content = .map(nodes)
            return node
        }

        func appended() -> Node {
            let node = Node()
            if case .list(let nodes) = content { content = .list(nodes + [node]) } else { content = .list([node]) }
            return node
        }

        var count: Int {
            if case .list(let nodes) = content { return nodes.count }
            return 0
        }
    }

    struct ValueEncoder: Encoder {
        let node: Node
        var codingPath: [any CodingKey] = []
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if case .map = node.content {} else { node.content = .map([:]) }
            return KeyedEncodingContainer(Keyed<Key>(node: node))
        }
        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .list = node.content {} else { node.content = .list([]) }
            return Unkeyed(node: node)
        }
        func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        var codingPath: [any CodingKey] = []

        func put(_ value: PhraseValue, _ key: Key) { node.child(key.stringValue).content = .value(value) }
        mutating func encodeNil(forKey key: Key) throws { put(.null, key) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { put(.bool(value), key) }
        mutating func encode(_ value: String, forKey key: Key) throws { put(.string(value), key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { put(.number(value), key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { put(.int(value), key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { put(.number(Double(value)), key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { put(PhraseValueEncoder.number(value), key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { put(PhraseValueEncoder.number(value), key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { put(PhraseValueEncoder.number(value), key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { put(PhraseValueEncoder.number(value), key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { put(PhraseValueEncoder.number(value), key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { put(PhraseValueEncoder.number(value), key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { put(PhraseValueEncoder.number(value), key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { put(PhraseValueEncoder.number(value), key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { put(PhraseValueEncoder.number(value), key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { put(try PhraseValueEncoder.encoded(value), key) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            ValueEncoder(node: node.child(key.stringValue)).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            ValueEncoder(node: node.child(key.stringValue)).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { ValueEncoder(node: node.child("super")) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { ValueEncoder(node: node.child(key.stringValue)) }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey] = []
        var count: Int { node.count }

        func append(_ value: PhraseValue) { node.appended().content = .value(value) }
        mutating func encodeNil() throws { append(.null) }
        mutating func encode(_ value: Bool) throws { append(.bool(value)) }
        mutating func encode(_ value: String) throws { append(.string(value)) }
        mutating func encode(_ value: Double) throws { append(.number(value)) }
        mutating func encode(_ value: Int) throws { append(.int(value)) }
        mutating func encode(_ value: Float) throws { append(.number(Double(value))) }
        mutating func encode(_ value: Int8) throws { append(PhraseValueEncoder.number(value)) }
        mutating func encode(_ value: Int16) throws { append(PhraseValueEncoder.number(value)) }
        mutating func encode(_ value: Int32) throws { append(PhraseValueEncoder.number(value)) }
        mutating func encode(_ value: Int64) throws { append(PhraseValueEncoder.number(value)) }
        mutating func encode(_ value: UInt) throws { append(PhraseValueEncoder.number(value)) }
        mutating func encode(_ value: UInt8) throws { append(PhraseValueEncoder.number(value)) }
        mutating func encode(_ value: UInt16) throws { append(PhraseValueEncoder.number(value)) }
        mutating func encode(_ value: UInt32) throws { append(PhraseValueEncoder.number(value)) }
        mutating func encode(_ value: UInt64) throws { append(PhraseValueEncoder.number(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { append(try PhraseValueEncoder.encoded(value)) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            ValueEncoder(node: node.appended()).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { ValueEncoder(node: node.appended()).unkeyedContainer() }
        mutating func superEncoder() -> any Encoder { ValueEncoder(node: node.appended()) }
    }

    struct Single: SingleValueEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey] = []
        mutating func encodeNil() throws { node.content = .value(.null) }
        mutating func encode(_ value: Bool) throws { node.content = .value(.bool(value)) }
        mutating func encode(_ value: String) throws { node.content = .value(.string(value)) }
        mutating func encode(_ value: Double) throws { node.content = .value(.number(value)) }
        mutating func encode(_ value: Int) throws { node.content = .value(.int(value)) }
        mutating func encode(_ value: Float) throws { node.content = .value(.number(Double(value))) }
        mutating func encode(_ value: Int8) throws { node.content = .value(PhraseValueEncoder.number(value)) }
        mutating func encode(_ value: Int16) throws { node.content = .value(PhraseValueEncoder.number(value)) }
        mutating func encode(_ value: Int32) throws { node.content = .value(PhraseValueEncoder.number(value)) }
        mutating func encode(_ value: Int64) throws { node.content = .value(PhraseValueEncoder.number(value)) }
        mutating func encode(_ value: UInt) throws { node.content = .value(PhraseValueEncoder.number(value)) }
        mutating func encode(_ value: UInt8) throws { node.content = .value(PhraseValueEncoder.number(value)) }
        mutating func encode(_ value: UInt16) throws { node.content = .value(PhraseValueEncoder.number(value)) }
        mutating func encode(_ value: UInt32) throws { node.content = .value(PhraseValueEncoder.number(value)) }
        mutating func encode(_ value: UInt64) throws { node.content = .value(PhraseValueEncoder.number(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { node.content = .value(try PhraseValueEncoder.encoded(value)) }
    }
}
