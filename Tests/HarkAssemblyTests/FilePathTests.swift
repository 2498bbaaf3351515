import Foundation
import Testing

@testable import HarkAssembly

@Suite struct FilePathTests {
    @Test func pathsAreTakenApartAndTidied() {
        #expect(FilePath.parent(of: "/opt/hark/bin/hark") == "/opt/hark/bin")
        #expect(FilePath.parent(of: "/hark") == "/")
        #expect(FilePath.parent(of: "hark") == ".")
        #expect(FilePath.extension(of: "/x/moods.yaml") == "yaml")
        #expect(FilePath.extension(of: "/x.d/README") == "")
        #expect(FilePath.extension(of: "/x/.hidden") == "")
    }

    /// Files are found in subfolders and through links to files; a linked folder is not entered
    /// (a link to a parent would never end); text is read whole.
    @Test func filesAreFoundAndRead() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hark-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/sub/deeper", withIntermediateDirectories: true)
        let big = String(repeating: "héllo wörld\n", count: 20_000)
        try big.write(toFile: root + "/a.yaml", atomically: true, encoding: .utf8)
        try "b".write(toFile: root + "/sub/deeper/b.yml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/sub/link.json", withDestinationPath: root + "/a.yaml")
        try FileManager.default.createSymbolicLink(atPath: root + "/sub/loop", withDestinationPath: root)
        #expect(FilePath.files(under: root).sorted() == [root + "/a.yaml", root + "/sub/deeper/b.yml", root + "/sub/link.json"])
        #expect(FilePath.kind(of: root) == .folder && FilePath.kind(of: root + "/a.yaml") == .file && FilePath.kind(of: root + "/nope") == nil)
        #expect(FilePath.text(of: root + "/a.yaml") == big)
        #expect(FilePath.text(of: root + "/nope") == nil)
        try Data([0x66, 0xFF, 0x66]).write(to: URL(fileURLWithPath: root + "/bad.yaml"))
        #expect(FilePath.text(of: root + "/bad.yaml") == nil)
    }
}
