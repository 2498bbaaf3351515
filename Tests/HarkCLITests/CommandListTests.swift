import HarkValue
import Testing

@testable import HarkCLI

/// The command list is the one place commands are named.
@Suite struct CommandListTests {
    @Test func theQuickPathsNamesAreTheRealSubcommands() {
        let subcommands = HarkCLI.Hark.configuration.subcommands.map { $0.configuration.commandName ?? "" }
        let aliases = HarkCLI.Hark.configuration.subcommands.flatMap { $0.configuration.aliases }
        #expect(subcommands == HarkCLI.Hark.commands.map(\.name))
        #expect(HarkCLI.Hark.commandNames == Set(subcommands + aliases + ["help"]))
        for (alias, name) in HarkCLI.Hark.aliases {
            #expect(HarkCLI.Hark.commands.first { $0.name == name }?.type().configuration.aliases.contains(alias) == true)
        }
    }

    @Test func optionsBeforeACommandMoveAfterItsName() {
        #expect(HarkCLI.Hark.commandFirst(["--db", "x.sqlite", "--json", "do", "AddMood", "--title", "calm"])
                == ["do", "--db", "x.sqlite", "--json", "AddMood", "--title", "calm"])
        #expect(HarkCLI.Hark.commandFirst(["--json", "add", "a", "mood"]) == ["--json", "add", "a", "mood"])
        #expect(HarkCLI.Hark.commandFirst(["intents"]) == ["intents"])
    }

    @Test func aMistypedCommandIsSuggested() {
        #expect(HarkCLI.Hark.closeCommandName("intens") == "intents")
        #expect(HarkCLI.Hark.closeCommandName("phrase") == "phrases")
        #expect(HarkCLI.Hark.closeCommandName("explian") == "explain")
        #expect(HarkCLI.Hark.closeCommandName("happy") == nil)
        #expect(HarkCLI.Hark.closeCommandName("intents") == nil)
    }
}

/// `hark do INTENT`'s pairs.
@Suite struct IntentArgumentsTests {
    @Test func pairsAndHarksOwnOptionsAreRead() throws {
        let read = try IntentArguments(["--title", "calm", "--db", "x.sqlite", "--emoji=🙂", "--json", "--verbose", "-q"],
                                       settings: RuntimeSettings())
        #expect(read.parameters.map(\.name) == ["title", "emoji"])
        #expect(read.parameters.map(\.value) == [.string("calm"), .string("🙂")])
        #expect(read.settings.json && read.settings.verbose && read.settings.quiet && read.settings.db == "x.sqlite")
    }

    @Test func aMissingValueOrAStrayWordIsAClearError() {
        #expect(throws: (any Error).self) { try IntentArguments(["--title"], settings: RuntimeSettings()) }
        #expect(throws: (any Error).self) { try IntentArguments(["calm"], settings: RuntimeSettings()) }
        #expect(throws: (any Error).self) { try IntentArguments(["--db"], settings: RuntimeSettings()) }
    }
}

/// `hark WORDS…` read in one pass.
@Suite struct PlainSentenceTests {
    @Test func optionsAmongTheWordsAreTakenOut() throws {
        let sentence = try #require(PlainSentence(["--json", "add", "a", "--db=x.sqlite", "happy", "mood", "--phrases", "p", "--quiet"]))
        #expect(sentence.text == "add a happy mood" && sentence.settings.json && sentence.settings.quiet)
        #expect(sentence.settings.db == "x.sqlite" && sentence.settings.phrases == "p")
        #expect(PlainSentence(["add", "--title", "calm"]) == nil)
        #expect(PlainSentence(["--db"]) == nil)
        #expect(PlainSentence(["--json", " "]) == nil)
    }
}
