import HarkValue
import SpokenKit

/// An enum a parameter can take, with display names and spoken synonyms, as App Intents' `AppEnum`.
///
/// ```swift
/// enum MemoryType: String, AppEnum {
///     case learning, idea
///     static let typeDisplayName = "Memory type"
///     static let caseDisplayRepresentations: [MemoryType: DisplayRepresentation] = [
///         .learning: DisplayRepresentation(title: "Learning", synonyms: ["lesson", "til"]),
///         .idea: DisplayRepresentation(title: "Idea"),
///     ]
/// }
/// ```
public protocol AppEnum: ParameterValue, CaseIterable, RawRepresentable, Hashable where RawValue == String {
    static var typeDisplayName: String { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    public static var parameterType: ParameterType {
        .enumeration(EnumDescription(typeName: typeDisplayName, cases: allCases.map { value in
            let representation = caseDisplayRepresentations[value] ?? DisplayRepresentation(title: value.rawValue)
            return EnumDescription.Case(value: value.rawValue, title: representation.title, synonyms: representation.synonyms)
        }))
    }

    /// A case named by its raw value, its title or one of its synonyms (case and spacing ignored).
    public init(parameterValue: PhraseValue) throws(ParameterValueError) {
        guard case .string(let text) = parameterValue else { throw ParameterValueError("expected one of: \(Self.caseList)") }
        let wanted = Self.words(text)
        for value in Self.allCases {
            let representation = Self.caseDisplayRepresentations[value] ?? DisplayRepresentation(title: value.rawValue)
            let names = [value.rawValue, representation.title] + representation.synonyms
            if names.contains(where: { Self.words($0) == wanted }) {
                self = value
                return
            }
        }
        throw ParameterValueError("expected one of: \(Self.caseList)")
    }

    public var parameterValue: PhraseValue { .string(rawValue) }
    public var displayTitle: String { Self.caseDisplayRepresentations[self]?.title ?? rawValue }

    private static func words(_ text: String) -> [String] { TokenizedText(text).tokens.map(\.text) }

    private static var caseList: String {
        allCases.map { caseDisplayRepresentations[$0]?.title ?? $0.rawValue }.joined(separator: ", ")
    }
}
