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

    @Test func aMisspelledCommandWordIsReadAndActedOn() throws {
        for sentence in ["recrod a calm mood", "add a calm mood bro"] {
            let output = try Hark.run([sentence, "--db", database, "--json"])
            #expect(output.status == 0, "\(sentence): \(output.stderr)")
            #expect(output.stdout.contains(#""intent": "AddMood", "parameters": {"emoji": null, "title": "calm"}, "confidence": 0.9"#), "\(sentence)")
        }
    }

    /// "happy add": the learned reader is unsure (about as likely not for Hark), the fuzzy reading
    /// ("add happy", a word moved) is in the ask band.
    @Test func anUnsureReadingIsAskedAboutNotActedOn() throws {
        let output = try Hark.run(["happy add", "--db", database, "--json"])
        #expect(output.status == 2)
        #expect(output.stdout.contains(#""suggestion": "add happy", "suggested_intent": "AddMood", "confidence": 0.75"#))
        let plain = try say("happy add")
        #expect(plain.stderr.hasPrefix("Did you mean “add happy”?\n"))
        #expect(try Hark.run(["how have I been feeling", "--db", database]).stdout.contains("haven't logged any moods"))
        let explained = try Hark.run(["explain", "happy add"])
        #expect(explained.stdout.hasPrefix("Read as AddMood  (a fuzzy reading, confidence 0.75: Hark asks “Did you mean …?” first)"))
        #expect(explained.stdout.contains("Learned reader: AddMood 0."))
        #expect(explained.stdout.contains("“happy add” read as “add happy”"))
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
        let command = "'\(Hark.binary.path)' 'happy add' --db '\(database)'"
        let yes = try Hark.runProgram("/usr/bin/script", ["-qfec", command, "/dev/null"], input: "yes\n")
        #expect(yes.status == 0)
        #expect(yes.stdout.contains("Did you mean “add happy”? (yes/no)"))
        #expect(yes.stdout.contains("Added 😊 happy to your moods."))
        let no = try Hark.runProgram("/usr/bin/script", ["-qfec", command, "/dev/null"], input: "no\n")
        #expect(no.stdout.contains("Okay, I did nothing."))
        #expect(try Hark.run(["how have I been feeling", "--db", database]).stdout.contains("1 mood"))
    }
}
