import Foundation
import HarkRuntime
import IntentKit
import LearnedReader
import PhraseKit
import SpokenKit

/// Keeps Hark's compiled phrases between runs, in `$XDG_CACHE_HOME/hark` (else `~/.cache/hark`),
/// so that a command starts without reading and compiling its phrase files. An entry is named
/// after everything it was made from — this program file (with its built-in phrases) and every
/// phrase file read from disk (path, size, modification time, inode) — so any change makes a new one; a missing, damaged or unwritable
/// cache only means compiling again. `HARK_NO_CACHE=1` turns it off (`HarkConfiguration`).
enum PhraseCache {
    static let prefix = "phrases-"

    /// The cache file in `cacheFolder` for phrases read from `files` (on disk) and the program
    /// (the built-in ones); nil when a file vanished while it was being named.
    static func entry(for files: [String], in cacheFolder: String, prefix: String = prefix) -> String? {
        var key = "format 2\n"
        for path in [FilePath.executable()] + files {
            guard let stamp = FilePath.stamp(of: path) else { return nil }
            key += path + "\t" + stamp + "\n"
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return cacheFolder + "/" + prefix + String(hash, radix: 16) + ".bin"
    }

    /// The runtime kept in `entry`, if it is there and sound.
    static func runtime(at entry: String, registry: IntentRegistry, dayMonthOrder: SpokenContext.DayMonthOrder?,
                        phrases: @escaping @Sendable () -> PhraseSet) -> Runtime? {
        guard let bytes = FilePath.bytes(of: entry) else { return nil }
        return Runtime(registry: registry, archive: bytes, dayMonthOrder: dayMonthOrder, phrases: phrases)
    }

    /// Keeps `runtime` in `entry` (written whole, then renamed into place) and removes older
    /// entries; failures are ignored: the cache is only a shortcut.
    static func keep(_ runtime: Runtime, at entry: String) {
        store(runtime.archived(), at: entry, replacing: prefix)
    }

    static let readerPrefix = "reader-"

    /// The learned reader's model kept in `entry`, if it is there and sound.
    /// The file is mapped, not read: only the weights a sentence uses are ever paged in.
    static func model(at entry: String) -> IntentModel? {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: entry), options: .alwaysMapped) else { return nil }
        return IntentModel(archive: data)
    }

    /// Keeps `model` in `entry` as `keep(_:at:)` keeps a runtime.
    static func keep(_ model: IntentModel, at entry: String) {
        store(Array(model.archived()), at: entry, replacing: readerPrefix)
    }

    /// Writes `bytes` to `entry` whole, renames it into place, and removes the other entries whose
    /// names begin with `prefix`.
    private static func store(_ bytes: [UInt8], at entry: String, replacing prefix: String) {
        let folder = FilePath.parent(of: entry)
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return }
        let temporary = entry + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else { return }
        guard rename(temporary, entry) == 0 else { unlink(temporary); return }
        let name = entry[entry.index(after: entry.lastIndex(of: "/") ?? entry.startIndex)...]
        for other in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        where other.hasPrefix(prefix) && other != name && !other.hasSuffix(".tmp") {
            unlink(folder + "/" + other)
        }
    }
}
