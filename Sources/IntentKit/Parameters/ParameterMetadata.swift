import SpokenKit

/// What a parameter's declaration says about it.
public struct ParameterMetadata: Sendable {
    public var title: String
    public var description: String
    public var inclusiveRange: ClosedRange<Double>?
    public var requestValueDialog: String?
    /// Which way open date references point for this parameter.
    public var dates: SpokenContext.Direction = .future
    /// How text said for it is tidied and recognised (text parameters only).
    public var cleaner: TextCleaner? = nil
    /// Whether text said for it is kept as the person wrote it (text parameters only): the exact
    /// span of the sentence it was said in, punctuation at its ends included ("— x", "(draft) plan",
    /// "'hi'."), before its cleaner's tidying. Text that is kept (a memory, a title) is verbatim;
    /// text that is looked up (a name, a query) is its words, without punctuation at their ends.
    public var verbatim: Bool = false
    /// A value a person might say for it ("happy"), for example sentences.
    public var example: String? = nil
    /// For a yes-or-no that widens what is shown, the words for what it adds ("done",
    /// "finished"): said with a word that includes them ("including the finished ones", "done
    /// ones too", "done or not"), it is yes, wherever they stand in the sentence.
    public var including: [String] = []
}
