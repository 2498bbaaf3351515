import HarkValue
import SpokenKit
import Synchronization

/// Declares an intent's parameter, as App Intents' `@Parameter` does.
///
/// ```swift
/// @Parameter(title: "Limit", default: 10, inclusiveRange: 1...50)
/// var limit: Int
/// ```
///
/// The value lives in a box shared by copies of the intent, so that the runtime can fill it
/// through reflection before `perform` runs (`ParameterBox`).
@propertyWrapper
public struct Parameter<Value: ParameterValue>: Sendable {
    let box: ParameterBox<Value>

    /// - Parameter dates: for dates and date ranges, which way an open reference points:
    ///   `.future` ("friday" is the next one: reminders, meetings) or `.past` (the last one:
    ///   questions about what happened).
    /// - Parameter cleaner: for text, how a value said in a sentence is tidied and recognised
    ///   (`TextCleaner`).
    /// - Parameter verbatim: for text that is kept (a memory, a title), that a value said in a
    ///   sentence is the person's own characters, punctuation at its ends included
    ///   (`ParameterMetadata.verbatim`); otherwise its words.
    /// - Parameter example: a value a person might say ("happy"), for the example sentences Hark
    ///   suggests when it did not understand.
    /// - Parameter including: for a yes-or-no that widens what is shown, the words for what it
    ///   adds ("done"): said with a word that includes them ("done ones too"), it is yes
    ///   (`ParameterMetadata.including`).
    public init(title: String, description: String = "", default defaultValue: Value? = nil,
                inclusiveRange: ClosedRange<Double>? = nil, requestValueDialog: String? = nil,
                dates: SpokenContext.Direction = .future, cleaner: TextCleaner? = nil, verbatim: Bool = false,
                example: String? = nil, including: [String] = []) {
        box = ParameterBox(metadata: ParameterMetadata(title: title, description: description, inclusiveRange: inclusiveRange,
                                                       requestValueDialog: requestValueDialog, dates: dates, cleaner: cleaner,
                                                       verbatim: verbatim, example: example, including: including),
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


/// Where a parameter's value is kept: shared by copies of one intent instance (the runtime fills
/// the copy it reflects, `perform` reads its own), guarded by a lock so that the compiler can
/// check it is safe to share. The runtime makes a fresh intent, with fresh boxes, for every run.
final class ParameterBox<Value: ParameterValue>: Sendable {
    let metadata: ParameterMetadata
    let defaultValue: Value?
    private let storage = Mutex<Value?>(nil)

    init(metadata: ParameterMetadata, defaultValue: Value?) {
        self.metadata = metadata
        self.defaultValue = defaultValue
    }

    var value: Value? {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}

extension Parameter: AnyParameter {
    public var metadata: ParameterMetadata { box.metadata }
    public var valueType: any ParameterValue.Type { Value.self }
    public var defaultValue: PhraseValue? { box.defaultValue?.parameterValue }
    public var hasValue: Bool { box.value != nil }
    public var currentValue: PhraseValue? { box.value?.parameterValue }
    public var currentTitle: String? { box.value?.displayTitle }

    public func set(_ value: PhraseValue) throws(ParameterValueError) {
        let converted = try Value(parameterValue: value)
        try checkRange(converted)
        box.value = converted
    }

    public func set(_ value: PhraseValue, saidIn context: IntentContext) throws(ParameterValueError) {
        guard Value.isReadAgainstNow else { return try set(value) }
        let spoken = SpokenContext(now: context.now, calendar: context.calendar, direction: box.metadata.dates,
                                   dayMonthOrder: context.dayMonthOrder, country: context.country)
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
