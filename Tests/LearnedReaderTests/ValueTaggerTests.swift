import Foundation
import LearnedReader
import Testing

/// A small world for the value tagger: a song to play, said in several ways, and sentences that
/// name none. Words are marked as the runtime marks them: "play" leads to the slot.
private func words(_ sentence: String, leads: Set<String> = ["play", "put"]) -> [ValueTagger.Word] {
    var result: [ValueTagger.Word] = []
    var mark: Character?
    for piece in sentence.split(separator: " ") {
        var text = String(piece)
        var after: Character?
        if let last = text.last, "?,.!".contains(last) { after = last; text.removeLast() }
        result.append(.init(text: text.lowercased(), markBefore: mark, isCapitalised: text.first?.isUppercase ?? false,
                            isNumber: text.allSatisfy(\.isNumber), role: leads.contains(text.lowercased()) ? .lead : []))
        mark = after
    }
    return result
}

private func example(_ sentence: String, value: String?) -> ValueTaggerTrainer.Example {
    let all = words(sentence)
    guard let value else { return .init(words: all, slot: "Music.song", value: nil) }
    let wanted = value.lowercased().split(separator: " ").map(String.init)
    let start = (0 ... all.count - wanted.count).first { all[$0 ..< $0 + wanted.count].map(\.text) == wanted }
    return .init(words: all, slot: "Music.song", value: start.map { $0 ..< $0 + wanted.count })
}

private let taught: [ValueTaggerTrainer.Example] = [
    example("play yellow submarine", value: "yellow submarine"),
    example("could you play hey jude for me? thanks", value: "hey jude"),
    example("please play bohemian rhapsody", value: "bohemian rhapsody"),
    example("play the song let it be, thank you", value: "let it be"),
    example("hi! can you put on wonderwall? I love it", value: "wonderwall"),
    example("play purple rain please", value: "purple rain"),
    example("would you play take five? cheers", value: "take five"),
    example("play some music", value: nil),
    example("put something on", value: nil),
    example("music please", value: nil),
    example("play the song blackbird", value: "blackbird"),
    example("i want to hear so what, play it", value: "so what"),
]

@Suite struct ValueTaggerTests {
    @Test func findsAValueInASentenceItHasNotSeen() {
        let tagger = ValueTaggerTrainer().train(taught)
        let sentence = words("could you play moon river? thanks so much")
        let span = try? #require(tagger.span(sentence, slot: "Music.song"))
        #expect(span.map { sentence[$0].map(\.text) } == ["moon", "river"])
    }

    @Test func saysNoneWhenTheSentenceNamesNone() {
        let tagger = ValueTaggerTrainer().train(taught)
        #expect(tagger.span(words("play some music please"), slot: "Music.song") == nil)
    }

    @Test func neverTakesAWordAnotherValueHolds() {
        let tagger = ValueTaggerTrainer().train(taught)
        var sentence = words("play moon river")
        sentence[1].role.insert(.taken)
        let span = tagger.span(sentence, slot: "Music.song")
        #expect(span.map { !$0.contains(1) } ?? true)
    }

    @Test func theSameExamplesGiveTheSameTagger() {
        let first = ValueTaggerTrainer().train(taught), second = ValueTaggerTrainer().train(taught)
        let sentence = words("would you play blue in green? ta")
        #expect(first.span(sentence, slot: "Music.song") == second.span(sentence, slot: "Music.song"))
    }

    @Test func anArchivedModelKeepsItsTagger() throws {
        var model = ModelTrainer().train(examples)
        model.valueTagger = ValueTaggerTrainer().train(taught)
        let restored = try #require(IntentModel(archive: model.archived()))
        let sentence = words("could you play moon river? thanks so much")
        #expect(restored.valueTagger?.span(sentence, slot: "Music.song") == model.valueTagger?.span(sentence, slot: "Music.song"))
        #expect(restored.valueTagger?.span(sentence, slot: "Music.song") != nil)
    }
}
