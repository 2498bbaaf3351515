import Foundation
import Testing

@testable import HarkAssembly

/// The settings file, the environment and the command line, each overriding the one before.
@Suite struct ConfigurationTests {
    func settings(_ text: String) throws -> (home: String, file: String) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("hark-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home + "/.config/hark", withIntermediateDirectories: true)
        try text.write(toFile: home + "/.config/hark/config.yaml", atomically: true, encoding: .utf8)
        return (home, home + "/.config/hark/config.yaml")
    }

    @Test func theFileTheEnvironmentAndTheOptionsOverrideInTurn() throws {
        let (home, _) = try settings("""
        time_zone: Asia/Tokyo
        week_start: sunday
        date_order: month-first
        database: ~/notes/hark.sqlite
        own_phrases: phrases
        notifier: notify-send
        exports: ~/backups
        model: ~/models/minilm
        """)
        let fromFile = try HarkConfiguration.load(environment: HarkEnvironment(["HOME": home]))
        #expect(fromFile.exportsFolder == home + "/backups" && fromFile.homeFolder == home)
        // The sentence encoder: the file's folder, HARK_MODEL over it, "off" for none, else the default place.
        #expect(fromFile.modelFolder == home + "/models/minilm" && fromFile.modelFolderIsGiven)
        #expect(try HarkConfiguration.load(environment: HarkEnvironment(["HOME": home, "HARK_MODEL": "/m/minilm"])).modelFolder == "/m/minilm")
        #expect(try HarkConfiguration.load(environment: HarkEnvironment(["HOME": home, "HARK_MODEL": "off"])).modelFolder == nil)
        let byDefault = HarkConfiguration(environment: HarkEnvironment(["HOME": home, "XDG_DATA_HOME": "/d"]))
        #expect(byDefault.modelFolder == "/d/hark/models/all-MiniLM-L6-v2" && !byDefault.modelFolderIsGiven)
        #expect(try HarkConfiguration.load(environment: HarkEnvironment(["HOME": home, "HARK_EXPORTS": "/e/exports"])).exportsFolder == "/e/exports")
        #expect(HarkConfiguration(environment: HarkEnvironment(["HOME": home])).exportsFolder == home + "/.local/share/hark/exports")
        #expect(HarkConfiguration(environment: HarkEnvironment(["HOME": home, "XDG_DATA_HOME": "/d"])).exportsFolder == "/d/hark/exports")
        #expect(fromFile.timeZone?.identifier == "Asia/Tokyo" && fromFile.firstWeekday == 1 && fromFile.dayMonthOrder == .monthFirst)
        #expect(fromFile.databasePath == home + "/notes/hark.sqlite" && fromFile.databasePathIsGiven)
        #expect(fromFile.ownPhrasesFolder == home + "/.config/hark/phrases" && fromFile.notifier == "notify-send")

        let fromEnvironment = try HarkConfiguration.load(environment: HarkEnvironment([
            "HOME": home, "HARK_TZ": "Europe/Berlin", "HARK_WEEK_START": "monday", "HARK_DB": "/e/hark.sqlite",
        ]))
        #expect(fromEnvironment.timeZone?.identifier == "Europe/Berlin" && fromEnvironment.firstWeekday == 2)
        #expect(fromEnvironment.databasePath == "/e/hark.sqlite" && fromEnvironment.dayMonthOrder == .monthFirst)

        let fromOptions = try HarkConfiguration.load(database: "/o/hark.sqlite", phrases: "/o/phrases",
                                                     environment: HarkEnvironment(["HOME": home, "HARK_DB": "/e/hark.sqlite"]))
        #expect(fromOptions.databasePath == "/o/hark.sqlite" && fromOptions.phrasesFolder == "/o/phrases")
    }

    @Test func anUnknownKeyOrABadValueNamesTheFileLineAndColumn() throws {
        let (home, file) = try settings("""
        week_start: sunday
        time_zone: Mars/Olympus
        colour: teal
        """)
        do {
            _ = try HarkConfiguration.load(environment: HarkEnvironment(["HOME": home]))
            Issue.record("a bad settings file was accepted")
        } catch {
            #expect(error.description.contains("\(file):2:12: error: unknown time zone 'Mars/Olympus'"))
            #expect(error.description.contains("\(file):3:1: error: unknown setting 'colour'"))
        }
    }

    @Test func withoutAFileTheDefaultsHold() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("hark-config-\(UUID().uuidString)").path
        let configuration = try HarkConfiguration.load(environment: HarkEnvironment(["HOME": home]))
        #expect(configuration.databasePath == home + "/.local/share/hark/hark.sqlite" && !configuration.databasePathIsGiven)
        #expect(configuration.firstWeekday == 2 && configuration.timeZone == nil && configuration.phrasesFolder == nil)
        #expect(configuration.settingsFile == home + "/.config/hark/config.yaml")
        #expect(throws: AssemblyError.self) { try HarkConfiguration.load(environment: HarkEnvironment(["HOME": home, "HARK_TZ": "Nowhere"])) }
    }
}
