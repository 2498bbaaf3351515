import IntentKit
import Testing

/// A file's path said among other words is read alone (`TextCleaner.path`).
@Suite struct PathCleanerTests {
    func cleaned(_ said: String) -> String? { TextCleaner.path.clean(said).text }

    @Test func thePathIsTakenFromAroundIt() {
        #expect(cleaned("my backup ~/Downloads/old-memories.json") == "~/Downloads/old-memories.json")
        #expect(cleaned("the memories in laptop-export.json into this one") == "laptop-export.json")
        #expect(cleaned("out of ./exports/a.tar.gz") == "./exports/a.tar.gz")
        #expect(cleaned("\"from-sam.json\"") == "from-sam.json")
    }

    /// A path keeps its leading dots and tilde, and loses only the sentence's full stop.
    @Test func aPathIsKeptAsWrittenButForTheFullStop() {
        #expect(cleaned("to ./x.json") == "./x.json")
        #expect(cleaned("to ../up.json.") == "../up.json")
        #expect(cleaned("~/.bashrc") == "~/.bashrc")
        #expect(cleaned("a file named for-lena.json?") == "for-lena.json")
    }

    @Test func withoutExactlyOnePathTheTextIsKept() {
        #expect(cleaned("my usual backup file") == "my usual backup file")
        #expect(cleaned("a.json or b.json") == "a.json or b.json")
        #expect(cleaned("version 2.5 notes") == "version 2.5 notes")
        #expect(cleaned("Mr. Nguyen") == "Mr. Nguyen")
    }
}
