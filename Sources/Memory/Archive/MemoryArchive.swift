import Foundation

/// Every memory with its tags, people and links, as a file: what `ExportMemories` and
/// `hark memory export` write and `hark memory import` reads (Docs/memory.md, "Export and
/// import"). Vectors are not in it: they are made again on import by the embedder in use.
public struct MemoryArchive: Codable, Sendable {
    /// Always "hark-memories".
    public var format: String
    /// The archive format's version: 1.
    public var version: Int
    public var exported: Date
    public var memories: [Memory]
    public var links: [Link]

    public static let formatName = "hark-memories"
    public static let currentVersion = 1

    public struct Memory: Codable, Sendable {
        /// Its id in the database it came from (links refer to it).
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
    }

    public struct Link: Codable, Sendable {
        public var from: Int64
        public var to: Int64
        public var weight: Double
    }

    public init(exported: Date, memories: [Memory], links: [Link]) {
        (format, version, self.exported, self.memories, self.links) = (Self.formatName, Self.currentVersion, exported, memories, links)
    }

    /// The archive as JSON: sorted keys, dates in ISO 8601, one memory per line for diffs.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self)
    }

    /// Reads an archive, with what is wrong said in words (and where, for JSON errors).
    public static func read(_ data: Data) throws(ArchiveError) -> MemoryArchive {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let archive: MemoryArchive
        do {
            archive = try decoder.decode(MemoryArchive.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            throw ArchiveError("it is not valid JSON (\(Self.describe(context)))")
        } catch let DecodingError.keyNotFound(key, context) {
            throw ArchiveError("“\(key.stringValue)” is missing (\(Self.describe(context)))")
        } catch let DecodingError.typeMismatch(_, context) {
            throw ArchiveError("a value has the wrong type (\(Self.describe(context)))")
        } catch let DecodingError.valueNotFound(_, context) {
            throw ArchiveError("a value is missing (\(Self.describe(context)))")
        } catch {
            throw ArchiveError("it could not be read: \(error)")
        }
        guard archive.format == formatName else { throw ArchiveError("it is not a Hark memory archive (format “\(archive.format)”)") }
        guard archive.version <= currentVersion else {
            throw ArchiveError("it was written by a newer Hark (archive version \(archive.version); this Hark reads up to \(currentVersion))")
        }
        return archive
    }

    private static func describe(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        let detail = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String ?? context.debugDescription
        return path.isEmpty ? detail : "at \(path.hasPrefix(".") ? String(path.dropFirst()) : path): \(detail)"
    }
}

/// Why an archive could not be read.
public struct ArchiveError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ reason: String) { description = reason }
}
