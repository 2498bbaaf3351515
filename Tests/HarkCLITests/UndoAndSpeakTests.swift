import Foundation
import Testing

/// Undo and redo from the command line, each command its own process, and the spoken answer.
@Suite struct UndoAndSpeakTests {
    let database = FileManager.default.temporaryDirectory.appendingPathComponent("hark-undo-\(UUID().uuidString).sqlite").path

    func hark(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let result = try Hark.run(arguments + ["--db", database])
        return (result.status, result.stdout, result.stderr)
    }

    @Test func undoWalksBackThroughChangesAndRedoMakesThemAgain() throws {
        #expect(try hark(["undo"]).stdout == "There's nothing to undo.\n")
        #expect(try hark(["add a happy mood"]).status == 0)
        #expect(try hark(["i feel anxious"]).status == 0)
        #expect(try hark(["change my last mood to calm"]).stdout == "Changed 😰 anxious to 😌 calm.\n")
        #expect(try hark(["undo that"]).stdout == "Changed the mood “calm” back to “anxious”.\n")
        let second = try hark(["undo"])
        #expect(second.stdout.hasPrefix("Removed the mood “anxious” you added at "))
        #expect(try hark(["show my moods today"]).stdout.hasPrefix("Today you've logged 1 mood: 😊 happy at "))
        #expect(try hark(["redo"]).stdout == "Added the mood “anxious” back.\n")
        #expect(try hark(["redo that"]).stdout == "Changed the mood “anxious” to “calm” again.\n")
        #expect(try hark(["redo"]).stdout == "There's nothing to redo.\n")
        let moods = try hark(["show my moods today", "--json"]).stdout
        #expect(moods.contains(#""title":"calm""#) && moods.contains(#""title":"happy""#) && !moods.contains(#""title":"anxious""#))
    }

    @Test func aChangeMadeSinceByAnotherProgramIsNotUndone() throws {
        #expect(try hark(["add a happy mood"]).status == 0)
        let sqlite = try Hark.runProgram("/usr/bin/env", ["python3", "-c",
            "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute(\"UPDATE mood SET title='joyful'\"); c.commit()", database])
        #expect(sqlite.status == 0, "\(sqlite.stderr)")
        let undo = try hark(["undo"])
        #expect(undo.status == 1)
        #expect(undo.stderr == "I couldn't undo that: what it changed has been changed again since, so I left it as it is.\n")
        #expect(try hark(["show my moods today"]).stdout.contains("joyful"))
    }

    @Test func speakPrintsTheAnswerAsAVoiceWouldSayIt() throws {
        #expect(try hark(["add a happy mood"]).status == 0)
        #expect(try hark(["add a tired mood"]).status == 0)
        #expect(try hark(["--speak", "how was my week"]).stdout
                == "This week you've logged two moods, each a different one: tired and happy.\n")
        let json = try hark(["how was my week", "--json"]).stdout
        #expect(json.contains(#""dialog": "This week you've logged 2 moods, each a different one: 😴 tired and 😊 happy.""#))
        #expect(json.contains(#""spoken": "This week you've logged two moods, each a different one: tired and happy.""#))
    }
}
