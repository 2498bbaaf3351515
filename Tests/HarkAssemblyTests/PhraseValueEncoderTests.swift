import Foundation
import HarkValue
import Testing

@testable import HarkAssembly

/// A shortcut reads an intent's value as `--json` shows it: the direct encoder gives the same data
/// as encoding to JSON and reading it back.
@Suite struct PhraseValueEncoderTests {
    struct Mood: Encodable {
        var title: String
        var emoji: String?
        var createdAt: Date
        var score: Double
        var count: Int
        var id: Int64 = 7
        var small: UInt8 = 3
        var ratio: Float = 0.5
    }

    struct Summary: Encodable {
        var period: String
        var moods: [Mood]
        var counts: [String: Int]
        var flags: [Bool]
        var nothing: String?
        var range: ClosedRangeBox

        struct ClosedRangeBox: Encodable {
            var low: Int
            var high: Int
            // A hand-written encoding with nested containers, as some values have.
            func encode(to encoder: any Encoder) throws {
                enum Keys: String, CodingKey { case bounds, inner }
                var container = encoder.container(keyedBy: Keys.self)
                var bounds = container.nestedUnkeyedContainer(forKey: .bounds)
                try bounds.encode(low)
                try bounds.encode(high)
                var inner = container.nestedContainer(keyedBy: Keys.self, forKey: .inner)
                try inner.encode("nested", forKey: .bounds)
            }
        }
    }

    func viaJSON(_ value: some Encodable) throws -> PhraseValue {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return try JSONDecoder().decode(PhraseValue.self, from: encoder.encode(value))
    }

    @Test func givesWhatJSONGives() throws {
        let day = Date(timeIntervalSince1970: 1_795_000_000)
        let summary = Summary(period: "this week",
                              moods: [Mood(title: "calm", emoji: "😌", createdAt: day, score: 2.5, count: 3),
                                      Mood(title: "tired", emoji: nil, createdAt: day.addingTimeInterval(3600), score: 1, count: 1)],
                              counts: ["calm": 3], flags: [true, false], nothing: nil, range: .init(low: 1, high: 9))
        let direct = PhraseValueEncoder.value(of: summary)
        let json = try viaJSON(summary)
        #expect(ValueComparison.same(direct, json))
        guard case .map(let map) = direct, case .list(let moods) = map["moods"], case .map(let first) = moods[0] else {
            Issue.record("not a map with moods: \(direct)")
            return
        }
        #expect(first["createdAt"] == .string("2026-11-18T11:06:40Z"))
        #expect(map["range"] == .map(["bounds": .list([.int(1), .int(2 + 7)]), "inner": .map(["bounds": .string("nested")])]))
        #expect(PhraseValueEncoder.value(of: [day]) == .list([.string("2026-11-18T11:06:40Z")]))
    }
}

/// Equality that counts 1 and 1.0 the same, and a missing key as null.
enum ValueComparison {
    static func same(_ a: PhraseValue, _ b: PhraseValue) -> Bool {
        switch (a, b) {
        case (.map(let x), .map(let y)):
            let keys = Set(x.keys).union(y.keys)
            return keys.allSatisfy { same(x[$0] ?? .null, y[$0] ?? .null) }
        case (.list(let x), .list(let y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        default: return a.looselyEquals(b)
        }
    }
}
