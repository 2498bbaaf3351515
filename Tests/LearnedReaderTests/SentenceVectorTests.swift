import Foundation
import LearnedReader
import Testing

/// A stand-in sentence encoder that knows what words mean: each word points along its meaning's
/// axis (weather, timer, music), so sentences that share no word with the training sentences
/// but mean the same come out alike, as a real encoder's do.
let meaningEncoder = SentenceVectors(name: "meanings-3", dimensions: 3) { texts in
    let axes: [String: Int] = ["drizzle": 0, "sunny": 0, "umbrella": 0, "rain": 0, "weather": 0, "hot": 0, "cold": 0, "snow": 0,
                               "countdown": 1, "minutes": 1, "timer": 1, "alarm": 1, "egg": 1, "hour": 1,
                               "tune": 2, "song": 2, "jazz": 2, "music": 2, "playlist": 2, "track": 2, "beatles": 2]
    return texts.map { text in
        var vector: [Float] = [0, 0, 0]
        for word in text.lowercased().split(whereSeparator: { !$0.isLetter }) { if let axis = axes[String(word)] { vector[axis] += 1 } }
        let length = (vector.map { $0 * $0 }.reduce(0, +)).squareRoot()
        return length == 0 ? vector : vector.map { $0 / length }
    }
}

@Suite struct SentenceVectorTests {
    func withVectors(_ examples: [ModelTrainer.Example]) -> [ModelTrainer.Example] {
        zip(examples, meaningEncoder.vectors(examples.map(\.text))).map { example, vector in
            var example = example
            example.vector = vector
            return example
        }
    }

    @Test func vectorsReadWhatWordsCannot() {
        let words = ModelTrainer().train(examples)
        let both = ModelTrainer().train(withVectors(examples), encoder: meaningEncoder)
        #expect(both.readsVectors)
        // No word of "drizzle sunny" is in the training sentences; its meaning is.
        let sentence = "drizzle sunny"
        #expect(both.predict(sentence).best.intent == "Weather")
        #expect(both.probability(of: "Weather", in: sentence) > words.probability(of: "Weather", in: sentence))
    }

    @Test func anArchivedModelKeepsItsVectorWeightsAndTheEncodersName() throws {
        let model = ModelTrainer().train(withVectors(examples), encoder: meaningEncoder)
        var read = try #require(IntentModel(archive: model.archived()))
        #expect(read.denseEncoder == "meanings-3")
        // Without its encoder handed in, it reads words alone.
        #expect(!read.readsVectors)
        read.encoder = meaningEncoder
        #expect(read.readsVectors)
        for sentence in ["drizzle sunny", "egg countdown", "hello"] {
            #expect(read.predict(sentence).ranked == model.predict(sentence).ranked)
        }
        // Another encoder (same length, other name) is not read.
        read.encoder = SentenceVectors(name: "other", dimensions: 3) { $0.map { _ in [1, 0, 0] } }
        #expect(!read.readsVectors)
    }

    @Test func aModelWithoutAnEncoderArchivesAsBefore() throws {
        let model = ModelTrainer().train(examples)
        let read = try #require(IntentModel(archive: model.archived()))
        #expect(read.denseEncoder == nil)
        #expect(IntentModel(archive: ModelTrainer().train(withVectors(examples), encoder: meaningEncoder).archived().dropLast(4)) == nil)
    }

    @Test func vectorsOfTheWrongLengthReadAsZeros() {
        let short = SentenceVectors(name: "short", dimensions: 3) { $0.map { _ in [1] } }
        #expect(short.vectors(["a", "b"]) == [[0, 0, 0], [0, 0, 0]])
        #expect(short.vectors([]) == [])
    }
}
