import HarkValue

/// A parameter seen through reflection, whatever its value type.
public protocol AnyParameter: Sendable {
    var metadata: ParameterMetadata { get }
    var valueType: any ParameterValue.Type { get }
    /// The default value, as data.
    var defaultValue: PhraseValue? { get }
    /// Whether a value was given.
    var hasValue: Bool { get }
    /// The value given, as data.
    var currentValue: PhraseValue? { get }
    /// The value given, as it reads to a person.
    var currentTitle: String? { get }
    /// Sets the value from data, checking its type and range.
    func set(_ value: PhraseValue) throws(ParameterValueError)
    /// Sets the value from data or words said in `context` (dates are read against its moment
    /// and calendar, in the parameter's direction), checking its type and range.
    func set(_ value: PhraseValue, saidIn context: IntentContext) throws(ParameterValueError)
    /// Sets the value to an entity (or other value) found by the runtime.
    func set(value: any ParameterValue) throws(ParameterValueError)
    /// Entities that `text` may mean, for entity parameters; nil for others.
    func candidates(for text: String, in context: IntentContext) async throws -> [any ParameterValue]?
}
