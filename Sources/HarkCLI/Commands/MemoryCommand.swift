import ArgumentParser
import HarkValue

/// `hark memory list|search|show|graph|export|import`: the memory graph for scripts. Each
/// subcommand runs the memory intent it names (ListMemories, QueryMemory, ShowMemory,
/// ShowConnections, ExportMemories, ImportMemories), so that `--json` gives the intent's value.
struct MemoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memory",
        abstract: "List, search, show, graph, export and import memories.",
        discussion: "Each subcommand runs a memory intent (see hark intents) and takes --json. Exit codes as for hark \"…\".",
        subcommands: [List.self, Search.self, Show.self, Graph.self, Export.self, Import.self]
    )

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "The newest memories (ListMemories).")
        @Option(help: "Only those made in this span, in words: \"last week\", \"since monday\".") var period: String?
        @Option(help: "Only this kind: note, idea, task, quote or learning.") var type: String?
        @Option(help: "Only those with this tag.") var tag: String?
        @Option(help: "How many at most (1–500).") var limit: Int = 20
        @Flag(help: "Print the outcome as JSON.") var json = false
        @OptionGroup var options: RuntimeOptions

        func run() async throws {
            var arguments: [(name: String, value: PhraseValue)] = [("limit", .int(limit))]
            if let period { arguments.append(("range", .string(period))) }
            if let type { arguments.append(("type", .string(type))) }
            if let tag { arguments.append(("tag", .string(tag))) }
            try await RunIntent.run("ListMemories", arguments, options: options, json: json)
        }
    }

    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "The memories about something, best first (QueryMemory).")
        @Argument(help: "What to look for.") var query: [String]
        @Option(help: "How many at most (1–50).") var limit: Int = 5
        @Option(help: "Only those made in this span, in words.") var period: String?
        @Flag(inversion: .prefixedNo, help: "Also give the memories linked to the ones found.") var related = true
        @Flag(help: "Print the outcome as JSON.") var json = false
        @OptionGroup var options: RuntimeOptions

        func run() async throws {
            var arguments: [(name: String, value: PhraseValue)] = [
                ("query", .string(query.joined(separator: " "))), ("limit", .int(limit)), ("includeRelated", .bool(related)),
            ]
            if let period { arguments.append(("range", .string(period))) }
            try await RunIntent.run("QueryMemory", arguments, options: options, json: json)
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "One memory in full, by its number or what it says (ShowMemory).")
        @Argument(help: "The memory's number, or words from it.") var memory: [String]
        @Flag(help: "Print the outcome as JSON.") var json = false
        @OptionGroup var options: RuntimeOptions

        func run() async throws {
            try await RunIntent.run("ShowMemory", [("memory", .string(memory.joined(separator: " ")))], options: options, json: json)
        }
    }

    struct Graph: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "What a memory is connected to, as a tree or Graphviz DOT (ShowConnections).")
        @Argument(help: "The memory's number, or words from it.") var memory: [String]
        @Option(help: "How many steps out (1–4).") var depth: Int = 2
        @Option(help: "tree, or dot for Graphviz (hark memory graph 12 --format dot | dot -Tsvg > graph.svg).") var format: String = "tree"
        @Flag(help: "Print the outcome as JSON.") var json = false
        @OptionGroup var options: RuntimeOptions

        func run() async throws {
            try await RunIntent.run("ShowConnections", [("memory", .string(memory.joined(separator: " "))), ("depth", .int(depth)),
                                                        ("format", .string(format))], options: options, json: json)
        }
    }

    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Every memory, tag, person and link as JSON, to a file or standard output (ExportMemories).",
            discussion: "Without a file, standard output is the archive itself, whatever --json, --speak or --quiet say, so that hark memory export > FILE writes a file hark memory import reads."
        )
        @Argument(help: "The file to write; standard output when not given.") var file: String?
        @Flag(help: "With a file, print the outcome as JSON (the file is the archive either way).") var json = false
        @OptionGroup var options: RuntimeOptions

        func run() async throws {
            guard let file else { return try await RunIntent.output("ExportMemories", [("file", .string("-"))], options: options) }
            try await RunIntent.run("ExportMemories", [("file", .string(file))], options: options, json: json)
        }
    }

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Adds the memories of an exported file, leaving out those already here (ImportMemories).")
        @Argument(help: "The file written by hark memory export.") var file: String
        @Flag(help: "Print the outcome as JSON.") var json = false
        @OptionGroup var options: RuntimeOptions

        func run() async throws {
            try await RunIntent.run("ImportMemories", [("file", .string(file))], options: options, json: json)
        }
    }
}

/// `hark focus [work|personal|off]`: limit memory searches to one context, end it, or say it.
struct FocusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "focus",
        abstract: "Limit memory searches to a context (work, personal), end the focus (off), or say it (no argument).",
        discussion: "The same as saying “focus on work”, “stop focusing” or “what am I focusing on”. Exit codes as for hark \"…\"."
    )
    @Argument(help: "The context, or off.") var context: String?
    @Flag(help: "Print the outcome as JSON.") var json = false
    @OptionGroup var options: RuntimeOptions

    func run() async throws {
        if let context {
            try await RunIntent.run("SetFocus", [("context", .string(context))], options: options, json: json)
        } else {
            try await RunIntent.run("CurrentFocus", options: options, json: json)
        }
    }
}
