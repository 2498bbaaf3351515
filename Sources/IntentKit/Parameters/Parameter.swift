@_spi(Reflection) import Swift
import HarkValue
import SpokenKit

/// Declares an intent's parameter, as App Intents' `@Parameter` does.
///
/// ```swift
/// @Parameter(title: "Limit", default: 10, inclusiveRange: 1...50)
/// var limit: Int
/// ```
///
/// The value lives in a box shared by copies of the intent, so that the runtime can fill it
/// through reflection before `perform` runs.
@propertyWrapper
public struct Parameter<Value: ParameterValue>: Sendable {
    let box: ParameterBox<Value>

    /// - Parameter dates: for dates and date ranges, which way an open reference points:
    ///   `.future` ("friday" is the next one: reminders, meetings) or `.past` (the last one:
    ///   questions about what happened).
    public init(title: String, description: String = "", default defaultValue: Value? = nil,
                inclusiveRange: ClosedRange<Double>? = nil, requestValueDialog: String? = nil,
                dates: SpokenContext.Direction = .future) {
        box = ParameterBox(metadata: ParameterMetadata(title: title, description: description, inclusiveRange: inclusiveRange,
                                                       requestValueDialog: requestValueDialog, dates: dates),
                           defaultValue: defaultValue)
    }

    /// The value given, else the default, else nil for optionals. The runtime fills every
    /// required parameter before `perform`; reading one it did not fill is a programming error.
    public var wrappedValue: Value {
        get {
            if let value = box.value { return value }
            if let value = box.defaultValue { return value }
            if let value = Value.absentValue { return value }
            preconditionFailure("parameter '\(box.metadata.title)' was read before a value was given")
        }
        nonmutating set { box.value = newValue }
    }
}

/// What a parameter's declaration says about it.
public struct ParameterMetadata: Sendable {
    public var title: String
    public var description: String
    public var inclusiveRange: ClosedRange<Double>?
    public var requestValueDialog: String?
    /// Which way open date references point for this parameter.
    public var dates: SpokenContext.Direction = .future
}

/// Where a parameter's value is kept. An intent instance is filled and run by one task at a time.
final class ParameterBox<Value: ParameterValue>: @unchecked Sendable {
    let metadata: ParameterMetadata
    let defaultValue: Value?
    var value: Value?

    init(metadata: ParameterMetadata, defaultValue: Value?) {
        self.metadata = metadata
        self.defaultValue = defaultValue
    }
}

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

extension Parameter: AnyParameter {
    public var metadata: ParameterMetadata { box.metadata }
    public var valueType: any ParameterValue.Type { Value.self }
    public var defaultValue: PhraseValue? { box.defaultValue?.parameterValue }
    public var hasValue: Bool { box.value != nil }
    public var currentValue: PhraseValue? { box.value?.parameterValue }

    public func set(_ value: PhraseValue) throws(ParameterValueError) {
        let converted = try Value(parameterValue: value)
        try checkRange(converted)
        box.value = converted
    }

    public func set(_ value: PhraseValue, saidIn context: IntentContext) throws(ParameterValueError) {
        guard Value.isReadAgainstNow else { return try set(value) }
        let spoken = SpokenContext(now: context.now, calendar: context.calendar, direction: box.metadata.dates)
        let converted = try Value(parameterValue: value, saidIn: spoken)
        try checkRange(converted)
        box.value = converted
    }

    public func set(value: any ParameterValue) throws(ParameterValueError) {
        guard let typed = value as? Value else { throw ParameterValueError("expected \(Value.parameterType.name)") }
        try checkRange(typed)
        box.value = typed
    }

    public func candidates(for text: String, in context: IntentContext) async throws -> [any ParameterValue]? {
        try await Value.candidates(for: text, in: context)
    }

    private func checkRange(_ value: Value) throws(ParameterValueError) {
        guard let range = box.metadata.inclusiveRange, let number = value.parameterValue.numberValue else { return }
        guard range.contains(number) else {
            throw ParameterValueError("The \(box.metadata.title.lowercased()) must be between \(Self.format(range.lowerBound)) and \(Self.format(range.upperBound)).")
        }
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }
}

/// The parameters of an intent instance, in declaration order, found by reflection.
///
/// A struct's fields are read with the standard library's field reflection (`_forEachField`, as
/// swift-foundation's `AttributedString` uses): the same metadata `Mirror` reads, without the
/// type-erased collections `Mirror` builds, whose first use costs a one-shot command about a
/// tenth of its time. A class is reflected with `Mirror`.
public func parameters(of intent: any AppIntent) -> [(name: String, parameter: any AnyParameter)] {
    func fields<Intent: AppIntent>(_ value: Intent) -> [(name: String, parameter: any AnyParameter)]? {
        if Intent.self is AnyClass { return nil }
        var result: [(name: String, parameter: any AnyParameter)] = []
        withUnsafeBytes(of: value) { raw -> Void in
            _forEachField(of: Intent.self) { name, offset, type, _ in
                guard let parameterType = type as? any AnyParameter.Type else { return true }
                func load<P: AnyParameter>(_: P.Type) -> any AnyParameter { raw.load(fromByteOffset: offset, as: P.self) }
                let label = String(cString: name)
                result.append((label.hasPrefix("_") ? String(label.dropFirst()) : label, load(parameterType)))
                return true
            }
        }
        return result
    }
    if let found = fields(intent) { return found }
    return Mirror(reflecting: intent).children.compactMap { child in
        guard let label = child.label, let parameter = child.value as? any AnyParameter else { return nil }
        return (label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter)
    }
}
