import Foundation
import IntentKit

/// Ticks an action item off: "mark the budget action item done".
public struct CompleteActionItem: UndoableIntent {
    public static let title = "Complete Action Item"
    public static let description = "Marks the open action item whose words are said as done (“undo” opens it again)."

    @Parameter(title: "Action item", description: "Words from it.", requestValueDialog: "Which action item?", example: "the budget")
    public var item: String

    public static let requiredServices: [any Sendable.Type] = [MeetingStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let store = try context.service(MeetingStore.self)
        let ignored: Set<String> = ["the", "a", "an", "my", "action", "item", "task", "one", "about", "to"]
        let words = TextSearch.words(item).filter { !ignored.contains($0) }
        guard !words.isEmpty else { throw IntentFailure("Which action item? Say a few of its words.") }
        let open = try store.actionItems()
        let matching = open.filter { candidate in
            let text = (candidate.text + " " + (candidate.owner ?? "")).lowercased()
            return words.allSatisfy { text.contains($0) }
        }
        var chosen: ActionItem
        switch matching.count {
        case 0: throw IntentFailure("I found no open action item about “\(item)”.")
        case 1: chosen = matching[0]
        default:
            let options = matching.prefix(9).map { $0.text + ($0.owner.map { " (\($0))" } ?? "") }
            guard let index = await context.asker.choose("Which one: \(options.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: ", "))?", from: Array(options)) else {
                throw IntentFailure("Several open action items are about “\(item)”: \(MeetingWording.list(Array(options.prefix(3)))). Say more of its words.")
            }
            chosen = matching[index]
        }
        try store.setDone(chosen, true, at: context.now)
        chosen.done = true
        return .result(dialog: "Marked “\(chosen.text)” done.", value: chosen)
    }
}
