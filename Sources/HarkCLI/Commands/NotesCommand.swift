import ArgumentParser
import Foundation
import HarkAssembly
import Meetings
import SpokenKit

/// `hark notes import DIR`: Markdown and text notes into Hark, each sorted into PARA.
struct NotesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notes",
        abstract: "Import a folder of Markdown and text notes.",
        subcommands: [Import.self]
    )

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Read every .md, .markdown and .txt file under a folder into notes (title: the first # heading, else the file's name), each sorted into a PARA category; again, to update them.",
            discussion: "Importing again adds no duplicates: a note is known by its file. A file whose text is not UTF-8 or holds control characters is left out, each place reported as FILE:LINE (exit code 65). Exit code 74 when the folder or a file cannot be read, or the database fails."
        )
        @Argument(help: "The folder.", completion: .directory) var folder: String
        @OptionGroup var options: RuntimeOptions

        func run() async throws {
            let assembly = try Setup.assembly(options.settings)
            let context = try Setup.context(assembly, settings: options.settings)
            let path = (folder as NSString).expandingTildeInPath
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                printError("hark: \(folder) is not a folder")
                throw HarkExit.databaseError
            }
            let report: NoteImport.Report
            do {
                report = try NoteImport.importFolder(path, into: try context.service(NoteStore.self),
                                                     context: SpokenContext(now: context.now, calendar: context.calendar)) { done, total in
                    context.progress?.report("Importing notes", completed: done, of: total)
                }
            } catch {
                try MeetingsCommand.Import.stop(on: error, database: assembly.configuration.databasePath, settings: options.settings)
            }
            for problem in report.problems + report.refused { printError(problem) }
            if !options.quiet {
                for skipped in report.skipped { printError(skipped) }
                Output.line("\(folder): \(report.added) notes added, \(report.updated) updated, \(report.unchanged) unchanged"
                      + (report.refused.isEmpty ? "" : "; files with problems (above) left out")
                      + (report.skipped.isEmpty ? "" : "; \(report.skipped.count) other \(report.skipped.count == 1 ? "file" : "files") (named above) left out"))
            }
            if !report.problems.isEmpty { throw HarkExit.databaseError }
            if !report.refused.isEmpty { throw HarkExit.dataError }
        }
    }
}
