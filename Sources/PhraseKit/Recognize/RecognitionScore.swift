import HarkValue
import SpokenKit

/// How Home Assistant ranks matches, as one comparable value. Compared field by field:
/// 1. `entityCharacters`: more characters of a matched entity name (the `name` slot by default) —
///    a template that names a device beats one that does not;
/// 2. `wildcards`: fewer wildcard slots;
/// 3. `literalCharacters`: more characters of the template's own words;
/// 4. `wildcardCharacters`: fewer characters swallowed by wildcards.
public struct RecognitionScore: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var entityCharacters: Int = 0
    public var wildcards: Int = 0
    public var literalCharacters: Int = 0
    public var wildcardCharacters: Int = 0

    public init(entityCharacters: Int = 0, wildcards: Int = 0, literalCharacters: Int = 0, wildcardCharacters: Int = 0) {
        self.entityCharacters = entityCharacters
        self.wildcards = wildcards
        self.literalCharacters = literalCharacters
        self.wildcardCharacters = wildcardCharacters
    }

    /// `a < b` when `b` is the better match.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.entityCharacters != rhs.entityCharacters { return lhs.entityCharacters < rhs.entityCharacters }
        if lhs.wildcards != rhs.wildcards { return lhs.wildcards > rhs.wildcards }
        if lhs.literalCharacters != rhs.literalCharacters { return lhs.literalCharacters < rhs.literalCharacters }
        return lhs.wildcardCharacters > rhs.wildcardCharacters
    }

    public var description: String {
        "entity \(entityCharacters), wildcards \(wildcards), literal \(literalCharacters), wildcard text \(wildcardCharacters)"
    }
}
