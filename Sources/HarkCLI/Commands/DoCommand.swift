import ArgumentParser
import HarkRuntime
import IntentKit
import PhraseKit
import HarkValue

/// `hark do INTENT --name value …`: run an intent by name, for scripts.
struct DoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "do",
        abstract: "Run an intent by name with typed parameters: hark do AddMood --title happy --emoji 🎉",
        discussion: "Each --NAME VALUE (or --NAME=VALUE) gives a parameter (see hark intents NAME); values are checked against the parameter's type. --json, --db and --phrases may stand among them. Exit codes as for hark \"…\"."
    )

    @Argument(help: "The intent's name.")
    var intent: String

    @Argument(parsing: .captureForPassthrough, help: "--NAME VALUE pairs.")
    var arguments: [String] = []

    @Flag(help: "Print the outcome as JSON.")
    var json = false

    @OptionGroup var options: RuntimeOptions

    func run() async throws {
        var given: [(name: String, value: PhraseValue)] = []
        var remaining = arguments[...]
        var json = self.json
        var options = self.options
        while let flag = remaining.popFirst() {
            if flag == "--json" { json = true; continue }
            if flag == "--db" || flag == "--phrases" {
                guard let value = remaining.popFirst() else { throw ValidationError("\(flag) needs a value") }
                if flag == "--db" { options.db = value } else { options.phrases = value }
                continue
            }
            guard flag.hasPrefix("--"), flag.count > 2 else {
                throw ValidationError("expected --NAME VALUE, found “\(flag)”")
            }
            let name = String(flag.dropFirst(2))
            if let equals = name.firstIndex(of: "=") {
                given.append((String(name[..<equals]), .string(String(name[name.index(after: equals)...]))))
                continue
            }
            guard let value = remaining.popFirst() else { throw ValidationError("--\(name) needs a value") }
            given.append((name, .string(value)))
        }
        let runtime = try HarkApp.runtime(phrases: options.phrases)
        let context = try HarkApp.context(databasePath: options.db, interactive: true)
        try SayCommand.report(await runtime.run(intent: intent, arguments: given, context: context), json: json)
    }
}
