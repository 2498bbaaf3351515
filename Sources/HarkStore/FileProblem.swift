import Foundation

/// Why a file other than the database (an export, an import, a calendar) could not be read or
/// written, in plain words naming its path: never Foundation's own text ("NSCocoaErrorDomain
/// error 512"), which is kept in `detail` for `--verbose`.
public struct FileProblem: Error, Sendable, CustomStringConvertible {
    /// What went wrong, naming the file, and what to do.
    public var description: String
    /// The error behind it, as Foundation gave it.
    public var detail: String?
    /// Whether it is that the file is there already and was not to be replaced (the command line
    /// exits 73, EX_CANTCREAT, rather than 74).
    public var alreadyExists = false

    public init(_ description: String, detail: String? = nil) {
        self.description = description
        self.detail = detail
    }

    /// `path` is there already, and nobody said to replace it: "PATH exists; add --force to
    /// replace it".
    public static func exists(_ path: String) -> FileProblem {
        var problem = FileProblem("\(path) exists; add --force to replace it")
        problem.alreadyExists = true
        return problem
    }

    /// Why `path` could not be written (`writing`) or read, from the error met doing it and
    /// what is at the path now.
    public init(_ error: any Error, path: String, writing: Bool) {
        let verb = writing ? "write" : "read"
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        let words: String
        if exists, isFolder.boolValue {
            words = writing ? "\(path) is a folder: give a file's name, like \(path)/memories.json"
                            : "\(path) is a folder, not a file"
        } else {
            switch Self.errno(of: error) {
            case ENOENT?, ENOTDIR?:
                words = writing ? "cannot write \(path): its folder does not exist" : "there is no file at \(path)"
            case EACCES?, EPERM?:
                words = "Hark may not \(verb) \(path): check its permissions and its folder's"
            case EROFS?:
                words = "cannot write \(path): it is on a read-only disk"
            case ENOSPC?, EDQUOT?:
                words = "cannot write \(path): the disk is full. Free some space and try again"
            case EISDIR?:
                words = "\(path) is a folder, not a file"
            default:
                words = "cannot \(verb) \(path); check the path and try again"
            }
        }
        self.init(words, detail: String(reflecting: error))
    }

    /// The system's error number behind a Foundation error, when it says one.
    private static func errno(of error: any Error) -> Int32? {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError {
            return errno(of: underlying)
        }
        guard error.domain == NSCocoaErrorDomain else { return nil }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return ENOENT
        case .fileReadNoPermission, .fileWriteNoPermission: return EACCES
        case .fileWriteVolumeReadOnly: return EROFS
        case .fileWriteOutOfSpace: return ENOSPC
        default: return nil
        }
    }
}
