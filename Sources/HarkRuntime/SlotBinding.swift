import IntentKit
import PhraseKit
import SpokenKit

/// Decides how each phrase slot is read, from the type of the parameter it fills: a number
/// slot reads numbers, an enum slot its cases and synonyms, a date, date-range or duration slot
/// the spoken expression (and knows where it ends), a text or entity slot free text.
/// A list that the phrase files define themselves is left as they define it.
public enum SlotBinding {
    /// Lists and parsers for slots of registered intents, and the problems found binding them.
    public struct Bindings: Sendable {
        public var lists: [String: SlotList] = [:]
        /// The parsers, reading "3/4" in `dayMonthOrder` (nil: the current locale's order).
        public func parsers(dayMonthOrder: SpokenContext.DayMonthOrder?) -> [String: any SlotValueParser] {
            parserKinds.mapValues { $0.parser(dayMonthOrder: dayMonthOrder) }
        }
        /// Which parser reads each bound list.
        public var parserKinds: [String: ParserKind] = [:]
        public var problems: [PhraseDiagnostic] = []

        public init() {}
    }

    /// The typed readers a slot can be bound to, by the parameter type it fills.
    public enum ParserKind: String, Sendable {
        case number, date, range, duration

        /// The parser; dates find their ends reading "3/4" in `dayMonthOrder`, the order their
        /// values are later read in.
        public func parser(dayMonthOrder: SpokenContext.DayMonthOrder?) -> any SlotValueParser {
            switch self {
            case .number: NumberSlotParser()
            case .date: SpokenSlotParser(.date, dayMonthOrder: dayMonthOrder)
            case .range: SpokenSlotParser(.range, dayMonthOrder: dayMonthOrder)
            case .duration: SpokenSlotParser(.duration)
            }
        }
    }

    /// The bindings for every slot of a registered intent (or one of `actions`) in `phrases`.
    public static func bind(_ registry: IntentRegistry, _ phrases: PhraseSet, actions: [String: IntentDescription] = [:]) -> Bindings {
        var bindings = Bindings()
        var boundType: [String: ParameterType] = [:]
        for intent in phrases.intents {
            guard let description = registry.describe(intent.name) ?? actions[intent.name] else { continue }
            for block in intent.blocks {
                for sentence in block.sentences {
                    for reference in sentence.template.root.slotReferences(expandingRulesIn: phrases, block: block) {
                        guard let parameter = description.parameters.first(where: { $0.name == reference.slotName }),
                              block.lists[reference.listName] == nil, phrases.lists[reference.listName] == nil else { continue }
                        if let earlier = boundType[reference.listName] {
                            if earlier != parameter.type {
                                bindings.problems.append(PhraseDiagnostic(
                                    "list {\(reference.listName)} fills parameters of two types (\(earlier.name) and \(parameter.type.name)); give one of them its own list name",
                                    at: sentence.location.advanced(by: reference.offset)))
                            }
                            continue
                        }
                        boundType[reference.listName] = parameter.type
                        switch parameter.type {
                        case .integer, .number:
                            bindings.parserKinds[reference.listName] = .number
                        case .boolean:
                            bindings.lists[reference.listName] = .values([
                                ListValue(spoken: Template.anyOf(["yes", "yeah", "true", "on"]), value: .bool(true)),
                                ListValue(spoken: Template.anyOf(["no", "nope", "false", "off"]), value: .bool(false)),
                            ])
                        case .enumeration(let description):
                            bindings.lists[reference.listName] = .values(description.cases.map { item in
                                let sayings = ([item.title, String(item.value.map { $0 == "_" ? " " : $0 })] + item.synonyms)
                                return ListValue(spoken: Template.anyOf(sayings), value: .string(item.value))
                            })
                        case .date:
                            bindings.parserKinds[reference.listName] = .date
                        case .dateRange:
                            bindings.parserKinds[reference.listName] = .range
                        case .duration:
                            bindings.parserKinds[reference.listName] = .duration
                        case .text, .entity, .list:
                            bindings.lists[reference.listName] = .wildcard
                        }
                    }
                }
            }
        }
        return bindings
    }
}
