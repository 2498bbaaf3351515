import Testing

@testable import Moods

/// How a mood said in a sentence is tidied, and which titles count as feelings.
@Suite struct MoodTitleTests {
    func clean(_ said: String) -> String? { MoodTitle.clean(said).text }

    @Test func intensifiersHedgesAndTimeWordsAreDropped() {
        #expect(clean("pretty stressed") == "stressed")
        #expect(clean("a bit anxious") == "anxious")
        #expect(clean("super energetic this morning") == "energetic")
        #expect(clean("kind of optimistic right now") == "optimistic")
        #expect(clean("ok i guess") == "ok")
        #expect(clean("Really, REALLY tired!") == "tired")
        #expect(clean("happy, thanks") == "happy")
        #expect(clean("quietly confident for me? cheers") == "quietly confident")
        #expect(clean("sunday scaries, thank you so much") == "sunday scaries")
    }

    @Test func aFeelingKeepsItsWordsButNotWhatItIsAbout() {
        #expect(clean("in a bad mood") == "bad")
        #expect(clean("nervous about tomorrow") == "nervous")
        #expect(clean("proud of myself") == "proud")
        #expect(clean("worn out") == "worn out")
        #expect(clean("not great") == "not great")
        // Not a feeling word first: kept as said.
        #expect(clean("like a potato") == "like a potato")
        #expect(clean("sunday scaries") == "sunday scaries")
    }

    /// Two feelings joined are both what was said; what follows them is what they are about.
    @Test func twoFeelingsJoinedAreBothKept() {
        #expect(clean("sore and grumpy today") == "sore and grumpy")
        #expect(clean("frustrated but hopeful") == "frustrated but hopeful")
        #expect(clean("tired but really happy about the trip") == "tired but really happy")
        #expect(clean("excited and nervous about the move") == "excited and nervous")
        // Not a feeling after "and": what the feeling is about.
        #expect(clean("tired and want to sleep") == "tired")
        #expect(clean("nervous and the exam is tomorrow") == "nervous")
        // Both joined feelings make a feeling Hark knows, with the first one's emoji.
        #expect(MoodTitle.isFeeling("sore and grumpy") && MoodTitle.isFeeling("tired but really happy"))
        #expect(!MoodTitle.isFeeling("tired and want"))
    }

    @Test func aMisspelledFeelingIsSpelledRight() {
        #expect(clean("happpy") == "happy")
        #expect(clean("exausted") == "exhausted")
        #expect(clean("not hapyp") == "not happy")   // two letters swapped
        #expect(clean("anxoius") == "anxious")
        #expect(clean("enxiuos") == "enxiuos")   // two edits away: left as said
        #expect(clean("hapy") == "hapy")         // under five letters: left as said
    }

    @Test func anEmojiBecomesTheMoodsEmoji() {
        let blessed = MoodTitle.clean("blessed 🙏")
        #expect(blessed.text == "blessed" && blessed.others == ["emoji": "🙏"])
        #expect(MoodTitle.clean("tired 😴").others["emoji"] == "😴")
        #expect(MoodTitle.clean("tired").others.isEmpty)
    }

    @Test func functionWordsAreNoTitle() {
        for word in ["my", "the", "it", "a mood", "my"] {
            #expect(clean(word) == nil, "“\(word)” kept as a title")
        }
    }

    @Test func onlyFeelingsAreRecognised() {
        for title in ["tired", "stressed out", "not happy", "heartbroken", "under the weather", "cautiously optimistic", "mildly annoyed"] {
            #expect(MoodTitle.isFeeling(title), "\(title)")
        }
        for title in ["at home", "mark", "going to the gym", "like pizza", "hungry", "busy", "ready", "ring is broken", "quickly home"] {
            #expect(!MoodTitle.isFeeling(title), "\(title)")
        }
        #expect(Feelings.count >= 300)
    }

    @Test func theSmartEmojiKnowsMoreFeelingsAndNegation() {
        #expect(SmartEmoji.emoji(for: "lonely") == "😔")
        #expect(SmartEmoji.emoji(for: "depressed") == "😞")
        #expect(SmartEmoji.emoji(for: "heartbroken") == "💔")
        #expect(SmartEmoji.emoji(for: "not happy") == "😕")
        #expect(SmartEmoji.emoji(for: "not great") == "😕")
        #expect(SmartEmoji.emoji(for: "not sad") == "🙂")
        #expect(SmartEmoji.emoji(for: "worn out") == "😴")
        #expect(SmartEmoji.emoji(for: "purple") == SmartEmoji.fallback)
    }
}
