import Foundation
import HarkDomain
import HarkStore
import IntentKit
import Testing

@testable import Memory

/// An export never replaces a file unless told to, and what it writes is the person's alone.
@Suite struct ExportFileTests {
    /// A context with a memory in it, paths read in a fresh folder, and `asker`.
    func exporting(asker: any Asker = NoTerminal(), force: Bool = false) async throws -> (IntentContext, folder: String) {
        var (context, _, _) = try memoryContext()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-export-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        context.register(FileRules(home: folder, workingFolder: folder, exportsFolder: folder + "/exports", replacesFiles: force))
        context.asker = asker
        _ = try await remember("the offsite is in Lisbon", in: context)
        return (context, folder)
    }

    func export(_ file: String, in context: IntentContext) async throws -> IntentResult {
        let intent = ExportMemories()
        intent.file = file
        return try await intent.perform(context)
    }

    @Test func anExistingFileIsRefusedWithoutSomeoneToAsk() async throws {
        let (context, folder) = try await exporting()
        try "mine".write(toFile: folder + "/.bashrc", atomically: true, encoding: .utf8)
        let error = await #expect(throws: FileProblem.self) { try await export("~/.bashrc", in: context) }
        #expect(error?.alreadyExists == true)
        #expect(error?.description == "\(folder)/.bashrc exists; add --force to replace it")
        #expect(try String(contentsOfFile: folder + "/.bashrc", encoding: .utf8) == "mine")
    }

    @Test func aNoLeavesTheFileAndAYesReplacesIt() async throws {
        let asker = ScriptedAsker(answers: ["no", "yes"])
        let (context, folder) = try await exporting(asker: asker)
        try "mine".write(toFile: folder + "/a.json", atomically: true, encoding: .utf8)
        #expect(try await export("a.json", in: context).dialog == "All right, I left \(folder)/a.json as it was.")
        #expect(try String(contentsOfFile: folder + "/a.json", encoding: .utf8) == "mine")
        #expect(await asker.questions == ["\(folder)/a.json exists. Replace it?"])
        #expect(try await export("a.json", in: context).dialog.hasPrefix("Exported 1 memory"))
        #expect(try String(contentsOfFile: folder + "/a.json", encoding: .utf8).contains("Lisbon"))
    }

    @Test func forceReplacesWithoutAskingAndTheFileIsThePersonsAlone() async throws {
        let asker = ScriptedAsker(answers: [])
        let (context, folder) = try await exporting(asker: asker, force: true)
        try "mine".write(toFile: folder + "/a.json", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: folder + "/a.json")
        #expect(try await export("./a.json", in: context).dialog == "Exported 1 memory and 0 links to \(folder)/a.json.")
        #expect(await asker.questions.isEmpty)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/a.json")
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a.json"], "no temporary file is left")
    }

    /// Called by a shortcut, an export goes to the exports folder (made, mode 0700), and nowhere else.
    @Test func aShortcutsExportStaysInTheExportsFolder() async throws {
        var (context, folder) = try await exporting()
        let rules = try context.service(FileRules.self)
        context.register(rules.confinedToExports())
        #expect(try await export("./.graph.json", in: context).dialog.hasSuffix(" to \(folder)/exports/graph.json."))
        let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/exports")
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        let refused = await #expect(throws: IntentFailure.self) { try await export(folder + "/x.json", in: context) }
        #expect(refused?.dialog.contains("outside it") == true)
        #expect(!FileManager.default.fileExists(atPath: folder + "/x.json"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/exports/out", withDestinationPath: folder)
        await #expect(throws: IntentFailure.self) { try await export("out/y.json", in: context) }
        #expect(!FileManager.default.fileExists(atPath: folder + "/y.json"))
    }
}
