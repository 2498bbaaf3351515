import Foundation
import HarkDomain
import HarkStore
import IntentKit

/// Reads memories back from a file written by `ExportMemories`: "import my memories from
/// backup.json", `hark memory import FILE`. Memories already here are left as they are, so a
/// file can be imported twice, or again after an import was cut short.
public struct ImportMemories: UndoableIntent {
    public static let title = "Import Memories"
    public static let description = "Adds the memories, tags, people and links of an exported file, leaving out those already here."

    @Parameter(title: "File", description: "The file written by an export.", requestValueDialog: "Which file should I import?",
               cleaner: .path, verbatim: true, example: "~/memories.json")
    public var file: String

    public static let requiredServices: [any Sendable.Type] = [MemoryStore.self, FileRules.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let path = try context.service(FileRules.self).resolve(file.trimmingCharacters(in: .whitespacesAndNewlines))
        guard FileManager.default.fileExists(atPath: path) else { throw IntentFailure("There is no file at \(path).") }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw FileProblem(error, path: path, writing: false)
        }
        let archive: MemoryArchive
        do {
            archive = try MemoryArchive.read(data)
        } catch {
            throw IntentFailure("I couldn't import \(path): \(error.description).")
        }
        let progress = context.progress
        let imported = try context.service(MemoryStore.self).restore(archive, at: context.now) { done, total in
            progress?.report("Importing memories", completed: done, of: total)
        }
        var dialog = "Imported \(imported.added) \(imported.added == 1 ? "memory" : "memories") and \(imported.links) \(imported.links == 1 ? "link" : "links") from \(path)"
        if imported.alreadyThere > 0 { dialog += "; \(imported.alreadyThere) \(imported.alreadyThere == 1 ? "was" : "were") already here" }
        return .result(dialog: dialog + ".", value: ["added": imported.added, "alreadyThere": imported.alreadyThere, "links": imported.links])
    }
}
