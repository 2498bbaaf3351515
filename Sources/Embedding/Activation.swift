#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The elementwise functions of the forward pass: exact (erf) GELU, LayerNorm and softmax.
enum Activation {
    typealias Vector = SIMD8<Float>

    /// GELU with the error function, x · ½ · (1 + erf(x / √2)), in place over `count` floats.
    static func gelu(_ values: UnsafeMutablePointer<Float>, count: Int) {
        let half = Vector(repeating: 0.5), scale = Vector(repeating: 0.7071067811865476)
        var index = 0
        while index + 8 <= count {
            let x = UnsafeRawPointer(values + index).loadUnaligned(as: Vector.self)
            let y = x * half * (Vector(repeating: 1) + erf(x * scale))
            UnsafeMutableRawPointer(values + index).storeBytes(of: y, as: Vector.self)
            index += 8
        }
        while index < count {
            let x = values[index]
            values[index] = x * 0.5 * (1 + erff(x * 0.7071067811865476))
            index += 1
        }
    }

    /// erf for single precision, eight at a time: the rational approximation Eigen and XLA use
    /// (a degree-13 odd numerator over a degree-8 even denominator on [-4, 4], where erf is ±1 to
    /// float precision beyond), within a few float ulps of the true value.
    @inline(__always)
    static func erf(_ input: Vector) -> Vector {
        let x = input.clamped(lowerBound: Vector(repeating: -4), upperBound: Vector(repeating: 4))
        let x2 = x * x
        var p = Vector(repeating: -2.72614225801306e-10)
        p = p * x2 + Vector(repeating: 2.77068142495902e-08)
        p = p * x2 + Vector(repeating: -2.10102402082508e-06)
        p = p * x2 + Vector(repeating: -5.69250639462346e-05)
        p = p * x2 + Vector(repeating: -7.34990630326855e-04)
        p = p * x2 + Vector(repeating: -2.95459980854025e-03)
        p = p * x2 + Vector(repeating: -1.60960333262415e-02)
        p = p * x
        var q = Vector(repeating: -1.45660718464996e-05)
        q = q * x2 + Vector(repeating: -2.13374055278905e-04)
        q = q * x2 + Vector(repeating: -1.68282697438203e-03)
        q = q * x2 + Vector(repeating: -7.37332916720468e-03)
        q = q * x2 + Vector(repeating: -1.42647390514189e-02)
        return p / q
    }

    /// LayerNorm of each of `rows` rows of `width` floats, in place: (x − mean) / √(variance + ε),
    /// scaled and shifted.
    static func layerNorm(_ values: UnsafeMutablePointer<Float>, rows: Int, width: Int, _ norm: Norm, epsilon: Float) {
        for row in 0 ..< rows {
            let x = values + row * width
            var sum: Float = 0
            for index in 0 ..< width { sum += x[index] }
            let mean = sum / Float(width)
            var squares: Float = 0
            for index in 0 ..< width {
                let d = x[index] - mean
                squares += d * d
            }
            let inverse = 1 / (squares / Float(width) + epsilon).squareRoot()
            for index in 0 ..< width {
                x[index] = (x[index] - mean) * inverse * norm.weight[index] + norm.bias[index]
            }
        }
    }

    /// softmax over `count` floats, in place.
    static func softmax(_ values: UnsafeMutablePointer<Float>, count: Int) {
        var largest = -Float.infinity
        for index in 0 ..< count { largest = max(largest, values[index]) }
        var sum: Float = 0
        for index in 0 ..< count {
            let e = expf(values[index] - largest)
            values[index] = e
            sum += e
        }
        let inverse = 1 / sum
        for index in 0 ..< count { values[index] *= inverse }
    }
}
