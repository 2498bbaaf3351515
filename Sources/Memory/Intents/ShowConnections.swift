import Foundation
import IntentKit

/// How a graph of memories is given: an indented tree to read, or Graphviz DOT to draw.
public enum GraphFormat: String, AppEnum, Sendable, CaseIterable {
    case tree, dot

    public static let typeDisplayName = "Graph Format"
    public static let caseDisplayRepresentations: [GraphFormat: DisplayRepresentation] = [
        .tree: DisplayRepresentation(title: "Tree", synonyms: ["text", "outline"]),
        .dot: DisplayRepresentation(title: "DOT", synonyms: ["graphviz"]),
    ]
}

/// Shows what a memory is connected to: "show connections for the offsite planning", "what's
/// linked to my note about kubernetes". The memories reached by links, shared tags and shared
/// people, to `depth` steps, as a tree (or DOT with `--format dot`).
public struct ShowConnections: AppIntent {
    public static let title = "Show Connections"
    public static let description = "Shows the memories linked to one, by likeness, shared tags and shared people."
    public static let changesData = false
    /// At most this many memories are drawn.
    public static let maximumNodes = 50

    @Parameter(title: "Memory", description: "The memory, by what it says or its number.",
               requestValueDialog: "Which memory?", example: "the offsite planning")
    public var memory: MemoryEntity

    @Parameter(title: "Depth", description: "How many steps out to follow.", default: 2, inclusiveRange: 1...4)
    public var depth: Int

    @Parameter(title: "Format", description: "An indented tree, or Graphviz DOT.", default: .tree)
    public var format: GraphFormat

    public static let requiredServices: [any Sendable.Type] = [MemoryStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let store = try context.service(MemoryStore.self)
        guard let root = try store.memory(memory.id) else { throw IntentFailure("That memory is gone (it was forgotten).") }
        let neighbours = try store.neighbourhood(of: [root.id], depth: depth)
        let shown = neighbours.prefix(Self.maximumNodes - 1).map(\.id)
        let contents = Dictionary(try store.memories(shown).map { ($0.id, $0.content) }, uniquingKeysWith: { first, _ in first })
        let graph = MemoryGraph(root: root, neighbours: neighbours, contents: contents, maximumNodes: Self.maximumNodes)
        switch format {
        case .dot:
            return .result(dialog: graph.dot, spoken: "Here is the graph of \(graph.nodes.count) memories.", value: graph)
        case .tree:
            guard !neighbours.isEmpty else {
                return .result(dialog: "“\(graph.nodes[0].preview)” isn't connected to any other memory yet.", value: graph)
            }
            let noun = neighbours.count == 1 ? "memory" : "memories"
            return .result(dialog: "Connected to \(neighbours.count) \(noun):\n" + graph.tree,
                           spoken: "That memory is connected to \(neighbours.count) \(noun).", value: graph)
        }
    }
}
