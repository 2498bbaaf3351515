import LearnedReader
import Testing

@Suite struct AugmentationTests {
    @Test func theSameSeedGivesTheSameVariants() {
        var first = SeededRandom(seed: 7), second = SeededRandom(seed: 7)
        let a = Augmentation.variants(of: "What meetings do I have tomorrow?", count: 20, random: &first)
        let b = Augmentation.variants(of: "What meetings do I have tomorrow?", count: 20, random: &second)
        #expect(a == b)
        #expect(a.count == 20)
        #expect(Set(a).count > 5)
    }

    @Test func eachRuleChangesTheSentenceAsDocumented() {
        var random = SeededRandom(seed: 1)
        let words = ReaderText.words("Could you show the meetings for tomorrow")
        let wake = Augmentation.apply(.wakeWord, to: words, random: &random)
        #expect(wake.last == "tomorrow" && wake.count > words.count && wake.contains { $0 == "hark" })
        let short = Augmentation.apply(.shorthand, to: ["the", "meetings", "for", "tomorrow"], random: &random)
        #expect(short.count == 4 && short != ["the", "meetings", "for", "tomorrow"])
        let learner = Augmentation.apply(.learner, to: ReaderText.words("can you show the notes"), random: &random)
        #expect(!learner.contains("the") || learner.contains("to"))
        #expect(Augmentation.apply(.contraction, to: ["i", "am", "tired"], random: &random) == ["im", "tired"])
        #expect(Augmentation.apply(.contraction, to: ["whats", "up"], random: &random) == ["what", "is", "up"])
        let typo = Augmentation.apply(.typo, to: ["remember", "milk"], random: &random)
        #expect(typo != ["remember", "milk"] && typo.count == 2)
        let polite = Augmentation.apply(.politeWrapper, to: ["show", "notes"], random: &random)
        #expect(polite.count > 2)
        #expect(ReaderText.words(polite.joined(separator: " ")).contains("show"))
    }

    @Test func emptyTextHasNoVariants() {
        var random = SeededRandom(seed: 1)
        #expect(Augmentation.variants(of: " ?! ", count: 3, random: &random).isEmpty)
    }
}
