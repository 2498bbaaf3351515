import HarkValue

/// One parameter of an intent.
public struct ParameterDescription: Sendable {
    public var name: String
    public var title: String
    public var description: String
    public var type: ParameterType
    public var isOptional: Bool
    public var defaultValue: PhraseValue?
    public var inclusiveRange: ClosedRange<Double>?
    public var requestValueDialog: String?

    public init(name: String, title: String, description: String = "", type: ParameterType, isOptional: Bool = false,
                defaultValue: PhraseValue? = nil, inclusiveRange: ClosedRange<Double>? = nil, requestValueDialog: String? = nil) {
        self.name = name
        self.title = title
        self.description = description
        self.type = type
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.inclusiveRange = inclusiveRange
        self.requestValueDialog = requestValueDialog
    }

    /// Whether the parameter must be given (neither optional nor defaulted).
    public var isRequired: Bool { !isOptional && defaultValue == nil }
}
