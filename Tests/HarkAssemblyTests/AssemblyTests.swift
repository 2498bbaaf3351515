import Foundation
import HarkDomain
import HarkStore
import IntentKit
import Moods
import Testing

@testable import HarkAssembly

/// An intent named like one of the moods domain's, in another module (this test module).
struct AddMood: AppIntent {
    static let title = "Add Mood"
    static let description = "A second intent of the same name."
    func perform(_ context: IntentContext) async throws -> IntentResult { .result(dialog: "") }
}

/// A service no domain provides.
struct WeatherService: Sendable {}

struct CheckWeather: AppIntent {
    static let title = "Check Weather"
    static let description = "Needs a service nobody provides."
    static let requiredServices: [any Sendable.Type] = [WeatherService.self]
    func perform(_ context: IntentContext) async throws -> IntentResult {
        _ = try context.service(WeatherService.self)
        return .result(dialog: "Sunny.")
    }
}

@Suite struct AssemblyTests {
    let configuration = HarkConfiguration(environment: HarkEnvironment([
        "HARK_DB": FileManager.default.temporaryDirectory.appendingPathComponent("hark-assembly-\(UUID().uuidString).sqlite").path,
        "HARK_NO_CACHE": "1", "XDG_CONFIG_HOME": "/nonexistent",
    ]))

    @Test func twoIntentsWithOneNameAreRefusedNamingBothModules() {
        let clash = Domain(name: "clash", schemas: [], intents: [HarkAssemblyTests.AddMood.self], phraseFiles: [], services: [])
        do {
            _ = try Assembly(configuration: configuration, domains: [.moods, clash])
            Issue.record("two AddMood intents were accepted")
        } catch {
            #expect(error.description.contains("Moods.AddMood") && error.description.contains("HarkAssemblyTests.AddMood"))
        }
    }

    @Test func anIntentWhoseServiceNoDomainProvidesIsRefusedAtAssembly() {
        let weather = Domain(name: "weather", schemas: [], intents: [CheckWeather.self], phraseFiles: [], services: [])
        do {
            _ = try Assembly(configuration: configuration, domains: [.moods, weather])
            Issue.record("a missing service was accepted")
        } catch {
            #expect(error.description.contains("CheckWeather") && error.description.contains("WeatherService"))
        }
    }

    @Test func theContextHasEveryDomainsServices() throws {
        let assembly = try Assembly(configuration: configuration)
        let context = assembly.context(database: try assembly.database())
        #expect(context.hasService(MoodStore.self))
        #expect(!assembly.context().hasService(MoodStore.self))
    }

    @Test func aDomainsMissingPhraseFileIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-phrases-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "language: en\nskip_words: [please]\n".write(toFile: folder + "/_common.yaml", atomically: true, encoding: .utf8)
        var configuration = self.configuration
        configuration.phrasesFolder = folder
        do {
            _ = try Assembly(configuration: configuration).runtime()
            Issue.record("a missing phrase file was accepted")
        } catch {
            #expect(error.description.contains(folder + "/moods.yaml:1:1: error: the moods domain's phrase file moods.yaml is missing"))
        }
    }

    @Test func theConfigurationFollowsTheEnvironment() {
        let configuration = HarkConfiguration(database: nil, phrases: "/p", environment: HarkEnvironment([
            "XDG_DATA_HOME": "/d", "XDG_CACHE_HOME": "/c", "HARK_WEEK_START": "Sunday",
        ]))
        #expect(configuration.databasePath == "/d/hark/hark.sqlite" && configuration.phrasesFolder == "/p")
        #expect(configuration.cacheFolder == "/c/hark" && configuration.firstWeekday == 1)
        #expect(HarkConfiguration(environment: HarkEnvironment(["HARK_NO_CACHE": "1", "HOME": "/h"])).cacheFolder == nil)
        #expect(HarkConfiguration(environment: HarkEnvironment(["HOME": "/h"])).cacheFolder == "/h/.cache/hark")
    }
}
