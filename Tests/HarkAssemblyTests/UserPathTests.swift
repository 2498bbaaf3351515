import Testing

@testable import HarkAssembly
import HarkDomain
import IntentKit

/// Paths are read as a shell reads them, and a shortcut's files stay in the exports folder.
@Suite struct UserPathTests {
    let home = "/home/ada", here = "/home/ada/notes"

    @Test func pathsAreReadAsAShellReadsThem() {
        #expect(UserPath.resolve("./x.json", home: home, folder: here) == "/home/ada/notes/x.json")
        #expect(UserPath.resolve("../up.json", home: home, folder: here) == "/home/ada/up.json")
        #expect(UserPath.resolve("x.json", home: home, folder: here) == "/home/ada/notes/x.json")
        #expect(UserPath.resolve("~", home: home, folder: here) == "/home/ada")
        #expect(UserPath.resolve("~/.bashrc", home: home, folder: here) == "/home/ada/.bashrc")
        #expect(UserPath.resolve("/tmp//a/./b.json", home: home, folder: here) == "/tmp/a/b.json")
        #expect(UserPath.resolve("~x/a", home: home, folder: here) == "/home/ada/notes/~x/a")
        #expect(UserPath.normalized("/opt/hark/bin/../share/hark/./Intents//en") == "/opt/hark/share/hark/Intents/en")
        #expect(UserPath.normalized("/opt/../../x") == "/x")
        #expect(UserPath.normalized("a/../../b") == "../b")
        #expect(UserPath.isInside("/e/x/y.json", folder: "/e/x") && !UserPath.isInside("/e/xy/y.json", folder: "/e/x"))
    }

    /// The settings file's relative paths are read beside it, through the same resolver.
    @Test func theSettingsFileReadsPathsTheSameWay() {
        #expect(ConfigFile.expand("~/notes/hark.sqlite", home: home, folder: "/c") == "/home/ada/notes/hark.sqlite")
        #expect(ConfigFile.expand("../phrases", home: home, folder: "/c/hark") == "/c/phrases")
    }

    @Test func fileNamesAreTidied() {
        #expect(FileName.tidied(".bashrc") == "bashrc")
        #expect(FileName.tidied("..") == nil)
        #expect(FileName.tidied("a/b\\c.json") == "a-b-c.json")
        #expect(FileName.tidied("notes\u{7}\u{0}.json ") == "notes.json")
        #expect(FileName.tidied(" \u{1B}") == nil)
    }

    @Test func aShortcutWritesOnlyInsideTheExportsFolder() throws {
        let rules = FileRules(home: home, workingFolder: here, exportsFolder: "~/exports")
        #expect(rules.exportsFolder == "/home/ada/exports")
        #expect(try rules.destination(for: "./x.json") == "/home/ada/notes/x.json")
        let confined = rules.confinedToExports()
        #expect(try confined.destination(for: "./hark-graph.json") == "/home/ada/exports/hark-graph.json")
        #expect(try confined.destination(for: "sub/.hidden.json") == "/home/ada/exports/sub/hidden.json")
        #expect(try confined.destination(for: "/home/ada/exports/a.json") == "/home/ada/exports/a.json")
        for outside in ["~/.bashrc", "../x.json", "/tmp/x.json", "sub/../../x.json"] {
            #expect(throws: IntentFailure.self, "\(outside)") { try confined.destination(for: outside) }
        }
        let refused = #expect(throws: IntentFailure.self) { try confined.destination(for: "/tmp/x.json") }
        #expect(refused?.dialog.hasPrefix("Shortcuts write only inside the exports folder /home/ada/exports, and /tmp is outside it") == true)
        #expect(throws: IntentFailure.self) { try confined.destination(for: "sub/..") }
    }
}
