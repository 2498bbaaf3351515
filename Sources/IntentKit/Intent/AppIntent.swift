/// Something a person can ask Hark to do, declared as a type — the shape of Apple's App Intents.
///
/// ```swift
/// struct AddMood: AppIntent {
///     static let title = "Add Mood"
///     static let description = "Logs how you feel."
///
///     @Parameter(title: "Mood", description: "How you feel, in a word or two.")
///     var title: String
///
///     @Parameter(title: "Emoji", requestValueDialog: "Which emoji?")
///     var emoji: String?
///
///     func perform(_ context: IntentContext) async throws -> IntentResult {
///         .result(dialog: "Added \(emoji ?? "😊") \(title) to your moods.")
///     }
/// }
/// ```
///
/// Parameters are found by reflection of their `@Parameter` wrappers, as swift-argument-parser
/// finds `@Option`: no code generation, no macros. The intent's name is its type's name.
public protocol AppIntent: Sendable {
    /// A short title ("Add Mood").
    static var title: String { get }
    /// What the intent does, in a sentence.
    static var description: String { get }
    /// Whether the intent destroys something; the runtime asks for confirmation first.
    static var isDestructive: Bool { get }
    /// Whether the intent changes your data (adds, edits or deletes). A shortcut's dry run
    /// calls only intents that do not. True unless an intent says otherwise.
    static var changesData: Bool { get }

    /// The services (stores, clients) `perform` looks up in its context. A program that offers
    /// the intent without them is refused when it is put together, not when the intent runs.
    static var requiredServices: [any Sendable.Type] { get }

    init()

    /// Does the work. Throw an `IntentDialogError` to answer the person in words.
    func perform(_ context: IntentContext) async throws -> IntentResult
}

extension AppIntent {
    public static var isDestructive: Bool { false }
    public static var changesData: Bool { true }
    public static var requiredServices: [any Sendable.Type] { [] }

    /// The intent's name: its type's name (`AddMood`).
    public static var name: String { _typeName(self, qualified: false) }
}
