import Foundation
import IntentKit

/// Saves a memory: "remember that the design review moved to thursday", "note to self: …",
/// "add an idea: …", "remember this quote: …".
public struct StoreMemory: UndoableIntent {
    public static let title = "Store Memory"
    public static let description = "Saves something to your memory graph, linked to the memories most like it."

    @Parameter(title: "Content", description: "What to remember.", requestValueDialog: "What should I remember?",
               verbatim: true, example: "the design review moved to thursday")
    public var content: String

    @Parameter(title: "Tags", description: "Tags for the memory, besides any #tags in it.", example: "work")
    public var tags: [String]?

    @Parameter(title: "Type", description: "What kind of memory it is.", default: .note)
    public var type: MemoryType

    public static let requiredServices: [any Sendable.Type] = [MemoryStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let stored = try context.service(MemoryStore.self).store(content, type: type, tags: tags ?? [], at: context.now)
        let dialog = switch stored.links {
        case 0: "Saved."
        case 1: "Saved! I found 1 related memory."
        default: "Saved! I found \(stored.links) related memories."
        }
        return .result(dialog: dialog, value: MemoryEntity(stored.memory, connections: stored.links, decay: 1))
    }
}
