import ArgumentParser
import HarkAssembly
import IntentKit
import PhraseKit

/// `hark intents [NAME]`: what Hark can do.
struct IntentsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "intents",
        abstract: "List the intents, or describe one; with --json, each intent's parameters as JSON Schema."
    )

    @Argument(help: "An intent's name, to describe it.", completion: .custom { _, _, _ in names() })
    var name: String?

    @Flag(help: "Print JSON: names, titles, descriptions and each intent's parameters as JSON Schema.")
    var json = false

    /// Every intent's name, for shell completion.
    static func names() -> [String] {
        (try? Assembly(configuration: HarkConfiguration()))?.registry.descriptions.map(\.name) ?? []
    }

    func run() throws {
        let registry = try Setup.assembly().registry
        var descriptions = registry.descriptions
        if let name {
            guard let description = registry.describe(name) else {
                printError("hark: there is no intent named “\(name)”. Known intents: \(descriptions.map(\.name).joined(separator: ", ")).")
                throw HarkExit.failure
            }
            descriptions = [description]
        }
        if json {
            let items = descriptions.map { description in
                JSONText.object([("name", JSONText.string(description.name)), ("title", JSONText.string(description.title)),
                                 ("description", JSONText.string(description.description)),
                                 ("destructive", description.isDestructive ? "true" : "false"),
                                 ("changesData", description.changesData ? "true" : "false"),
                                 ("undoable", description.isUndoable ? "true" : "false"),
                                 ("schema", JSONText.value(description.jsonSchema))])
            }
            Output.line(name == nil ? "[" + items.joined(separator: ",\n ") + "]" : items[0])
            return
        }
        let style = Style.standardOutput
        for description in descriptions {
            Output.line(style.heading(description.name) + " — \(description.title)\(description.isDestructive ? " (asks before it runs)" : "")")
            Output.line("  \(description.description)")
            Output.line("  (\(description.effect))")
            for parameter in description.parameters {
                var facts = [parameter.type.name]
                if parameter.isOptional { facts.append("optional") }
                if let value = parameter.defaultValue { facts.append("default \(value)") }
                if let range = parameter.inclusiveRange { facts.append("\(range.lowerBound)…\(range.upperBound)") }
                if case .enumeration(let cases) = parameter.type {
                    facts.append("one of: " + cases.cases.map { $0.synonyms.isEmpty ? $0.title : "\($0.title) (\($0.synonyms.joined(separator: ", ")))" }.joined(separator: "; "))
                }
                Output.line("  - \(parameter.name): \(parameter.title) — \(facts.joined(separator: ", "))\(parameter.description.isEmpty ? "" : ". \(parameter.description)")")
            }
        }
    }
}
