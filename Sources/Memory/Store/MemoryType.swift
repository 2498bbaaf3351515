import IntentKit

/// What kind of memory it is: "add an idea: …", "remember this quote: …".
public enum MemoryType: String, AppEnum, Sendable, CaseIterable {
    case note, idea, task, quote, learning

    public static let typeDisplayName = "Memory Type"
    public static let caseDisplayRepresentations: [MemoryType: DisplayRepresentation] = [
        .note: DisplayRepresentation(title: "Note", synonyms: ["notes", "memory", "thought", "reminder"]),
        .idea: DisplayRepresentation(title: "Idea", synonyms: ["ideas", "brainstorm"]),
        .task: DisplayRepresentation(title: "Task", synonyms: ["tasks", "todo", "to do", "to-do"]),
        .quote: DisplayRepresentation(title: "Quote", synonyms: ["quotes", "quotation", "saying"]),
        .learning: DisplayRepresentation(title: "Learning", synonyms: ["learnings", "lesson", "til", "thing i learned"]),
    ]
}
