import CronKit
import Foundation

/// A schedule, cron ("0 8 * * 1-5") or words ("every weekday at 8am"): read, and a schedule read
/// placed in a zone with daylight saving for its next times.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? SpokenSchedule.cron(text)
    guard let schedule = try? ScheduleText(text) else { return 0 }
    // 2026-03-29 00:30 UTC, just before Europe/Berlin's clocks go forward.
    _ = CronSchedule(schedule.expression, zone: zone).next(after: Date(timeIntervalSince1970: 1_774_744_200), count: 3)
    return 0
}

let zone = TimeZone(identifier: "Europe/Berlin")!
