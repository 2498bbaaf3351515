import Foundation
import HarkAssembly
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Tells when the files in a folder or any of its subfolders change (every folder shortcuts are
/// read from: `FilePath.folders(under:)`): through inotify where the folder exists (no
/// polling), else by looking every `pollInterval` seconds until it does. A subfolder made later
/// is watched from the next change on (its making is one). Changes close together are told
/// once, `settle` seconds after the last (an editor writes a file in several steps).
final class FolderWatcher: Sendable {
    static let pollInterval: TimeInterval = 10
    static let settle: TimeInterval = 0.3

    private let folder: String
    private let changed: @Sendable () -> Void
    private let stopped = Atomic<Bool>(false)

    init(folder: String, changed: @escaping @Sendable () -> Void) {
        self.folder = folder
        self.changed = changed
    }

    func start() {
        let thread = Thread { [self] in watch() }
        thread.name = "hark-folder-watcher"
        thread.start()
    }

    func stop() { stopped.store(true, ordering: .relaxed) }

    private func watch() {
        while !stopped.load(ordering: .relaxed) {
            var info = stat()
            guard stat(folder, &info) == 0 else {
                Thread.sleep(forTimeInterval: Self.pollInterval)
                // The folder appeared (or is still missing): tell, and watch it if it is there.
                if stat(folder, &info) == 0 { changed() }
                continue
            }
            let descriptor = inotify_init1(Int32(IN_CLOEXEC))
            let root = descriptor >= 0 ? inotify_add_watch(descriptor, folder, Self.mask) : -1
            guard root >= 0 else {
                if descriptor >= 0 { close(descriptor) }
                Thread.sleep(forTimeInterval: Self.pollInterval)
                changed()
                continue
            }
            watchSubfolders(descriptor)
            readEvents(descriptor, root: root)
            close(descriptor)
        }
    }

    private static let mask = UInt32(IN_CREATE | IN_DELETE | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE_SELF | IN_MOVE_SELF | IN_ATTRIB)

    /// Adds a watch for every subfolder (one already watched keeps its watch; a removed one's
    /// watch goes with it).
    private func watchSubfolders(_ descriptor: Int32) {
        for subfolder in FilePath.folders(under: folder) {
            _ = inotify_add_watch(descriptor, subfolder, Self.mask)
        }
    }

    /// Reads events until the folder itself (watch `root`) goes away.
    private func readEvents(_ descriptor: Int32, root: Int32) {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while !stopped.load(ordering: .relaxed) {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            var folderGone = Self.folderGone(in: buffer, count: count, root: root)
            // Let a burst of events settle, then drain them without blocking.
            Thread.sleep(forTimeInterval: Self.settle)
            let flags = fcntl(descriptor, F_GETFL)
            _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
            while true {
                let more = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard more > 0 else { break }
                folderGone = Self.folderGone(in: buffer, count: more, root: root) || folderGone
            }
            _ = fcntl(descriptor, F_SETFL, flags)
            if !folderGone { watchSubfolders(descriptor) }
            changed()
            if folderGone { return }
        }
    }

    /// Whether the events read say that the folder itself (watch `root`, not a subfolder) was
    /// removed or moved.
    private static func folderGone(in buffer: [UInt8], count: Int, root: Int32) -> Bool {
        var offset = 0, gone = false
        while offset + MemoryLayout<inotify_event>.size <= count {
            let (watch, mask, length) = buffer.withUnsafeBytes { bytes in
                let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                return (event.wd, event.mask, Int(event.len))
            }
            if watch == root, mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0 { gone = true }
            offset += MemoryLayout<inotify_event>.size + length
        }
        return gone
    }
}
