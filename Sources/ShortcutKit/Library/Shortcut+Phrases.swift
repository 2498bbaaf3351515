import IntentKit
import PhraseKit

extension Shortcut {
    /// The shortcut's phrases as a phrase file's intent named by its id, for reading sentences in
    /// one ranking with the intents' phrases; nil when it has none (or one does not parse:
    /// validation reports it).
    public var phraseIntent: IntentPhrases? {
        var sources: [TemplateSource] = []
        for phrase in phrases {
            guard let template = try? Template(phrase.value) else { return nil }
            sources.append(TemplateSource(template, location: phrase.location))
        }
        return sources.isEmpty ? nil : IntentPhrases(name: id, blocks: [PhraseBlock(sentences: sources)])
    }

    /// The shortcut described as an intent is: its parameters typed, so that its phrases' slots
    /// read numbers, dates, spans and enum values as an intent's do.
    public func actionDescription(catalog: ShortcutCatalog) -> IntentDescription {
        IntentDescription(name: id, title: name, description: description, changesData: true, parameters: parameters.map { parameter in
            ParameterDescription(name: parameter.name, title: parameter.title, type: Self.parameterType(parameter.type, catalog: catalog),
                                 isOptional: !parameter.isRequired, defaultValue: parameter.defaultValue, requestValueDialog: parameter.ask)
        })
    }

    static func parameterType(_ type: ShortcutValueType, catalog: ShortcutCatalog) -> ParameterType {
        switch type {
        case .text: .text
        case .number: .number
        case .bool: .boolean
        case .date: .date
        case .range: .dateRange
        case .duration: .duration
        case .named(let name): catalog.enums[name].map(ParameterType.enumeration) ?? .entity(name)
        }
    }
}
