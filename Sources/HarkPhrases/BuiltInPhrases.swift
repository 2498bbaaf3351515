/// Hark's own phrase files and their sentence tests, compiled into the program from `Intents/`
/// by the EmbedPhrases build plugin, so that `hark` works wherever it is copied.
public enum BuiltInPhrases {
    /// Where the built-in files seem to live, in messages ("<built-in>/en/moods.yaml:3:7").
    public static let location = "<built-in>"

    /// The phrase files of `language` ("en"): name (`en/moods.yaml`) and text, in name order.
    public static func phraseFiles(language: String = "en") -> [(name: String, text: String)] {
        files.filter { $0.name.hasPrefix(language + "/") }
    }

    /// The sentence-test files for those phrases (`tests/en/moods.yaml`), in name order.
    public static func testFiles(language: String = "en") -> [(name: String, text: String)] {
        files.filter { $0.name.hasPrefix("tests/" + language + "/") }
    }
}
