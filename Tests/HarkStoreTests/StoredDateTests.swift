import Foundation
import GRDB
import Testing

@testable import HarkStore

@Suite struct StoredDateTests {
    /// Hark's hand-written format is GRDB's own, so rows written before (by GRDB) and after read
    /// and sort alike.
    @Test func writesWhatGRDBWrites() throws {
        var generator = SystemRandomNumberGenerator()
        var instants = [0, -1, 951_782_400, 951_868_799.999, 1_795_328_582.4969, 4_102_444_800, -2_208_988_800.5]
        for _ in 0 ..< 2_000 { instants.append(Double(Int64.random(in: -30_000_000_000 ... 250_000_000_000_000, using: &generator)) / 1000) }
        for instant in instants {
            let date = Date(timeIntervalSince1970: instant)
            let grdb = try #require(String.fromDatabaseValue(date.databaseValue))
            #expect(StoredDate.text(date) == grdb, "\(instant)")
        }
    }

    @Test func readsBackWhatItWrites() throws {
        for instant in [0, 951_782_400, 951_868_799.999, 1_795_328_582.496, -2_208_988_800.5, 253_402_300_799.999] {
            let date = Date(timeIntervalSince1970: instant)
            let read = try #require(StoredDate.date(StoredDate.text(date)))
            #expect(abs(read.timeIntervalSince1970 - instant) < 0.0005, "\(instant)")
        }
    }

    @Test func readsTheShorterFormsGRDBAccepts() {
        let leapDay: Double = 1_709_164_800
        #expect(StoredDate.date("2024-02-29")?.timeIntervalSince1970 == leapDay)
        #expect(StoredDate.date("2024-02-29 13:45")?.timeIntervalSince1970 == leapDay + 49_500)
        #expect(StoredDate.date("2024-02-29T13:45:30")?.timeIntervalSince1970 == leapDay + 49_530)
        #expect(StoredDate.date("2024-02-29 13:45:30.5")?.timeIntervalSince1970 == leapDay + 49_530.5)
    }

    @Test func refusesWhatIsNoDate() {
        for text in ["", "2023-02-29", "2024-13-01", "2024-01-01 24:00", "2024-01-01 10:00:00.", "yesterday", "2024-01-01 10:00:00.1234"] {
            #expect(StoredDate.date(text) == nil, "\(text)")
        }
    }
}
