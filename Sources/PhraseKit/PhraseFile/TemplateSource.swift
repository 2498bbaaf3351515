import HarkValue

/// A sentence template with where it was written.
public struct TemplateSource: Sendable {
    public var template: Template
    public var location: SourceLocation

    public init(_ template: Template, location: SourceLocation) {
        self.template = template
        self.location = location
    }
}
