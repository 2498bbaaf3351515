import Foundation
import IntentKit

/// Writes down what came out of a meeting: "the outcome of the design review was we ship on
/// friday". Action items in it ("Sam will send the budget by Friday") are kept with the meeting.
public struct RecordOutcome: UndoableIntent {
    public static let title = "Record Outcome"
    public static let description = "Adds an outcome or decision to a meeting; the action items it holds are kept with the meeting (“undo” takes it back)."

    @Parameter(title: "Meeting", description: "The meeting, by its title, who was there or when.", requestValueDialog: "Which meeting?",
               example: "the design review")
    public var meeting: MeetingEntity

    @Parameter(title: "Outcome", description: "What was decided or came out of it.", requestValueDialog: "What was the outcome?",
               verbatim: true, example: "we ship on friday")
    public var outcome: String

    public static let requiredServices: [any Sendable.Type] = [MeetingStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let store = try context.service(MeetingStore.self)
        let text = outcome.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw IntentFailure("What was the outcome?") }
        guard let found = try store.meetings(ids: [meeting.id]).first else { throw IntentFailure("That meeting is gone.") }
        let sentence = Self.written(text, names: found.attendees.map(\.name))
        let items = try store.addOutcome(MeetingRecap.ended(sentence), to: found, calendar: context.calendar, at: context.now)
        var dialog = "Added to \(found.title) \(MeetingWording.when(found, now: context.now, calendar: context.calendar))."
        if !items.isEmpty {
            let lines = items.map { MeetingWording.actionItem($0, calendar: context.calendar) }
            dialog += " New action item\(items.count == 1 ? "" : "s"): \(MeetingWording.list(lines))."
        }
        return .result(dialog: dialog, value: items)
    }

    /// Spoken text as it is written down: each sentence starts with a capital, and so do the
    /// names of the meeting's people ("sam will send …" → "Sam will send …", which also makes
    /// Sam the action item's owner).
    static func written(_ text: String, names: [String]) -> String {
        var result = text
        for word in Set(names.flatMap { $0.split(separator: " ").map(String.init) }) where word.count > 1 {
            let pattern = "\\b" + NSRegularExpression.escapedPattern(for: word.lowercased()) + "\\b"
            result = result.replacingOccurrences(of: pattern, with: word, options: [.regularExpression, .caseInsensitive])
        }
        let sentences = ActionItemExtractor.sentences(of: result).map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return sentences.joined(separator: " ")
    }
}
