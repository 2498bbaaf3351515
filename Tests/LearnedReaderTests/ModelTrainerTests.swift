import Foundation
import LearnedReader
import Testing

/// A small world: three intents and sentences that are not for Hark.
let examples: [ModelTrainer.Example] = {
    var result: [ModelTrainer.Example] = []
    let said: [(String?, [String])] = [
        ("Weather", ["what's the weather", "is it going to rain", "how hot is it today", "weather forecast please", "will it snow tomorrow",
                     "do i need an umbrella", "how cold is it outside", "rain later?"]),
        ("Timer", ["set a timer for ten minutes", "start a five minute timer", "timer 3 min", "countdown twenty minutes",
                   "remind me in an hour", "set an alarm in 10 minutes", "start the timer", "timer for the pasta"]),
        ("Music", ["play some jazz", "put on music", "play my playlist", "next song", "play the beatles", "music please",
                   "skip this track", "play something relaxing"]),
        (nil, ["my sister loves jazz", "the weather was nice yesterday", "i played football", "ok", "cool", "thanks",
               "the song was too long", "timers are annoying"]),
    ]
    for (intent, sentences) in said { result += sentences.map { ModelTrainer.Example(intent: intent, text: $0) } }
    return result
}()

@Suite struct ModelTrainerTests {
    @Test func learnsToTellIntentsApartOnSentencesItHasNotSeen() {
        let model = ModelTrainer().train(examples)
        #expect(model.predict("will it rain on saturday").best.intent == "Weather")
        #expect(model.predict("set a timer for two minutes please").best.intent == "Timer")
        #expect(model.predict("play some music").best.intent == "Music")
        let prediction = model.predict("whats the weather like")
        #expect(abs(prediction.ranked.map(\.probability).reduce(0, +) - 1) < 1e-6)
        #expect(prediction.ranked.count == 4)
        #expect(prediction.words.contains("weather"))
    }

    @Test func sameTextGivesTheSameModel() {
        #expect(ModelTrainer().train(examples).archived() == ModelTrainer().train(examples).archived())
    }

    @Test func anArchivedModelReadsAsTheOriginal() throws {
        var model = ModelTrainer().train(examples)
        model.thresholds = .init(act: 0.8, actWhenFitted: 0.6, actWithValues: 0.7, ask: 0.3)
        let bytes = model.archived()
        let read = try #require(IntentModel(archive: bytes))
        #expect(read.thresholds == model.thresholds)
        #expect(read.labels == model.labels)
        for sentence in ["play jazz", "umbrella today?", "hello"] {
            #expect(read.predict(sentence).ranked == model.predict(sentence).ranked)
        }
    }

    @Test func damagedOrForeignBytesAreNoModel() {
        let bytes = ModelTrainer().train(examples).archived()
        #expect(IntentModel(archive: bytes.dropLast(4)) == nil)
        #expect(IntentModel(archive: Data("12\nnot a model\n".utf8)) == nil)
        #expect(IntentModel(archive: Data()) == nil)
        #expect(IntentModel(archive: Data(bytes.dropFirst(3))) == nil)
        #expect(IntentModel(archive: bytes + Data([0, 0, 0, 0])) == nil)
        // A slice that does not start at 0 reads as well as the whole.
        let sliced = (Data([1, 2, 3]) + bytes).dropFirst(3)
        #expect(IntentModel(archive: sliced)?.predict("play jazz").ranked == ModelTrainer().train(examples).predict("play jazz").ranked)
    }
}
