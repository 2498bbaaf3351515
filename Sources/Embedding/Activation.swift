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
        var x = input
        x.replace(with: Vector(repeating: 4), where: x .> 4)
        x.replace(with: Vector(repeating: -4), where: x .< -4)
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
        let vectorEnd = width / 8 * 8
        for row in 0 ..< rows {
            let x = values + row * width
            var sums = Vector()
            var index = 0
            while index < vectorEnd { sums += load(x + index); index += 8 }
            var sum = sums.sum()
            while index < width { sum += x[index]; index += 1 }
            let mean = sum / Float(width)
            var squares = Vector()
            index = 0
            while index < vectorEnd {
                let d = load(x + index) - mean
                squares += d * d
                index += 8
            }
            var square = squares.sum()
            while index < width { square += (x[index] - mean) * (x[index] - mean); index += 1 }
            let inverse = 1 / (square / Float(width) + epsilon).squareRoot()
            index = 0
            while index < vectorEnd {
                let y = (load(x + index) - mean) * inverse * load(norm.weight + index) + load(norm.bias + index)
                UnsafeMutableRawPointer(x + index).storeBytes(of: y, as: Vector.self)
                index += 8
            }
            while index < width {
                x[index] = (x[index] - mean) * inverse * norm.weight[index] + norm.bias[index]
                index += 1
            }
        }
    }

    @inline(__always)
    static func load(_ pointer: UnsafePointer<Float>) -> Vector {
        UnsafeRawPointer(pointer).loadUnaligned(as: Vector.self)
    }

    @inline(__always)
    static func load(_ pointer: UnsafeMutablePointer<Float>) -> Vector {
        UnsafeRawPointer(pointer).loadUnaligned(as: Vector.self)
    }

    /// softmax over `count` floats, in place.
    static func softmax(_ values: UnsafeMutablePointer<Float>, count: Int) {
        var largest = -Float.infinity
        for index in 0 ..< count { largest = max(largest, values[index]) }
        var sums = Vector()
        var sum: Float = 0
        var index = 0
        while index + 8 <= count {
            let e = exp(load(values + index) - largest)
            UnsafeMutableRawPointer(values + index).storeBytes(of: e, as: Vector.self)
            sums += e
            index += 8
        }
        while index < count {
            let e = expf(values[index] - largest)
            values[index] = e
            sum += e
            index += 1
        }
        sum += sums.sum()
        let inverse = 1 / sum
        for index in 0 ..< count { values[index] *= inverse }
    }

    /// eˣ for single precision, eight at a time (Cephes' expf: x = n·ln 2 + r, a degree-6
    /// polynomial for eʳ, 2ⁿ put in the exponent bits), within a couple of float ulps; inputs are
    /// clamped to [−87.3, 88.3], where the result stays a normal float.
    @inline(__always)
    static func exp(_ input: Vector) -> Vector {
        var x = input
        x.replace(with: Vector(repeating: 88.3762626647949), where: x .> 88.3762626647949)
        x.replace(with: Vector(repeating: -87.3365447504019), where: x .< -87.3365447504019)
        // n = round(x / ln 2), by adding 1.5 · 2²³: the sum's low mantissa bits are then n.
        let shifted = x * 1.44269504088896341 + 12_582_912
        let n = shifted - 12_582_912
        x = x - n * 0.693359375 + n * 2.12194440e-4
        var p = Vector(repeating: 1.9875691500e-4)
        p = p * x + 1.3981999507e-3
        p = p * x + 8.3334519073e-3
        p = p * x + 4.1665795894e-2
        p = p * x + 1.6666665459e-1
        p = p * x + 5.0000001201e-1
        p = p * x * x + x + 1
        let exponent = (unsafeBitCast(shifted, to: SIMD8<Int32>.self) &- 0x4B40_0000 &+ 127) &<< 23
        return p * unsafeBitCast(exponent, to: Vector.self)
    }
}
