import HarkValue

/// An expansion rule (`expansion_rules: name: "template"`).
public struct RuleDefinition: Sendable {
    public var template: Template
    public var location: SourceLocation

    public init(_ template: Template, location: SourceLocation) {
        self.template = template
        self.location = location
    }
}
