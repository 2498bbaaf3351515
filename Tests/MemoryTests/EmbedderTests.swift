import Foundation
import Testing

@testable import Memory

@Suite struct HashedEmbedderTests {
    let embedder = HashedEmbedder()

    func similarity(_ a: String, _ b: String) -> Float {
        HashedEmbedder.similarity(embedder.vector(for: a), embedder.vector(for: b))
    }

    /// Vectors already stored were made by the features' definition (each feature's text hashed):
    /// the embedder, which hashes without building those texts, gives the very same numbers.
    @Test func vectorsAreTheDefinitionsExactly() {
        func definition(_ text: String) -> [Float] {
            var vector = [Float](repeating: 0, count: 256)
            let words = HashedEmbedder.contentWords(text)
            func add(_ feature: String, _ weight: Float) {
                let hash = HashedEmbedder.fnv1a(feature)
                vector[Int(hash % 256)] += (hash >> 63) == 0 ? weight : -weight
            }
            for (index, word) in words.enumerated() {
                add("w:" + word, 1)
                if index > 0 { add("p:" + words[index - 1] + " " + word, 0.5) }
                let marked = Array("^" + word + "$")
                guard marked.count >= 3 else { continue }
                for start in 0..<(marked.count - 2) { add("c:" + String(marked[start..<start + 3]), 1 / Float(marked.count - 2)) }
            }
            let length = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
            return length > 0 ? vector.map { $0 / length } : vector
        }
        for text in ["Swift's concurrency model uses actors", "café crème à Zürich, 3 nights", "東京 meeting 会議 notes",
                     "x", "a b", "ñandú 🇫🇷 naïve résumé", "kubernetes deployment notes v2.0"] {
            let made = embedder.vector(for: text), defined = definition(text)
            #expect(zip(made, defined).allSatisfy { abs($0 - $1) < 1e-6 }, "\(text)")
        }
    }

    @Test func vectorsAreUnitLength() {
        let vector = embedder.vector(for: "Swift's concurrency model uses actors")
        let length = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
        #expect(vector.count == 256)
        #expect(abs(length - 1) < 0.0001)
        #expect(embedder.vector(for: "the of and").allSatisfy { $0 == 0 })
    }

    @Test func sharedWordsAndWordPiecesMakeTextsAlike() {
        let query = "swift concurrency"
        let near = similarity(query, "Swift's concurrency model")
        let related = similarity(query, "writing concurrent code in swift")
        let unrelated = similarity(query, "buy milk and eggs on the way home")
        #expect(near > 0.6)
        #expect(related > 0.3)
        #expect(related < near)
        #expect(abs(unrelated) < 0.2)
    }

    @Test func stopWordsDoNotMakeTextsAlike() {
        #expect(abs(similarity("what do I know about the weather", "what do I know about the garden")) < 0.45)
        #expect(similarity("the weather", "weather forecast") > similarity("the weather", "the garden"))
    }

    @Test func vectorsSurviveStorage() throws {
        let vector = embedder.vector(for: "kubernetes deployment notes")
        let data = VectorBlob.data(vector)
        #expect(data.count == 1024)
        #expect(VectorBlob.vector(data, dimensions: 256) == vector)
        #expect(VectorBlob.vector(data.prefix(100), dimensions: 256) == nil)
    }
}

@Suite struct MemoryTextTests {
    @Test func hashtagsAreFoundOnceInLowerCase() {
        #expect(Hashtags.tags(in: "Moved the #Design review to Thursday #work #design, see issue#4") == ["design", "work"])
        #expect(Hashtags.tags(in: "no tags here") == [])
        #expect(Hashtags.normalized(["work, #Swift and ideas"]) == ["work", "swift", "ideas"])
    }

    @Test func peopleAfterIntroducingWordsAndKnownNames() {
        #expect(PeopleFinder.people(in: "talked to Alex about the API design", known: []) == ["Alex"])
        #expect(PeopleFinder.people(in: "lunch with Priya Patel and Sam, then coffee", known: []) == ["Priya Patel", "Sam"])
        #expect(PeopleFinder.people(in: "call from Jordan's team on Friday about API limits", known: []) == ["Jordan"])
        #expect(PeopleFinder.people(in: "the review moved to Thursday", known: []) == [])
        #expect(PeopleFinder.people(in: "asked alex for the slides", known: ["Alex"]) == ["Alex"])
        #expect(PeopleFinder.people(in: "alexander sent notes", known: ["Alex"]) == [])
    }

    @Test func fullTextQueriesQuoteEveryWord() {
        #expect(FullTextQuery.match(for: "what do I know about concurrency in Swift?") == "\"concurre\"* OR \"swift\"*")
        #expect(FullTextQuery.match(for: "'); DROP TABLE memory; --") == "\"drop\"* OR \"table\"* OR \"memor\"*")
        #expect(FullTextQuery.match(for: "the of and") == nil)
    }

    @Test func decayHalvesAndRecallsSlowIt() {
        let decay = Decay(halfLifeDays: 30)
        let start = wednesday
        #expect(decay.score(lastAccessed: start, recalls: 0, now: start) == 1)
        #expect(abs(decay.score(lastAccessed: start, recalls: 0, now: start.addingTimeInterval(30 * 86_400)) - 0.5) < 1e-9)
        #expect(decay.score(lastAccessed: start, recalls: 2, now: start.addingTimeInterval(30 * 86_400)) > 0.6)
    }
}
