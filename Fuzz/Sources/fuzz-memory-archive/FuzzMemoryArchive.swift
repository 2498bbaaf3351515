import Foundation
import Memory

/// A memory archive (`hark memory export`'s JSON): read, or refused with what is wrong.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? MemoryArchive.read(Data(bytes: data, count: size))
    return 0
}
