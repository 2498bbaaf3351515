/// A template that could not be parsed, with the offset (in characters) where the problem is.
public struct TemplateSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var offset: Int

    public var description: String { "\(message) (at character \(offset + 1))" }
}
