import HarkValue

/// Where a slot's values come from: `lists:` in a phrase file.
public enum SlotList: Sendable {
    /// Fixed values, each with the text that says it (`in`, itself a template) and the value it gives (`out`).
    case values([ListValue])
    /// A range of numbers, said in digits or in words.
    case range(NumberRange)
    /// Any non-empty text ("the rest of the sentence", or up to the words that follow in the template).
    case wildcard
}
