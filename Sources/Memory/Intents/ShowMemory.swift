import Foundation
import IntentKit
import SpokenKit

/// One memory in full, with what is known about it: "show memory 12", "open my note about the
/// wifi password".
public struct ShowMemory: AppIntent {
    public static let title = "Show Memory"
    public static let description = "Shows one memory in full: its type, when it was made, its tags, people and links."
    public static let changesData = false

    @Parameter(title: "Memory", description: "The memory, by what it says or its number.",
               requestValueDialog: "Which memory?", example: "the wifi password")
    public var memory: MemoryEntity

    public static let requiredServices: [any Sendable.Type] = [MemoryStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let store = try context.service(MemoryStore.self)
        guard let item = try store.memory(memory.id) else { throw IntentFailure("That memory is gone (it was forgotten).") }
        let links = try store.linkCount(of: item.id)
        var facts = ["#\(item.id)", item.type.rawValue, "saved " + Saying.moment(item.createdAt, now: context.now, calendar: context.calendar)]
        if let place = item.context { facts.append(place) }
        if !item.tags.isEmpty { facts.append(item.tags.map { "#" + $0 }.joined(separator: " ")) }
        if !item.people.isEmpty { facts.append("mentions " + item.people.joined(separator: ", ")) }
        facts.append(links == 1 ? "linked to 1 memory" : "linked to \(links) memories")
        try store.recall([item.id], at: context.now)
        return .result(dialog: item.content + "\n" + facts.joined(separator: " · "), spoken: item.content,
                       value: MemoryEntity(item, connections: links, decay: 1))
    }
}
