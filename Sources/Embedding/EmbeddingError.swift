/// Why a model folder could not be loaded. Each case names the file and what is wrong with it.
public struct EmbeddingError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file the problem is in (a path as given).
    public let file: String
    /// What is wrong, in a sentence.
    public let problem: String

    /// A problem with `file`.
    init(file: String, _ problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { "\(file): \(problem)" }
}
