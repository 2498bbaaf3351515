// `swift run -c release embed-benchmark MODEL_FOLDER [TEXTS_FILE]`: the sentence encoder's load
// time, one short sentence (median of 200), 1,000 mixed sentences (the texts file cycled, escapes
// decoded as Benchmarks/Embedding/reference.py does), and peak memory. The sentence-transformers
// side: `HF_HUB_OFFLINE=1 python Benchmarks/Embedding/reference.py MODEL_FOLDER --benchmark`.
import Embedding
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: embed-benchmark MODEL_FOLDER [TEXTS_FILE]\n".utf8))
    exit(2)
}
let textsPath = arguments.count > 2 ? arguments[2] : "Benchmarks/Embedding/texts.txt"
let short = "Remind me to call mom tomorrow at 5pm."

/// The texts file's lines with \n, \t, \r, \\ and \u{HEX} decoded.
func texts(_ path: String) throws -> [String] {
    let contents = try String(contentsOfFile: path, encoding: .utf8)
    var lines = contents.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines.map { line in
        var out = String.UnicodeScalarView()
        var scalars = Array(line.unicodeScalars)[...]
        while let first = scalars.popFirst() {
            guard first == "\\", let next = scalars.first else { out.append(first); continue }
            switch next {
            case "n": out.append("\n"); scalars.removeFirst()
            case "t": out.append("\t"); scalars.removeFirst()
            case "r": out.append("\r"); scalars.removeFirst()
            case "\\": out.append("\\"); scalars.removeFirst()
            case "u" where scalars.dropFirst().first == "{":
                if let close = scalars.firstIndex(of: "}"),
                   let value = UInt32(String(String.UnicodeScalarView(scalars[(scalars.startIndex + 2) ..< close])), radix: 16),
                   let scalar = Unicode.Scalar(value) {
                    out.append(scalar)
                    scalars = scalars[(close + 1)...]
                } else {
                    out.append(first)
                }
            default: out.append(first)
            }
        }
        return String(out)
    }
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// User and system CPU time of the process so far, in seconds.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// Peak resident memory (VmHWM) in MB.
func peakMemory() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
    return kilobytes / 1024
}

do {
    let clock = ContinuousClock()
    var encoder: SentenceEncoder?
    let load = clock.measure { encoder = try? SentenceEncoder(folder: arguments[1]) }
    guard let encoder else {
        _ = try SentenceEncoder(folder: arguments[1])   // throws the reason
        exit(1)
    }
    for _ in 0 ..< 20 { _ = encoder.encode([short]) }
    let single = (0 ..< 200).map { _ in milliseconds(clock.measure { _ = encoder.encode([short]) }) }
    let all = try texts(textsPath)
    let mixed = (0 ..< 1000).map { all[$0 % all.count] }
    _ = encoder.encode(Array(mixed.prefix(64)))
    let cpuBefore = cpuSeconds()
    let batch = (0 ..< 3).map { _ in milliseconds(clock.measure { _ = encoder.encode(mixed) }) }
    let cpuPerRun = (cpuSeconds() - cpuBefore) / 3
    let batchMedian = median(batch)
    print("Hark Embedding (\(encoder.name), \(encoder.dimensions) dimensions), \(ProcessInfo.processInfo.activeProcessorCount) cores")
    print("load: \(String(format: "%.0f", milliseconds(load))) ms")
    print("one short sentence: median \(String(format: "%.2f", median(single))) ms (of 200)")
    print("1,000 mixed sentences: median \(String(format: "%.0f", batchMedian)) ms (of 3), \(String(format: "%.0f", 1000 / (batchMedian / 1000))) sentences/s")
    print("  CPU time per 1,000: \(String(format: "%.0f", cpuPerRun * 1000)) ms")
    print("peak memory: \(String(format: "%.0f", peakMemory())) MB")
} catch {
    FileHandle.standardError.write(Data("embed-benchmark: \(error)\n".utf8))
    exit(1)
}
