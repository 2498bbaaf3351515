import Foundation
import IntentKit

/// Limits what memory searches give to one context: "focus on work", "switch to personal focus".
/// Memories stored while focusing belong to that context.
public struct SetFocus: UndoableIntent {
    public static let title = "Set Focus"
    public static let description = "Searches give only this context's memories (and those of none) until the focus is ended."

    @Parameter(title: "Context", description: "The context to focus on, such as work or personal.",
               requestValueDialog: "What should I focus on, work or personal?", example: "work")
    public var context: String

    public static let requiredServices: [any Sendable.Type] = [MemoryStore.self]

    public init() {}

    public func perform(_ intentContext: IntentContext) async throws -> IntentResult {
        let name = context.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !name.isEmpty, name.count <= 40, !name.contains(where: \.isNewline) else {
            throw IntentFailure("A focus is a short name, like “work” or “personal”.")
        }
        if ["off", "none", "nothing", "no focus"].contains(name) {
            try intentContext.service(MemoryStore.self).setFocus(nil, at: intentContext.now)
            return .result(dialog: "Focus is off: searches look at all your memories.")
        }
        try intentContext.service(MemoryStore.self).setFocus(name, at: intentContext.now)
        return .result(dialog: "Focusing on \(name): searches give your \(name) memories and those of no context.")
    }
}

/// Ends the focus: "stop focusing", "focus off".
public struct ClearFocus: UndoableIntent {
    public static let title = "Clear Focus"
    public static let description = "Searches look at all memories again."
    public static let requiredServices: [any Sendable.Type] = [MemoryStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let store = try context.service(MemoryStore.self)
        guard let focus = try store.focus() else { return .result(dialog: "There was no focus: searches look at all your memories.") }
        try store.setFocus(nil, at: context.now)
        return .result(dialog: "Stopped focusing on \(focus): searches look at all your memories.")
    }
}

/// Says the focus: "what am I focusing on", `hark focus`.
public struct CurrentFocus: AppIntent {
    public static let title = "Current Focus"
    public static let description = "Says which context searches are limited to, if any."
    public static let changesData = false
    public static let requiredServices: [any Sendable.Type] = [MemoryStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        guard let focus = try context.service(MemoryStore.self).focus() else {
            return .result(dialog: "There is no focus: searches look at all your memories.", value: ["focus": String?.none])
        }
        return .result(dialog: "Focusing on \(focus): searches give your \(focus) memories and those of no context.", value: ["focus": focus])
    }
}
