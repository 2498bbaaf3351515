/// The instructions this build of the module needs: on x86-64 it is built for AVX2 and FMA
/// (Package.swift's `embeddingFlags`), which a CPU from before 2013–2015 lacks.
enum ProcessorCheck {
    /// Throws if the module was built for AVX2 and FMA and /proc/cpuinfo says this CPU lacks them.
    static func require() throws {
        #if EMBEDDING_AVX2
        guard let info = MappedFile.procText(path: "/proc/cpuinfo"),
              let flags = info.split(separator: "\n").first(where: { $0.hasPrefix("flags") }) else { return }
        let words = Set(flags.split(separator: " "))
        guard words.contains("avx2"), words.contains("fma") else {
            throw EmbeddingError(file: "/proc/cpuinfo", "this CPU lacks AVX2 or FMA, which this build of the embedding module needs (rebuild with HARK_EMBEDDING_BASELINE=1)")
        }
        #endif
    }
}
