/// How a text parameter's value, said in a sentence, is tidied before it is used, and whether
/// the parameter recognises it by itself.
///
/// ```swift
/// @Parameter(title: "Mood", cleaner: MoodTitle.cleaner)
/// var title: String
/// ```
///
/// - `clean` tidies what was said ("pretty stressed this morning" → "stressed") and may find
///   values for other parameters in it ("blessed 🙏" → "blessed", with emoji "🙏"); it returns no
///   text when nothing usable is left ("my", "the"): the parameter is then not given, and asked for.
/// - `recognizes` says whether tidied text is a value of this parameter's own kind (a feeling
///   word). Phrasings that only imply an intent ("I'm …", "feeling …", marked `implicit: true`
///   in their phrase file's `metadata`) are acted on only when it does, so that "I'm tired" logs a
///   mood and "I'm at home" does not.
///
/// Values given by name (`hark do`, a shortcut's step) are used as given.
public struct TextCleaner: Sendable {
    /// What `clean` makes of a value.
    public struct Cleaned: Sendable, Equatable {
        /// The tidied text; nil when nothing usable is left.
        public var text: String?
        /// Values found in the text for other parameters, by parameter name (used only when the
        /// sentence gives that parameter no value of its own).
        public var others: [String: String]

        public init(text: String?, others: [String: String] = [:]) {
            self.text = text
            self.others = others
        }
    }

    public let clean: @Sendable (String) -> Cleaned
    public let recognizes: @Sendable (String) -> Bool

    /// Whether `text`, tidied as this cleaner tidies it ("Homesick" → "homesick"), is a value it recognises.
    public func recognizesCleaned(_ text: String) -> Bool {
        clean(text).text.map(recognizes) ?? false
    }

    public init(clean: @escaping @Sendable (String) -> Cleaned, recognizes: @escaping @Sendable (String) -> Bool = { _ in true }) {
        self.clean = clean
        self.recognizes = recognizes
    }
}
