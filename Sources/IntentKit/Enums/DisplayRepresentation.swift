import HarkValue
import SpokenKit

/// How a value reads to a person, and other words that say it.
public struct DisplayRepresentation: Sendable, Equatable {
    public var title: String
    public var synonyms: [String]

    public init(title: String, synonyms: [String] = []) {
        self.title = title
        self.synonyms = synonyms
    }
}
