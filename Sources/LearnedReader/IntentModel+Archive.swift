import Foundation

/// A model as bytes, to keep between runs: the length of a text header, the header (format,
/// bits, thresholds, labels) padded so that what follows starts on a multiple of 16, then the
/// biases and the weights as little-endian 32-bit floats. Read back from a mapped file, the
/// weights are used where they lie (`Weights`).
extension IntentModel {
    static let magic = "hark-reader 5"

    public func archived() -> Data {
        var header = ([Self.magic, String(features.bits), String(thresholds.act), String(thresholds.actWhenFitted),
                       String(thresholds.actWithValues), String(thresholds.ask), String(labels.count)] + labels)
            .joined(separator: "\n") + "\n"
        // "LENGTH\n" + header, padded with spaces to a multiple of 16 bytes.
        while (String(header.utf8.count).utf8.count + 1 + header.utf8.count) % 16 != 0 { header += " " }
        var bytes = Data((String(header.utf8.count) + "\n" + header).utf8)
        bias.withUnsafeBytes { bytes.append(contentsOf: $0) }
        weights.withUnsafeBufferPointer { bytes.append(UnsafeBufferPointer(start: $0.baseAddress, count: $0.count)) }
        return bytes
    }

    /// The model in `bytes` from `archived()` (a mapped file is read where it lies), or nil when
    /// they are not one (a damaged or older cache entry: train again).
    public init?(archive bytes: Data) {
        guard let newline = bytes.prefix(16).firstIndex(of: 10),
              let length = Int(String(decoding: bytes[bytes.startIndex ..< newline], as: UTF8.self)),
              length > 0, newline + 1 + length <= bytes.endIndex else { return nil }
        let lines = String(decoding: bytes[(newline + 1) ..< (newline + 1 + length)], as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 7, lines[0] == Self.magic, let bits = Int(lines[1]), (8 ... 24).contains(bits),
              let act = Double(lines[2]), let fitted = Double(lines[3]), let valued = Double(lines[4]), let ask = Double(lines[5]),
              let count = Int(lines[6]), (1 ... 100_000).contains(count), lines.count >= 7 + count else { return nil }
        let labels = Array(lines[7 ..< 7 + count])
        let start = newline + 1 + length - bytes.startIndex
        let data = bytes.startIndex == 0 ? bytes : Data(bytes)
        guard data.count >= start + count * 4 else { return nil }
        var bias = [Float](repeating: 0, count: count)
        bias.withUnsafeMutableBytes { target in
            data.withUnsafeBytes { source in target.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[start ..< start + count * 4])) }
        }
        guard bias.allSatisfy(\.isFinite), let weights = Weights(data, offset: start + count * 4, count: (1 << bits) * count) else { return nil }
        self.init(labels: labels, features: NGramFeatures(bits: bits), weights: weights, bias: bias,
                  thresholds: .init(act: act, actWhenFitted: fitted, actWithValues: valued, ask: ask))
    }
}
