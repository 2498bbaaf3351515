import Foundation
import IntentKit

/// Forgets one memory for good, after asking: "forget the memory about the old wifi password",
/// "delete memory 12". Its links, tags, mentions and search rows go with it.
public struct ForgetMemory: UndoableIntent {
    public static let title = "Forget Memory"
    public static let description = "Deletes one memory, with its links, tags and search rows, after asking."
    public static let isDestructive = true

    @Parameter(title: "Memory", description: "The memory, by what it says or its number.",
               requestValueDialog: "Which memory should I forget?", example: "the old wifi password")
    public var memory: MemoryEntity

    public static let requiredServices: [any Sendable.Type] = [MemoryStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        guard try context.service(MemoryStore.self).forget(memory.id, at: context.now) else {
            throw IntentFailure("That memory was already gone.")
        }
        return .result(dialog: "Forgot “\(memory.preview)”.", value: memory)
    }
}
