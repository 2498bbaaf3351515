import Foundation
import Testing

/// Runs the built `hark` binary, as a person or a script would.
struct Hark {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var binary: URL {
        let build = packageRoot.appendingPathComponent(".build")
        for candidate in ["debug/hark", "release/hark"] where FileManager.default.isExecutableFile(atPath: build.appendingPathComponent(candidate).path) {
            return build.appendingPathComponent(candidate)
        }
        return build.appendingPathComponent("debug/hark")
    }

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> Output {
        try runProgram(binary.path, arguments, input: input, environment: environment)
    }

    /// Runs any program the same way (for script(1), which gives hark a terminal).
    static func runProgram(_ path: String, _ arguments: [String], input: String = "", environment: [String: String] = [:],
                           in directory: URL = packageRoot) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        // Compiled phrases are cached in a folder of the tests' own unless a test says otherwise.
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": testCache]) { _, new in new }
            .merging(environment) { _, new in new }
        process.currentDirectoryURL = directory
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self))
    }

    static let testCache = FileManager.default.temporaryDirectory.appendingPathComponent("hark-tests-cache-\(UUID().uuidString)").path

    static func temporaryFile(_ name: String, _ contents: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try contents.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}

@Suite(.serialized) struct CommandLineTests {
    let fixtures = "Intents/tests/language/phrases.yaml"

    @Test func recognizePrintsOneJSONObjectPerLineInOrder() throws {
        let input = """
        turn on the kitchen light
        {"text": "turn the lights on in here", "context": {"area": "kitchen"}}
        decrease volume sixty five percent
        sing me a song
        """
        let output = try Hark.run(["recognize", "--sentences", fixtures], input: input)
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            #"{"text": "turn on the kitchen light", "intent": "LightOn", "slots": {"name": "Kitchen Light"}}"#,
            #"{"text": "turn the lights on in here", "intent": "LightOn", "slots": {"domain": "light", "area": "kitchen"}}"#,
            #"{"text": "decrease volume sixty five percent", "intent": "Volume", "slots": {"volume_step": -65}}"#,
            #"{"text": "sing me a song", "intent": null, "slots": {}}"#,
        ])
    }

    @Test func phrasesTestEndsWithTheCountsAndFailsOnAFailure() throws {
        let passing = try Hark.run(["phrases", "test", "Intents", "Shortcuts"])
        #expect(passing.status == 0)
        #expect(passing.stdout.split(separator: "\n").last?.hasSuffix(" passed, 0 failed") == true)

        let tests = try Hark.temporaryFile("tests.yaml", """
        language: en
        tests:
          - sentences: ["turn on the desk lamp"]
            intent: {name: LightOn, slots: {name: Kitchen Light}}
        """)
        let failing = try Hark.run(["phrases", "test", fixtures, tests])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("tests.yaml:3:18: FAIL \"turn on the desk lamp\""))
        #expect(failing.stdout.contains("expected: LightOn {name: Kitchen Light}"))
        #expect(failing.stdout.contains("actual:   LightOn {name: Desk Lamp}"))
        #expect(failing.stdout.hasSuffix("0 passed, 1 failed\n"))
    }

    @Test func phrasesCheckReportsEveryProblemAndKeepsTheOtherFiles() throws {
        let broken = try Hark.temporaryFile("broken.yaml", """
        language: en
        intents:
          Broken:
            data:
              - sentences:
                  - "turn on (the light"
                  - "play {song}"
        """)
        let output = try Hark.run(["phrases", "check", fixtures, broken])
        #expect(output.status == 65)
        #expect(output.stdout.contains("broken.yaml:6:22: error: expected ')'"))
        #expect(output.stdout.contains("broken.yaml:7:19: error: unknown list {song}"))
        #expect(output.stdout.contains("2 files, 11 intents"))

        let recognized = try Hark.run(["recognize", "--sentences", fixtures, broken], input: "give it seven\n")
        #expect(recognized.status == 0)
        #expect(recognized.stdout.contains(#""intent": "Score""#))
        #expect(recognized.stderr.contains("broken.yaml:6:22"))
    }

    @Test func usageErrorsExitWith64() throws {
        #expect(try Hark.run(["recognize"]).status == 64)
    }
}
