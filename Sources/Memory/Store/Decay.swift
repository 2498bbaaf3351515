import Foundation

/// How much a memory still weighs: it halves every `halfLifeDays` since it was last recalled, and
/// each recall (up to six) lengthens its half-life by half again, so often-recalled memories fade
/// slower. 1 when just stored or recalled, toward 0 when long untouched.
public struct Decay: Sendable {
    public var halfLifeDays: Double

    public init(halfLifeDays: Double = 30) { self.halfLifeDays = max(1, halfLifeDays) }

    public func score(lastAccessed: Date, recalls: Int, now: Date) -> Double {
        let days = max(0, now.timeIntervalSince(lastAccessed) / 86_400)
        let halfLife = halfLifeDays * (1 + 0.5 * Double(min(max(recalls, 0), 6)))
        return pow(0.5, days / halfLife)
    }
}
