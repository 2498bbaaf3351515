/// A `.safetensors` file read in place: an 8-byte little-endian header length, a JSON header
/// naming each tensor's dtype, shape and byte range, then the data. Strict: every entry is checked
/// (known dtype, shape matching its byte range, ranges inside the data and not overlapping), and
/// the header may be at most 100 MB.
struct SafeTensors: Sendable {
    /// One tensor's entry in the header.
    struct Entry: Sendable {
        let dtype: String
        let shape: [Int]
        /// Byte range within the whole file.
        let range: Range<Int>
    }

    static let headerLimit = 100_000_000
    static let dtypeSizes: [String: Int] = [
        "BOOL": 1, "U8": 1, "I8": 1, "F8_E4M3": 1, "F8_E5M2": 1, "I16": 2, "U16": 2, "F16": 2, "BF16": 2,
        "I32": 4, "U32": 4, "F32": 4, "I64": 8, "U64": 8, "F64": 8,
    ]

    let file: MappedFile
    let entries: [String: Entry]

    /// Maps and checks the file at `path`.
    init(path: String) throws {
        try self.init(file: MappedFile(path: path))
    }

    init(file: MappedFile) throws {
        self.file = file
        let path = file.path
        let bytes = file.bytes
        guard bytes.count >= 8 else { throw EmbeddingError(file: path, "is too short for a safetensors header (\(bytes.count) bytes)") }
        var length: UInt64 = 0
        for index in 0 ..< 8 { length |= UInt64(bytes[index]) << (8 * UInt64(index)) }
        guard length <= UInt64(Self.headerLimit) else {
            throw EmbeddingError(file: path, "declares a \(length)-byte header, over the \(Self.headerLimit)-byte limit")
        }
        let headerEnd = 8 + Int(length)
        guard headerEnd <= bytes.count else {
            throw EmbeddingError(file: path, "declares a \(length)-byte header but the file has only \(bytes.count - 8) bytes after the length")
        }
        let header: JSONValue
        do {
            header = try JSONValue.parse(UnsafeRawBufferPointer(rebasing: bytes[8 ..< headerEnd]))
        } catch {
            throw EmbeddingError(file: path, "has a header that is not JSON: \(error.message)")
        }
        guard case let .object(members) = header else { throw EmbeddingError(file: path, "has a header that is not a JSON object") }
        let dataSize = bytes.count - headerEnd
        var entries: [String: Entry] = [:]
        for (name, value) in members where name != "__metadata__" {
            guard entries[name] == nil else { throw EmbeddingError(file: path, "names tensor '\(name)' twice") }
            entries[name] = try Self.entry(name, value, dataStart: headerEnd, dataSize: dataSize, path: path)
        }
        // Byte ranges may not overlap (the format's rule; a crafted file could alias tensors).
        let ranges = entries.map { ($0.key, $0.value.range) }.filter { !$0.1.isEmpty }.sorted { $0.1.lowerBound < $1.1.lowerBound }
        for (earlier, later) in zip(ranges, ranges.dropFirst()) where later.1.lowerBound < earlier.1.upperBound {
            throw EmbeddingError(file: path, "has tensors '\(earlier.0)' and '\(later.0)' whose data overlap")
        }
        self.entries = entries
    }

    private static func entry(_ name: String, _ value: JSONValue, dataStart: Int, dataSize: Int, path: String) throws -> Entry {
        func bad(_ problem: String) -> EmbeddingError { EmbeddingError(file: path, "tensor '\(name)': \(problem)") }
        guard case let .string(dtype)? = value["dtype"] else { throw bad("has no dtype") }
        guard let size = dtypeSizes[dtype] else { throw bad("has unknown dtype '\(dtype)'") }
        guard case let .array(dimensions)? = value["shape"] else { throw bad("has no shape") }
        var shape: [Int] = []
        var count = 1
        for dimension in dimensions {
            guard let extent = dimension.integer, extent >= 0, extent <= Int(Int32.max) else { throw bad("has an invalid shape") }
            shape.append(extent)
            let (product, overflow) = count.multipliedReportingOverflow(by: extent)
            guard !overflow, product <= dataSize else { throw bad("has a shape \(shape) larger than the file") }
            count = product
        }
        guard case let .array(offsets)? = value["data_offsets"], offsets.count == 2,
              let begin = offsets[0].integer, let end = offsets[1].integer else { throw bad("has no data_offsets pair") }
        guard 0 <= begin, begin <= end, end <= dataSize else {
            throw bad("has data_offsets [\(begin), \(end)] outside the \(dataSize) bytes of data")
        }
        guard end - begin == count * size else {
            throw bad("has \(end - begin) bytes of data but shape \(shape) of \(dtype) needs \(count * size)")
        }
        return Entry(dtype: dtype, shape: shape, range: dataStart + begin ..< dataStart + end)
    }

    /// The F32 tensor `name` with exactly `shape`, as a pointer into the mapping; an error naming
    /// the file and the tensor if it is missing or different.
    func floats(_ name: String, shape: [Int]) throws -> UnsafePointer<Float> {
        guard let entry = entries[name] else { throw EmbeddingError(file: file.path, "has no tensor '\(name)'") }
        guard entry.dtype == "F32" else { throw EmbeddingError(file: file.path, "tensor '\(name)' is \(entry.dtype), not F32") }
        guard entry.shape == shape else { throw EmbeddingError(file: file.path, "tensor '\(name)' has shape \(entry.shape), not \(shape)") }
        guard let base = file.bytes.baseAddress, !entry.range.isEmpty else {
            throw EmbeddingError(file: file.path, "tensor '\(name)' is empty")
        }
        let address = base + entry.range.lowerBound
        guard Int(bitPattern: address) % MemoryLayout<Float>.alignment == 0 else {
            throw EmbeddingError(file: file.path, "tensor '\(name)' is not aligned to 4 bytes")
        }
        return address.assumingMemoryBound(to: Float.self)
    }
}
