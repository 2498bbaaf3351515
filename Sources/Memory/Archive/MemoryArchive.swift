import Foundation

/// Every memory with its tags, people and links, as a file: the one archive format, which
/// `ExportMemories`, `hark memory export` (to a file or standard output, with any option) and the
/// export shortcut write and `hark memory import` reads (Docs/memory.md, "Export and import").
/// Instants are kept to the millisecond, as the database keeps them (`ArchiveInstant`), so a
/// memory is known again by its content and creation instant. Vectors are not in it: they are
/// made again on import by the embedder in use.
public struct MemoryArchive: Codable, Sendable {
    /// Always "hark-memories".
    public var format: String
    /// The archive format's version: 2 (instants to the millisecond); 1 (instants to the
    /// second) is still read.
    public var version: Int
    public var exported: Date
    public var memories: [Memory]
    public var links: [Link]

    public static let formatName = "hark-memories"
    public static let currentVersion = 2

    /// Whether the file's instants were written to the second only (version 1), so that a
    /// memory made within that second may be the same one.
    public var instantsToTheSecond: Bool { version < 2 }

    public struct Memory: Codable, Sendable {
        /// Its number in the file, from 1 in the order the memories were stored (links refer to it).
        public var id: Int64
        public var content: String
        public var type: String
        public var created: Date
        public var accessed: Date
        public var recalls: Int
        public var source: String
        public var context: String?
        public var tags: [String]
        public var people: [String]

        public init(id: Int64, content: String, type: String, created: Date, accessed: Date, recalls: Int, source: String,
                    context: String?, tags: [String], people: [String]) {
            (self.id, self.content, self.type, self.created, self.accessed) = (id, content, type, created, accessed)
            (self.recalls, self.source, self.context, self.tags, self.people) = (recalls, source, context, tags, people)
        }
    }

    public struct Link: Codable, Sendable {
        public var from: Int64
        public var to: Int64
        public var weight: Double

        public init(from: Int64, to: Int64, weight: Double) { (self.from, self.to, self.weight) = (from, to, weight) }
    }

    public init(exported: Date, memories: [Memory], links: [Link]) {
        (format, version, self.exported, self.memories, self.links) = (Self.formatName, Self.currentVersion, exported, memories, links)
    }

    /// The archive as JSON: pretty-printed with sorted keys (so two exports compare well),
    /// instants in ISO 8601 to the millisecond (`ArchiveInstant`).
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ArchiveInstant.text(date))
        }
        return try encoder.encode(self)
    }

    /// Reads an archive, with what is wrong said in words (and where, for JSON errors); text Hark
    /// would not keep (a control character, content with nothing visible) is refused with its
    /// place, so that nothing of such a file is imported.
    public static func read(_ data: Data) throws(ArchiveError) -> MemoryArchive {
        struct Header: Decodable {
            var format: String?
            var version: Int?
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = ArchiveInstant.date(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "“\(text)” is not an ISO 8601 instant")
            }
            return date
        }
        guard let header = try? decoder.decode(Header.self, from: data) else {
            throw ArchiveError("it is not a JSON object (a Hark memory archive starts with {\"format\": \"hark-memories\", …})")
        }
        guard header.format == formatName else { throw ArchiveError("it is not a Hark memory archive (its “format” is not “\(formatName)”)") }
        guard let version = header.version else { throw ArchiveError("its “version” is missing") }
        guard version <= currentVersion else {
            throw ArchiveError("it was written by a newer Hark (archive version \(version); this Hark reads up to \(currentVersion))")
        }
        let archive: MemoryArchive
        do {
            archive = try decoder.decode(MemoryArchive.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw ArchiveError("“\(key.stringValue)” is missing\(Self.place(context))")
        } catch let DecodingError.typeMismatch(_, context) {
            throw ArchiveError("a value has the wrong type\(Self.place(context))")
        } catch let DecodingError.valueNotFound(_, context) {
            throw ArchiveError("a value is missing\(Self.place(context))")
        } catch let DecodingError.dataCorrupted(context) {
            throw ArchiveError("a value is not valid\(Self.place(context)): \(context.debugDescription)")
        } catch {
            throw ArchiveError("it could not be read: \(error)")
        }
        if let problem = archive.textProblem() { throw ArchiveError(problem) }
        return archive
    }

    /// " at memories[3].content", or nothing at the top level.
    private static func place(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        return path.isEmpty ? "" : " at " + (path.hasPrefix(".") ? String(path.dropFirst()) : path)
    }
}

/// Why an archive could not be read.
public struct ArchiveError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ reason: String) { description = reason }
}
