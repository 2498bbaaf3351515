import Foundation
import HarkDomain
import HarkStore
import SpokenKit

/// Importing a folder of Markdown and text notes.
public enum NoteImport {
    public struct Report: Sendable {
        public var added = 0, updated = 0, unchanged = 0
        /// Files that could not be read, with why.
        public var problems: [String] = []
        /// `file:line: …` for each line of a file left out because its text is not UTF-8 or holds
        /// control characters (`ImportedText`); nothing of such a file is imported.
        public var refused: [String] = []
        /// Each file under the folder that is not a note (not `.md`, `.markdown` or `.txt`), and
        /// each hidden file or folder (its name starts with "."), named with why it was left out.
        public var skipped: [String] = []
    }

    /// The largest note file imported, in bytes.
    public static let maximumBytes = 1_000_000

    /// The title and body of a note file: the first `#` heading (or, without one, the file's
    /// name) and the rest.
    public static func note(text: String, fileName: String) -> (title: String, body: String) {
        // The first line that is not blank, found without splitting the rest.
        var start = text.startIndex
        while start < text.endIndex {
            let end = text[start...].firstIndex(of: "\n") ?? text.endIndex
            let next = end < text.endIndex ? text.index(after: end) : end
            let line = text[start ..< end]
            if VisibleText.isBlank(String(line)) { start = next; continue }
            guard line.hasPrefix("#") else { break }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            // The body is the text without that line and its line break.
            if !VisibleText.isBlank(title) { return (title, (text[..<start] + text[next...]).withoutSpacesAround) }
            break
        }
        var name = fileName
        for suffix in [".markdown", ".md", ".txt"] where name.lowercased().hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
        let words = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return (words.prefix(1).uppercased() + words.dropFirst(), text.withoutSpacesAround)
    }

    /// Imports every `.md`, `.markdown` and `.txt` file under `folder` into `store`, each sorted
    /// into its PARA category; a note is dated by its file's last change (which also links it to
    /// a meeting that day, `NoteLink`).
    public static func importFolder(_ folder: String, into store: NoteStore, context: SpokenContext,
                                    progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> Report {
        var report = Report()
        let root = URL(filePath: folder)
        // A folder that cannot be read is named, not passed over in silence.
        var unreadable: [String] = []
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey, .contentModificationDateKey, .fileSizeKey],
                                                           options: [], errorHandler: { url, _ in
                                                               unreadable.append("\(url.path): cannot be read; check its permissions")
                                                               return true
                                                           }) else {
            throw FileProblem("cannot read the folder \(folder); check that it is there and its permissions")
        }
        var files: [URL] = []
        for case let url as URL in walker {
            // What is hidden (".git", ".obsidian", ".trash", ".DS_Store") is not the person's notes:
            // named once, and a hidden folder not gone into.
            if url.lastPathComponent.hasPrefix(".") {
                let folder = FileFacts.kind(of: url.path) == .folder
                if folder { walker.skipDescendants() }
                report.skipped.append("\(url.path): hidden\(folder ? " (a folder, with everything in it)" : ""); left out")
            } else if ["md", "markdown", "txt"].contains(url.pathExtension.lowercased()) {
                files.append(url)
            } else if FileFacts.kind(of: url.path) == .file {
                report.skipped.append("\(url.path): not a note (only .md, .markdown and .txt files are); left out")
            }
        }
        report.skipped.sort()
        report.problems += unreadable
        // Each file is read on whichever core is free, fifty at a time (to tell the progress),
        // and the results are taken in the files' order.
        struct Text: Sendable { var title: String, body: String, source: String, written: Date }
        enum Read: Sendable { case text(Text), refused([String]), problem(String) }
        let sorted = files.sorted(by: { $0.path < $1.path })
        var texts: [Text] = []
        for start in stride(from: 0, to: sorted.count, by: 50) {
            progress(start, sorted.count * 2)
            let batch = Array(sorted[start ..< min(start + 50, sorted.count)])
            for read in batch.concurrentMap({ url -> Read in
                let facts = FileFacts.sizeAndChange(of: url.path)
                // A note of more than a megabyte is no note (a log, an export): named and left out, unread.
                if let size = facts?.size, size > maximumBytes {
                    return .refused(["\(url.path): \(size) bytes, more than a note may be (\(maximumBytes)); left out"])
                }
                guard let data = try? Data(contentsOf: url) else { return .problem("\(url.path): cannot be read") }
                switch ImportedText.read(Array(data), path: url.path) {
                case .success(let text):
                    let read = note(text: text, fileName: url.lastPathComponent)
                    return .text(Text(title: read.title, body: read.body, source: url.standardizedFileURL.path,
                                      written: min(facts?.changed ?? context.now, context.now)))
                case .failure(let problems): return .refused(problems.lines)
                }
            }) {
                switch read {
                case .text(let text): texts.append(text)
                case .refused(let lines): report.refused += lines
                case .problem(let problem): report.problems.append(problem)
                }
            }
        }
        // A note whose file says what it said is left as it is, not sorted again.
        let same = try store.unchanged(texts.map { ($0.source, $0.title, $0.body) })
        let notes = texts.filter { !same.contains($0.source) }.concurrentMap { text in
            NoteStore.FileNote(title: text.title, body: text.body, source: text.source,
                               category: ParaClassifier.categorize(title: text.title, body: text.body, context: context), written: text.written)
        }
        // Read first, then written in one transaction: one change, which "undo" takes back whole.
        let saved = try store.save(files: notes, from: root.standardizedFileURL.path, calendar: context.calendar, at: context.now) { done, _ in
            progress(files.count + done * files.count / max(notes.count, 1), files.count * 2)
        }
        (report.added, report.updated, report.unchanged) = (saved.added, saved.updated, saved.unchanged + same.count)
        return report
    }
}
