import Foundation
import IntentKit

/// Ticks an action item off, found by words of what it says: "tick off the slides task", "mark
/// send the deck as done", "I finished the budget review item". Several fitting items are
/// offered to choose from.
public struct CompleteActionItem: UndoableIntent {
    public static let title = "Complete Action Item"
    public static let description = "Marks the open action item whose words are said as done (“undo” opens it again)."

    @Parameter(title: "Action item", description: "Words from it.", requestValueDialog: "Which action item?", example: "the budget")
    public var item: ActionItemEntity

    public static let requiredServices: [any Sendable.Type] = [MeetingStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let store = try context.service(MeetingStore.self)
        guard var chosen = try store.actionItems(includingDone: true).first(where: { $0.id == item.id }) else {
            throw IntentFailure("That action item is gone.")
        }
        guard !chosen.done else { throw IntentFailure("“\(chosen.text)” is already done.") }
        try store.setDone(chosen, true, at: context.now)
        chosen.done = true
        return .result(dialog: "Marked “\(chosen.text)” done.", value: chosen)
    }
}
