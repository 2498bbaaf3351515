import Foundation
import HarkDomain
import HarkStore
import IntentKit

/// Writes every memory, with its tags, people and links, to a JSON file: "export my memories",
/// "back up my memories to ~/backup.json". `hark memory import FILE` reads it back. The file
/// "-" means the dialog itself (`hark memory export` prints the archive). The file is written
/// by the context's `FileRules` (`IntentContext.writeFile`): a path read as a shell would, an
/// existing file replaced only with `--force` or a yes, inside the exports folder for a shortcut.
public struct ExportMemories: AppIntent {
    public static let title = "Export Memories"
    public static let description = "Writes all your memories, tags, people and links to a JSON file (hark-memories-DATE.json when no file is named)."

    @Parameter(title: "File", description: "Where to write; hark-memories-DATE.json in the current folder when not said.",
               cleaner: .path, verbatim: true, example: "~/memories.json")
    public var file: String?

    public static let requiredServices: [any Sendable.Type] = [MemoryStore.self, FileRules.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let archive = try context.service(MemoryStore.self).archive(at: context.now)
        let noun = archive.memories.count == 1 ? "memory" : "memories"
        if file == "-" {
            return .result(dialog: String(decoding: try archive.json(), as: UTF8.self), spoken: "Exported \(archive.memories.count) \(noun).")
        }
        let name = file?.trimmingCharacters(in: .whitespacesAndNewlines).nonEmpty ?? "hark-memories-\(MemoryOfTheDay.day(context)).json"
        let path: String
        switch try await context.writeFile(Array(try archive.json()), to: name) {
        case .written(let written): path = written
        case .kept(let kept): return .result(dialog: "All right, I left \(kept) as it was.", value: ["file": kept, "memories": "0", "links": "0"])
        }
        return .result(dialog: "Exported \(archive.memories.count) \(noun) and \(archive.links.count) \(archive.links.count == 1 ? "link" : "links") to \(path).",
                       value: ["file": path, "memories": "\(archive.memories.count)", "links": "\(archive.links.count)"])
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
