import Foundation
import Testing

@testable import HarkAssembly

/// The notifier setting read as a shell reads a command's words: quotes and backslashes, and
/// nothing else of a shell.
@Suite struct CommandWordsTests {
    @Test func wordsAreSplitOnSpacesOutsideQuotes() throws {
        #expect(try CommandWords.split("notify-send") == ["notify-send"])
        #expect(try CommandWords.split("  notify-send \t -a   Hark  ") == ["notify-send", "-a", "Hark"])
        #expect(try CommandWords.split(#"notify-send -a "Hark daemon" -i 'dialog information'"#)
                == ["notify-send", "-a", "Hark daemon", "-i", "dialog information"])
        #expect(try CommandWords.split("'/opt/my tools/notify' --title=x") == ["/opt/my tools/notify", "--title=x"])
    }

    @Test func backslashesAndQuotesFollowTheShellsRules() throws {
        // Outside quotes a backslash keeps the next character.
        #expect(try CommandWords.split(#"a\ b c\'d \"e\" f\\g"#) == ["a b", "c'd", "\"e\"", #"f\g"#])
        // Inside single quotes everything is kept, backslashes too.
        #expect(try CommandWords.split(#"'it\s "here"'"#) == [#"it\s "here""#])
        // Inside double quotes only \" and \\ are escapes.
        #expect(try CommandWords.split(#""say \"hi\" \\ \n""#) == [#"say "hi" \ \n"#])
        // Quoted and plain text side by side are one word; '' is an empty word.
        #expect(try CommandWords.split(#"-a'My app' x"y z"w '' end"#) == ["-aMy app", "xy zw", "", "end"])
        // No other shell syntax: variables, globs, pipes and ~ are plain text.
        #expect(try CommandWords.split("echo $HOME ~ * ; | x") == ["echo", "$HOME", "~", "*", ";", "|", "x"])
    }

    @Test func anOpenQuoteOrATrailingBackslashIsAProblem() {
        #expect(throws: CommandWords.Problem.self) { try CommandWords.split("notify-send 'Hark") }
        #expect(throws: CommandWords.Problem.self) { try CommandWords.split(#"notify-send "Hark \""#) }
        #expect(throws: CommandWords.Problem.self) { try CommandWords.split(#"notify-send \"#) }
    }

    /// In the settings file, a notifier that cannot be read is an error at its place (exit 65).
    @Test func aBadNotifierInTheSettingsFileNamesItsPlace() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("hark-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home + "/.config/hark", withIntermediateDirectories: true)
        let file = home + "/.config/hark/config.yaml"
        try "week_start: sunday\nnotifier: notify-send -a \"Hark\n".write(toFile: file, atomically: true, encoding: .utf8)
        do {
            _ = try HarkConfiguration.load(environment: HarkEnvironment(["HOME": home]))
            Issue.record("a notifier with an open quote was accepted")
        } catch {
            #expect(error.description.contains("\(file):2:11: error: notifier: a double quotation mark (\") is not closed"), "\(error.description)")
        }
        try "notifier: \"'/opt/my tools/notify' -a Hark\"\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try HarkConfiguration.load(environment: HarkEnvironment(["HOME": home])).notifier == "'/opt/my tools/notify' -a Hark")
    }
}
