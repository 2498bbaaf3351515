/// The linear layers' matrix product, out = a · wᵀ + bias, with `w` in PyTorch's [outputs][inputs]
/// layout read in place. Each output is a dot product of two contiguous rows, so the kernel works
/// on tiles of 4 input rows × 3 weight rows: twelve running sums (8 wide; 4 on x86-64 without AVX2) kept in registers, each
/// loaded row reused three or four times.
enum MatrixMultiply {
    #if arch(x86_64) && !EMBEDDING_AVX2
    /// SSE's registers are 4 wide, and there are 16: twelve 4-wide sums fit, twelve 8-wide do not.
    typealias Vector = SIMD4<Float>
    #else
    typealias Vector = SIMD8<Float>
    #endif
    static let width = Vector.scalarCount

    /// Writes columns `columns` of out[rows × layer.outputs] = a[rows × layer.inputs] · wᵀ + bias.
    static func linear(_ a: UnsafePointer<Float>, rows: Int, _ layer: Linear, into out: UnsafeMutablePointer<Float>, columns: Range<Int>) {
        let k = layer.inputs
        let n = layer.outputs
        // Blocks of 48 weight rows (72 KB at k = 384) stay in the core's cache while every input
        // row passes them.
        let block = 48
        var blockStart = columns.lowerBound
        while blockStart < columns.upperBound {
            let blockEnd = min(blockStart + block, columns.upperBound)
            var row = 0
            while row + 4 <= rows {
                var column = blockStart
                while column + 3 <= blockEnd {
                    tile4x3(a + row * k, layer.weight + column * k, k, out + row * n + column, n, layer.bias + column)
                    column += 3
                }
                while column < blockEnd {
                    for r in row ..< row + 4 { single(a + r * k, layer.weight + column * k, k, out + r * n + column, layer.bias + column) }
                    column += 1
                }
                row += 4
            }
            while row < rows {
                var column = blockStart
                while column + 3 <= blockEnd {
                    tile1x3(a + row * k, layer.weight + column * k, k, out + row * n + column, layer.bias + column)
                    column += 3
                }
                while column < blockEnd {
                    single(a + row * k, layer.weight + column * k, k, out + row * n + column, layer.bias + column)
                    column += 1
                }
                row += 1
            }
            blockStart = blockEnd
        }
    }

    @inline(__always)
    static func load(_ pointer: UnsafePointer<Float>) -> Vector {
        UnsafeRawPointer(pointer).loadUnaligned(as: Vector.self)
    }

    /// sum + x · y, fused where the hardware always has fused multiply-add.
    @inline(__always)
    static func madd(_ sum: Vector, _ x: Vector, _ y: Vector) -> Vector {
        #if arch(arm64) || EMBEDDING_AVX2
        return sum.addingProduct(x, y)
        #else
        return sum + x * y
        #endif
    }

    @inline(__always)
    static func tile4x3(_ a: UnsafePointer<Float>, _ w: UnsafePointer<Float>, _ k: Int, _ out: UnsafeMutablePointer<Float>, _ n: Int, _ bias: UnsafePointer<Float>) {
        let a0 = a, a1 = a + k, a2 = a + 2 * k, a3 = a + 3 * k
        let w0 = w, w1 = w + k, w2 = w + 2 * k
        var c00 = Vector(), c01 = Vector(), c02 = Vector()
        var c10 = Vector(), c11 = Vector(), c12 = Vector()
        var c20 = Vector(), c21 = Vector(), c22 = Vector()
        var c30 = Vector(), c31 = Vector(), c32 = Vector()
        var p = 0
        while p + width <= k {
            let x0 = load(w0 + p), x1 = load(w1 + p), x2 = load(w2 + p)
            let r0 = load(a0 + p)
            c00 = madd(c00, r0, x0); c01 = madd(c01, r0, x1); c02 = madd(c02, r0, x2)
            let r1 = load(a1 + p)
            c10 = madd(c10, r1, x0); c11 = madd(c11, r1, x1); c12 = madd(c12, r1, x2)
            let r2 = load(a2 + p)
            c20 = madd(c20, r2, x0); c21 = madd(c21, r2, x1); c22 = madd(c22, r2, x2)
            let r3 = load(a3 + p)
            c30 = madd(c30, r3, x0); c31 = madd(c31, r3, x1); c32 = madd(c32, r3, x2)
            p += width
        }
        out[0] = c00.sum() + bias[0]; out[1] = c01.sum() + bias[1]; out[2] = c02.sum() + bias[2]
        out[n] = c10.sum() + bias[0]; out[n + 1] = c11.sum() + bias[1]; out[n + 2] = c12.sum() + bias[2]
        out[2 * n] = c20.sum() + bias[0]; out[2 * n + 1] = c21.sum() + bias[1]; out[2 * n + 2] = c22.sum() + bias[2]
        out[3 * n] = c30.sum() + bias[0]; out[3 * n + 1] = c31.sum() + bias[1]; out[3 * n + 2] = c32.sum() + bias[2]
        while p < k {
            for r in 0 ..< 4 {
                for c in 0 ..< 3 { out[r * n + c] += a[r * k + p] * w[c * k + p] }
            }
            p += 1
        }
    }

    @inline(__always)
    static func tile1x3(_ a: UnsafePointer<Float>, _ w: UnsafePointer<Float>, _ k: Int, _ out: UnsafeMutablePointer<Float>, _ bias: UnsafePointer<Float>) {
        let w0 = w, w1 = w + k, w2 = w + 2 * k
        var c0 = Vector(), c1 = Vector(), c2 = Vector()
        var d0 = Vector(), d1 = Vector(), d2 = Vector()
        var p = 0
        while p + 2 * width <= k {
            let r = load(a + p), q = load(a + p + width)
            c0 = madd(c0, r, load(w0 + p)); c1 = madd(c1, r, load(w1 + p)); c2 = madd(c2, r, load(w2 + p))
            d0 = madd(d0, q, load(w0 + p + width)); d1 = madd(d1, q, load(w1 + p + width)); d2 = madd(d2, q, load(w2 + p + width))
            p += 2 * width
        }
        while p + width <= k {
            let r = load(a + p)
            c0 = madd(c0, r, load(w0 + p)); c1 = madd(c1, r, load(w1 + p)); c2 = madd(c2, r, load(w2 + p))
            p += width
        }
        var s0 = (c0 + d0).sum(), s1 = (c1 + d1).sum(), s2 = (c2 + d2).sum()
        while p < k {
            s0 += a[p] * w0[p]; s1 += a[p] * w1[p]; s2 += a[p] * w2[p]
            p += 1
        }
        out[0] = s0 + bias[0]; out[1] = s1 + bias[1]; out[2] = s2 + bias[2]
    }

    @inline(__always)
    static func single(_ a: UnsafePointer<Float>, _ w: UnsafePointer<Float>, _ k: Int, _ out: UnsafeMutablePointer<Float>, _ bias: UnsafePointer<Float>) {
        out[0] = dot(a, w, k) + bias[0]
    }

    /// The dot product of two rows of `count` floats.
    @inline(__always)
    static func dot(_ x: UnsafePointer<Float>, _ y: UnsafePointer<Float>, _ count: Int) -> Float {
        var sum = Vector()
        var p = 0
        while p + width <= count {
            sum = madd(sum, load(x + p), load(y + p))
            p += width
        }
        var total = sum.sum()
        while p < count {
            total += x[p] * y[p]
            p += 1
        }
        return total
    }
}
