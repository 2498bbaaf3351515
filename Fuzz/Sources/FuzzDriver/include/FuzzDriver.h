#ifndef HARK_FUZZ_DRIVER_H
#define HARK_FUZZ_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (linked in by `-sanitize=fuzzer`), run from a target's own `main`: SwiftPM
/// gives every executable a `main` of its own, so libFuzzer's is never linked.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));

#endif
