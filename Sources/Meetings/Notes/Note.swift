import Foundation

/// A free-form note, in a PARA category.
public struct Note: Sendable, Equatable, Encodable {
    public var id: Int64
    public var title: String
    public var body: String
    public var category: ParaCategory
    /// How sure the category is (0…1); under `ParaClassifier.Result.sure` it is a guess.
    public var confidence: Double
    /// The meeting it is about, when it is linked to one.
    public var meetingId: Int64?
    /// The tags written in it (`#kitchen`), in lower case, each once.
    public var tags: [String]
    public var createdAt: Date
    public var updatedAt: Date
}
