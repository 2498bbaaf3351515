import HarkValue
import Testing

@testable import HarkCLI

/// The command list is the one place commands are named.
@Suite struct CommandListTests {
    @Test func theQuickPathsNamesAreTheRealSubcommands() {
        let subcommands = HarkCLI.Hark.configuration.subcommands.map { $0.configuration.commandName ?? "" }
        #expect(subcommands == HarkCLI.Hark.commands.map(\.name))
        #expect(HarkCLI.Hark.commandNames == Set(subcommands + ["help"]))
    }
}

/// `hark do INTENT`'s pairs.
@Suite struct IntentArgumentsTests {
    @Test func pairsAndHarksOwnOptionsAreRead() throws {
        let read = try IntentArguments(["--title", "calm", "--db", "x.sqlite", "--emoji=🙂", "--json", "--verbose"],
                                       json: false, settings: RuntimeSettings())
        #expect(read.parameters.map(\.name) == ["title", "emoji"])
        #expect(read.parameters.map(\.value) == [.string("calm"), .string("🙂")])
        #expect(read.json && read.settings.verbose && read.settings.db == "x.sqlite")
    }

    @Test func aMissingValueOrAStrayWordIsAClearError() {
        #expect(throws: (any Error).self) { try IntentArguments(["--title"], json: false, settings: RuntimeSettings()) }
        #expect(throws: (any Error).self) { try IntentArguments(["calm"], json: false, settings: RuntimeSettings()) }
        #expect(throws: (any Error).self) { try IntentArguments(["--db"], json: false, settings: RuntimeSettings()) }
    }
}

/// `hark WORDS…` read in one pass.
@Suite struct PlainSentenceTests {
    @Test func optionsAmongTheWordsAreTakenOut() throws {
        let sentence = try #require(PlainSentence(["--json", "add", "a", "--db=x.sqlite", "happy", "mood", "--phrases", "p"]))
        #expect(sentence.text == "add a happy mood" && sentence.json)
        #expect(sentence.settings.db == "x.sqlite" && sentence.settings.phrases == "p")
        #expect(PlainSentence(["add", "--title", "calm"]) == nil)
        #expect(PlainSentence(["--db"]) == nil)
        #expect(PlainSentence(["--json", " "]) == nil)
    }
}
