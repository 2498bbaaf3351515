/// A model as bytes, to keep between runs: a header in text (format, bits, thresholds, labels),
/// then the weights as little-endian 32-bit floats, copied back in one move.
extension IntentModel {
    static let magic = "hark-reader 3"

    public func archived() -> [UInt8] {
        let header = ([Self.magic, String(features.bits), String(thresholds.act), String(thresholds.actWhenFitted), String(thresholds.actWhenShort),
                       String(thresholds.ask),
                       String(labels.count)] + labels)
            .joined(separator: "\n") + "\n"
        var bytes = Array(String(header.utf8.count).utf8) + [10] + Array(header.utf8)
        for array in [bias, weights] {
            array.withUnsafeBytes { bytes.append(contentsOf: $0) }
        }
        return bytes
    }

    /// The model in `bytes` from `archived()`, or nil when they are not one (a damaged or older
    /// cache entry: train again).
    public init?(archive bytes: [UInt8]) {
        guard let newline = bytes.firstIndex(of: 10), let length = Int(String(decoding: bytes[..<newline], as: UTF8.self)),
              length > 0, newline + 1 + length <= bytes.count else { return nil }
        let lines = String(decoding: bytes[(newline + 1) ..< (newline + 1 + length)], as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 7, lines[0] == Self.magic, let bits = Int(lines[1]), (8 ... 24).contains(bits),
              let act = Double(lines[2]), let fitted = Double(lines[3]), let short = Double(lines[4]), let ask = Double(lines[5]),
              let count = Int(lines[6]), count > 0, lines.count >= 7 + count else { return nil }
        let labels = Array(lines[7 ..< 7 + count])
        let floats = count + (1 << bits) * count
        let start = newline + 1 + length
        guard bytes.count - start == floats * 4 else { return nil }
        var values = [Float](repeating: 0, count: floats)
        values.withUnsafeMutableBytes { target in
            bytes.withUnsafeBytes { source in
                target.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[start...]))
            }
        }
        guard values.allSatisfy(\.isFinite) else { return nil }
        self.init(labels: labels, features: NGramFeatures(bits: bits), weights: Array(values[count...]), bias: Array(values[..<count]),
                  thresholds: .init(act: act, actWhenFitted: fitted, actWhenShort: short, ask: ask))
    }
}
