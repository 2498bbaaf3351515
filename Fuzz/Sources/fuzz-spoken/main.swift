import FuzzDriver
import Glibc

// libFuzzer's driver, testing each input with `fuzz` (the other file): SwiftPM gives an executable
// a `main` of its own, so libFuzzer's is not the one linked.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    guard let data else { return 0 }
    return fuzz(data, size)
})
