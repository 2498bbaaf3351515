import Foundation
import SpokenKit

/// A summary without a language model: the most central sentences of the memories found (those
/// most like the others and like the topic, no two saying nearly the same), in the order they
/// were written; then the tags and people that come up most, and how recent the latest memory is.
///
/// "Based on your 12 memories about machine learning: … Related topics include #python and
/// #data. Most recent note was 3 days ago. Connected to 2 people: Alex, Sam."
public struct ExtractiveSummarizer: Summarizer {
    let embedder: any Embedder
    /// How many sentences the summary quotes.
    public var sentences: Int
    /// Two sentences at least this alike are one: only the more central is quoted.
    public static let sameSentence: Float = 0.8

    public init(embedder: any Embedder = HashedEmbedder(), sentences: Int = 3) {
        self.embedder = embedder
        self.sentences = max(1, sentences)
    }

    public func summary(of material: SummaryMaterial) async throws -> String {
        let topic = material.topic
        guard !material.memories.isEmpty else { return "I couldn't find any memories about \(topic)." }
        let noun = material.memories.count == 1 ? "memory" : "memories"
        var parts = ["Based on your \(material.memories.count) \(noun) about \(topic):"]
        parts += centralSentences(material).map { $0.text.last.map { ".!?…".contains($0) } == true ? $0.text : $0.text + "." }

        let everything = material.memories + material.related
        let topicWords = Set(topic.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
        let tags = Self.mostCommon(everything.flatMap(\.tags).filter { !topicWords.contains($0.lowercased()) }, limit: 3)
        if !tags.isEmpty { parts.append("Related topics include \(Self.list(tags.map { "#" + $0 })).") }

        if let latest = material.memories.max(by: { $0.createdAt < $1.createdAt }),
           let first = material.memories.min(by: { $0.createdAt < $1.createdAt }) {
            var when = "Most recent \(latest.type.rawValue) was \(Saying.ago(latest.createdAt, now: material.now, calendar: material.calendar))"
            if !material.calendar.isDate(first.createdAt, inSameDayAs: latest.createdAt) {
                when += "; the first, \(Saying.ago(first.createdAt, now: material.now, calendar: material.calendar))"
            }
            parts.append(when + ".")
        }
        let people = Self.mostCommon(everything.flatMap(\.people), limit: 5)
        if !people.isEmpty {
            parts.append("Connected to \(people.count) \(people.count == 1 ? "person" : "people"): \(people.joined(separator: ", ")).")
        }
        return parts.joined(separator: " ")
    }

    /// The most central sentences (see the type's description), in the order written.
    public func keySentences(of passages: [Passage], about topic: String, count: Int) async throws -> [String] {
        central(passages, topic: topic, count: count).map(\.text)
    }

    struct Sentence {
        var text: String
        var written: Date
        var vector: [Float]
        var order = 0
    }

    /// The sentences to quote, in the order they were written.
    func centralSentences(_ material: SummaryMaterial) -> [Sentence] {
        central(material.memories.prefix(50).map { Passage($0.content, written: $0.createdAt) }, topic: material.topic, count: sentences)
    }

    func central(_ passages: [Passage], topic: String, count: Int) -> [Sentence] {
        var all: [Sentence] = []
        for passage in passages {
            for text in Self.sentences(in: passage.text) {
                all.append(Sentence(text: text, written: passage.written, vector: embedder.vector(for: text), order: all.count))
            }
        }
        let topic = embedder.vector(for: topic)
        let scores = all.indices.map { index in
            var others: Float = 0
            for other in all.indices where other != index { others += HashedEmbedder.similarity(all[index].vector, all[other].vector) }
            return others / Float(max(1, all.count - 1)) + 0.5 * HashedEmbedder.similarity(all[index].vector, topic)
        }
        var chosen: [Sentence] = []
        for index in all.indices.sorted(by: { scores[$0] != scores[$1] ? scores[$0] > scores[$1] : $0 < $1 }) {
            let sentence = all[index]
            if chosen.contains(where: { HashedEmbedder.similarity($0.vector, sentence.vector) >= Self.sameSentence }) { continue }
            chosen.append(sentence)
            if chosen.count >= count { break }
        }
        // In the order written (sentences of one text in their own order).
        return chosen.sorted { ($0.written, $0.order) < ($1.written, $1.order) }
    }

    /// A text's sentences: split after ".", "!" or "?" followed by a space, and at line breaks;
    /// a sentence of one or two words is left out unless the text is nothing else.
    static func sentences(in text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var previous: Character = " "
        for character in text {
            if character.isNewline || (character == " " && ".!?".contains(previous)) {
                let sentence = current.trimmingCharacters(in: .whitespaces)
                if !sentence.isEmpty { result.append(sentence) }
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { result.append(last) }
        let long = result.filter { $0.split(separator: " ").count >= 3 }
        return long.isEmpty ? result : long
    }

    /// The names said most often, most first (ties by name), at most `limit`.
    static func mostCommon(_ names: [String], limit: Int) -> [String] {
        var counts: [String: (count: Int, name: String)] = [:]
        for name in names { counts[name.lowercased(), default: (0, name)].count += 1 }
        return counts.values.sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }.prefix(limit).map(\.name)
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
