import Foundation

/// Vectors as stored: Float32 numbers, little-endian, one after another (1 KB for 256 numbers).
public enum VectorBlob {
    public static func data(_ vector: [Float]) -> Data {
        #if _endian(little)
        // The numbers' bytes as they lie in memory are the stored bytes.
        return vector.withUnsafeBytes { Data($0) }
        #else
        var data = Data(capacity: vector.count * 4)
        for value in vector { withUnsafeBytes(of: value.bitPattern.littleEndian) { data.append(contentsOf: $0) } }
        return data
        #endif
    }

    /// The vector in `data`; nil when its length is not `dimensions` numbers (a vector made by
    /// another embedder, or damaged).
    public static func vector(_ data: Data, dimensions: Int) -> [Float]? {
        guard data.count == dimensions * 4 else { return nil }
        var vector = [Float](repeating: 0, count: dimensions)
        data.withUnsafeBytes { bytes in
            for index in 0..<dimensions {
                vector[index] = Float(bitPattern: UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)))
            }
        }
        return vector
    }
}
