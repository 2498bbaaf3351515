import Foundation
import SpokenKit

/// Spoken values ("next thursday at 3pm", "the last two weeks", "an hour and a half", "twenty
/// five"), read whole and found inside the text. The first byte chooses the date order and the
/// direction; the rest is the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let options = data[0]
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    let context = SpokenContext(now: Date(timeIntervalSince1970: 1_795_341_600),  // 2026-11-22 10:00 UTC
                                calendar: calendar,
                                direction: options & 1 == 0 ? .future : .past,
                                dayMonthOrder: options & 2 == 0 ? .dayFirst : .monthFirst,
                                country: options & 4 == 0 ? "US" : "GB")
    _ = SpokenValues.number(text)
    _ = SpokenValues.duration(text)
    _ = SpokenValues.date(text, in: context)
    _ = SpokenValues.range(text, in: context)
    _ = SpokenValues.dates(in: text, context: context)
    _ = SpokenValues.ranges(in: text, context: context)
    _ = SpokenValues.durations(in: text)
    _ = SpokenValues.numbers(in: text)
    return 0
}

let calendar = SpokenContext.defaultCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
