import Foundation
import Testing

/// Sentences worded the way people talk: fillers, tidied values, and statements that are not moods.
@Suite(.serialized) struct SpeechTests {
    let database = FileManager.default.temporaryDirectory.appendingPathComponent("hark-speech-\(UUID().uuidString).sqlite").path

    func say(_ sentence: String) throws -> Hark.Output { try Hark.run([sentence, "--db", database]) }

    @Test func moodsSaidLoosely() throws {
        #expect(try say("Hey, log my mood — chill").stdout == "Added 😌 chill to your moods.\n")
        #expect(try say("im pretty stressed right now").stdout == "Added 😰 stressed to your moods.\n")
        #expect(try say("blessed 🙏").stdout == "Added 🙏 blessed to your moods.\n")
        #expect(try say("not great").stdout == "Added 😕 not great to your moods.\n")
        #expect(try say("log my mood as sunday scaries").stdout == "Added 🙂 sunday scaries to your moods.\n")
    }

    @Test func statementsThatAreNotFeelingsSaveNothing() throws {
        for sentence in ["I'm at home", "I'm going to the gym", "I feel like pizza tonight", "my mood ring is broken"] {
            let output = try say(sentence)
            #expect(output.status == 2, "“\(sentence)” was acted on: \(output.stdout)")
            #expect(!output.stderr.contains("{"), "a suggestion in template syntax: \(output.stderr)")
        }
        #expect(try Hark.run(["how have I been feeling", "--db", database]).stdout.contains("haven't logged any moods"))
    }

    @Test func aTitleThatIsOnlyAFunctionWordIsAskedFor() throws {
        let output = try say("log my mood")
        #expect(output.status == 3)
        #expect(output.stderr.hasPrefix("What mood should I add?"))
    }

    /// Phrases alone (the learned reader off): a misspelled command word is spelled right and acted on.
    @Test func aMisspelledCommandWordIsReadAndActedOn() throws {
        let output = try Hark.run(["recrod a calm mood", "--db", database, "--json"], environment: ["HARK_READER": "0"])
        #expect(output.status == 0)
        #expect(output.stdout.contains(#""intent": "AddMood", "parameters": {"emoji": null, "title": "calm"}, "confidence": 0.95"#))
    }

    /// Phrases alone: a reading that leaves a word out is asked about, not acted on.
    @Test func anUnsureReadingIsAskedAboutNotActedOn() throws {
        let phrasesAlone = ["HARK_READER": "0"]
        let output = try Hark.run(["add a happy mood bro", "--db", database, "--json"], environment: phrasesAlone)
        #expect(output.status == 2)
        #expect(output.stdout.contains(#""suggestion": "add a happy mood", "suggested_intent": "AddMood", "confidence": 0.8"#))
        let plain = try Hark.run(["add a happy mood bro", "--db", database], environment: phrasesAlone)
        #expect(plain.stderr.hasPrefix("Did you mean “add a happy mood”?\n"))
        #expect(try Hark.run(["how have I been feeling", "--db", database]).stdout.contains("haven't logged any moods"))
        let explained = try Hark.run(["explain", "add a happy mood bro"], environment: phrasesAlone)
        #expect(explained.stdout.contains("Fuzzy: “add a happy mood” → AddMood  (confidence 0.8: Hark asks"))
        #expect(explained.stdout.contains("“bro” left out"))
    }

    /// With the learned reader: requests as people say them, fillers, wake words and politeness
    /// around them, are acted on with their values.
    @Test func requestsAsPeopleSayThemAreActedOn() throws {
        for (sentence, title) in [("hey hark um could you please add a calm mood for me thanks", "calm"),
                                  ("Hi! If it's not too much trouble, could you add a happy mood? Thanks so much.", "happy")] {
            let output = try Hark.run([sentence, "--db", database, "--json"])
            #expect(output.status == 0, "\(sentence): \(output.stderr)")
            #expect(output.stdout.contains(#""intent": "AddMood", "parameters": {"emoji": null, "title": "\#(title)"}"#), "\(sentence): \(output.stdout)")
        }
        // ("… add a calm mood for me thanks" fits a phrase exactly: a mood's politeness is no part of it.)
        let explained = try Hark.run(["explain", "Hi! If it's not too much trouble, could you add a happy mood? Thanks so much."])
        #expect(explained.stdout.hasPrefix("Read as AddMood  (the learned reader, confidence "))
        #expect(explained.stdout.contains("Learned reader: AddMood "))
        #expect(explained.stdout.contains("words that weighed most: "))
    }

    @Test func scoreReportsFiguresAndFailsUnderItsFloor() throws {
        let file = try Hark.temporaryFile("set.yaml", """
        set: mine
        floor: {intents: 1.0, false_accepts: 0.0}
        paraphrases:
          - intent: AddMood
            values: {title: tired}
            sentences: ["so tired", "zzzz qqqq"]
          - intent: null
            sentences: ["I'm at home"]
        """)
        let output = try Hark.run(["phrases", "score", file, "--misses"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("“zzzz qqqq”: meant AddMood title=tired, read nothing"))
        #expect(output.stdout.contains("mine: intents right 1/2 (50.0%), values right 1/2 (50.0%), false accepts 0/1 (0.0%)"))
        #expect(output.stdout.contains("under its floor: intents right 50.0% < floor 100.0%"))
    }
}

/// "Did you mean …?" on a terminal: yes runs it (a pseudo-terminal from script(1)).
@Suite(.serialized, .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
struct DidYouMeanTests {
    @Test func yesRunsTheSuggestionAndNoDoesNothing() throws {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("hark-mean-\(UUID().uuidString).sqlite").path
        let command = "HARK_READER=0 '\(Hark.binary.path)' 'add a happy mood bro' --db '\(database)'"
        let yes = try Hark.runProgram("/usr/bin/script", ["-qfec", command, "/dev/null"], input: "yes\n")
        #expect(yes.status == 0)
        #expect(yes.stdout.contains("Did you mean “add a happy mood”? (yes/no)"))
        #expect(yes.stdout.contains("Added 😊 happy to your moods."))
        let no = try Hark.runProgram("/usr/bin/script", ["-qfec", command, "/dev/null"], input: "no\n")
        #expect(no.stdout.contains("Okay, I did nothing."))
        #expect(try Hark.run(["how have I been feeling", "--db", database]).stdout.contains("1 mood"))
    }
}
