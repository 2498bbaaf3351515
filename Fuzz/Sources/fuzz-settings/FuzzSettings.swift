import Foundation
import HarkAssembly

/// The settings file (`~/.config/hark/config.yaml`): read through `HarkConfiguration.load`, which
/// reads it from a path, so each input is written to a file of this process's own first.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size))
    _ = try? HarkConfiguration.load(environment: HarkEnvironment(["HARK_CONFIG": path, "HOME": home]))
    return 0
}

let home = NSTemporaryDirectory()
let path = home + "/hark-fuzz-settings-\(getpid()).yaml"
