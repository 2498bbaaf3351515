import Foundation

/// A model's weights: an array made by training, or bytes of a cache file mapped into memory,
/// read where they lie (only the pages of the features a sentence has are ever touched, so a
/// model of megabytes costs a start nothing).
struct Weights: Sendable {
    private enum Storage: Sendable {
        case array([Float])
        /// The bytes, and where the floats begin in them (a multiple of 4).
        case bytes(Data, offset: Int)
    }

    private let storage: Storage
    let count: Int

    init(_ array: [Float]) {
        storage = .array(array)
        count = array.count
    }

    /// `count` floats, little-endian, from `offset` in `data`; nil when they are not all there
    /// or not aligned.
    init?(_ data: Data, offset: Int, count: Int) {
        guard offset % 4 == 0, offset >= 0, count >= 0, data.count - offset >= count * 4 else { return nil }
        storage = .bytes(data, offset: offset)
        self.count = count
    }

    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Float>) -> R) -> R {
        switch storage {
        case .array(let array):
            return array.withUnsafeBufferPointer(body)
        case .bytes(let data, let offset):
            return data.withUnsafeBytes { raw in
                guard let base = raw.baseAddress else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
                let start = (base + offset).assumingMemoryBound(to: Float.self)
                return body(UnsafeBufferPointer(start: start, count: count))
            }
        }
    }

    subscript(index: Int) -> Float { withUnsafeBufferPointer { $0[index] } }
}
