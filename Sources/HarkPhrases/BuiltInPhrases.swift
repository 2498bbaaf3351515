/// Hark's own phrase files, their sentence tests and its shipped shortcuts, compiled into the
/// program from `Intents/` and `Shortcuts/` by the EmbedPhrases build plugin, so that `hark` works
/// wherever it is copied.
public enum BuiltInPhrases {
    /// Where the built-in files seem to live, in messages ("<built-in>/en/moods.yaml:3:7").
    public static let location = "<built-in>"

    /// The phrase files of `language` ("en"): name (`en/moods.yaml`) and text, in name order.
    public static func phraseFiles(language: String = "en") -> [(name: String, text: String)] {
        files(under: "Intents/" + language + "/", named: "Intents/")
    }

    /// The sentence-test files for those phrases (`tests/en/moods.yaml`), in name order.
    public static func testFiles(language: String = "en") -> [(name: String, text: String)] {
        files(under: "Intents/tests/" + language + "/", named: "Intents/")
    }

    /// The learned reader's corpus of people's sentences in five speaking styles
    /// (`corpus/en/plain-moods.yaml`, paraphrase sets), in name order.
    public static func corpusFiles(language: String = "en") -> [(name: String, text: String)] {
        files(under: "Intents/corpus/" + language + "/", named: "Intents/")
    }

    /// The shipped shortcuts: file name (`mood-check-in.yaml`) and text, in name order.
    public static func shortcutFiles() -> [(name: String, text: String)] {
        files(under: "Shortcuts/", named: "Shortcuts/")
    }

    /// The files whose path begins with `folder`, named by their path after `prefix`.
    private static func files(under folder: String, named prefix: String) -> [(name: String, text: String)] {
        files.filter { $0.name.hasPrefix(folder) }.map { (String($0.name.dropFirst(prefix.count)), $0.text) }
    }
}
