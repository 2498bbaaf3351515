import HarkValue

/// `requires_context` and `excludes_context`, as hassil reads them.
///
/// A rule's value may be a single value, a list of allowed values, or `{value: …, slot: …}`
/// (with `slot: true` or a slot name, the context value is copied into that slot). A context
/// value may itself be `{value: …, text: …}`.
enum ContextRules {
    private static func unpack(_ value: PhraseValue?) -> PhraseValue? {
        if case .map(let map)? = value { return map["value"] ?? .null }
        return value
    }

    private static func allows(_ required: PhraseValue?, _ actual: PhraseValue?) -> Bool {
        switch required {
        case nil, .null?: return actual != nil && actual != .null
        case .list(let allowed)?: return actual.map { value in allowed.contains { $0.looselyEquals(value) } } ?? false
        case let required?: return actual.map { required.looselyEquals($0) } ?? false
        }
    }

    /// Whether `context` meets every requirement; with `allowMissingKeys`, only keys present are checked.
    static func satisfiesRequired(_ required: [String: PhraseValue], in context: [String: PhraseValue],
                                  allowMissingKeys: Bool) -> Bool {
        for (key, rule) in required {
            guard let actual = context[key] else {
                if allowMissingKeys { continue }
                return false
            }
            let wanted = unpack(rule)
            if wanted == nil || wanted == .null { continue }
            if !allows(wanted, unpack(actual)) { return false }
        }
        return true
    }

    /// Whether `context` holds none of the excluded values.
    static func satisfiesExcluded(_ excluded: [String: PhraseValue], in context: [String: PhraseValue]) -> Bool {
        for (key, rule) in excluded {
            guard let actual = unpack(context[key]) else { continue }
            switch unpack(rule) {
            case .list(let values)?: if values.contains(where: { $0.looselyEquals(actual) }) { return false }
            case let value?: if value.looselyEquals(actual) { return false }
            case nil: continue
            }
        }
        return true
    }

    /// The final check of a match: every requirement met by the merged context, and the slots
    /// that requirements with `slot:` copy from it; `nil` when a requirement is not met.
    static func requiredSlots(_ required: [String: PhraseValue], in context: [String: PhraseValue]) -> [SlotMatch]? {
        var slots: [SlotMatch] = []
        for key in required.keys.sorted() {
            guard let rule = required[key] else { continue }
            var slotName: String? = nil
            var wanted = rule
            if case .map(let map) = rule {
                switch map["slot"] {
                case .string(let name)?: slotName = name
                case .bool(true)?: slotName = key
                default: break
                }
                wanted = map["value"] ?? .null
            }
            var actual = context[key]
            var text = ""
            if case .map(let map)? = actual {
                text = map["text"]?.stringValue ?? ""
                actual = map["value"] ?? .null
            }
            guard allows(wanted == .null ? nil : wanted, actual == .null ? nil : actual) else { return nil }
            if let slotName, let actual {
                slots.append(SlotMatch(name: slotName, value: actual, text: text, source: .context))
            }
        }
        return slots
    }
}
