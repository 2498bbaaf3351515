import Foundation

/// A model as bytes, to keep between runs: the length of a text header, the header (format,
/// bits, thresholds, the sentence encoder and its vectors' length, labels) padded so that what
/// follows starts on a multiple of 16, then the biases, the weights, the dense weights (none
/// without an encoder) and the value tagger's weights (none without one) as little-endian 32-bit
/// floats; the header's last line before the labels is the tagger's bits (0: none). Read back from a mapped file, the
/// weights are used where they lie (`Weights`).
extension IntentModel {
    /// The length of the sentence vectors the dense part weighs (0 without one).
    var denseDimensions: Int { dense.map { $0.count / max(1, labels.count) } ?? 0 }

    static let magic = "hark-reader 7"

    public func archived() -> Data {
        var header = ([Self.magic, String(features.bits), String(thresholds.act), String(thresholds.actWhenFitted),
                       String(thresholds.actWithValues), String(thresholds.ask), denseEncoder ?? "", String(denseDimensions),
                       String(valueTagger?.bits ?? 0), String(labels.count)] + labels)
            .joined(separator: "\n") + "\n"
        // "LENGTH\n" + header, padded with spaces to a multiple of 16 bytes.
        while (String(header.utf8.count).utf8.count + 1 + header.utf8.count) % 16 != 0 { header += " " }
        var bytes = Data((String(header.utf8.count) + "\n" + header).utf8)
        bias.withUnsafeBytes { bytes.append(contentsOf: $0) }
        weights.withUnsafeBufferPointer { bytes.append(UnsafeBufferPointer(start: $0.baseAddress, count: $0.count)) }
        dense?.withUnsafeBufferPointer { bytes.append(UnsafeBufferPointer(start: $0.baseAddress, count: $0.count)) }
        valueTagger?.weights.withUnsafeBufferPointer { bytes.append(UnsafeBufferPointer(start: $0.baseAddress, count: $0.count)) }
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
        guard lines.count >= 10, lines[0] == Self.magic, let bits = Int(lines[1]), (8 ... 24).contains(bits),
              let act = Double(lines[2]), let fitted = Double(lines[3]), let valued = Double(lines[4]), let ask = Double(lines[5]),
              let dimensions = Int(lines[7]), (0 ... 4096).contains(dimensions),
              let taggerBits = Int(lines[8]), taggerBits == 0 || (8 ... 24).contains(taggerBits),
              let count = Int(lines[9]), (1 ... 100_000).contains(count), lines.count >= 10 + count else { return nil }
        let encoder = lines[6].isEmpty ? nil : lines[6]
        guard (encoder == nil) == (dimensions == 0) else { return nil }
        let labels = Array(lines[10 ..< 10 + count])
        let start = newline + 1 + length - bytes.startIndex
        let data = bytes.startIndex == 0 ? bytes : Data(bytes)
        guard data.count >= start + count * 4 else { return nil }
        var bias = [Float](repeating: 0, count: count)
        bias.withUnsafeMutableBytes { target in
            data.withUnsafeBytes { source in target.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[start ..< start + count * 4])) }
        }
        let weightsStart = start + count * 4, denseStart = weightsStart + (1 << bits) * count * 4
        let taggerStart = denseStart + dimensions * count * 4, taggerCount = taggerBits == 0 ? 0 : 1 << taggerBits
        guard bias.allSatisfy(\.isFinite), data.count == taggerStart + taggerCount * 4,
              let weights = Weights(data, offset: weightsStart, count: (1 << bits) * count) else { return nil }
        let dense = dimensions == 0 ? nil : Weights(data, offset: denseStart, count: dimensions * count)
        guard dimensions == 0 || dense != nil else { return nil }
        let tagger = taggerBits == 0 ? nil : Weights(data, offset: taggerStart, count: taggerCount)
        guard taggerBits == 0 || tagger != nil else { return nil }
        self.init(labels: labels, features: NGramFeatures(bits: bits), weights: weights, bias: bias,
                  thresholds: .init(act: act, actWhenFitted: fitted, actWithValues: valued, ask: ask), dense: dense, denseEncoder: encoder)
        valueTagger = tagger.map { ValueTagger(bits: taggerBits, weights: $0) }
    }
}
