#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file mapped read-only into memory (not copied): the model's weights are read in place. The
/// only code in the module that touches the file system.
final class MappedFile: @unchecked Sendable {
    // @unchecked: the mapping is read-only and never changes after `init`; it is unmapped only when
    // the last reference goes.
    let path: String
    let bytes: UnsafeRawBufferPointer

    /// Maps `path` read-only.
    init(path: String) throws {
        self.path = path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw EmbeddingError(file: path, "cannot be opened (\(MappedFile.reason()))") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw EmbeddingError(file: path, "cannot be read (\(MappedFile.reason()))") }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw EmbeddingError(file: path, "is not a regular file") }
        let size = Int(status.st_size)
        guard size > 0 else {
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            throw EmbeddingError(file: path, "cannot be mapped into memory (\(MappedFile.reason()))")
        }
        bytes = UnsafeRawBufferPointer(start: address, count: size)
    }

    deinit {
        if let start = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: start), bytes.count) }
    }

    /// Whether a regular file exists at `path`.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// The whole file as UTF-8 text (invalid bytes are an error).
    static func text(path: String) throws -> String {
        let file = try MappedFile(path: path)
        guard let text = String(validating: file.bytes, as: UTF8.self) else {
            throw EmbeddingError(file: path, "is not valid UTF-8 text")
        }
        return text
    }

    /// A small file read to its end with read(2) (for /proc files, which report no size), or nil.
    static func procText(path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count < 16_000_000 {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += chunk[0 ..< count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
