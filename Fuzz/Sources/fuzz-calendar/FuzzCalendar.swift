import Foundation
import ICalendar

/// An iCalendar file (.ics): its events and their problems, whatever the bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = ICalendarReader(defaultZone: zone).events(in: text)
    return 0
}

let zone = TimeZone(identifier: "America/New_York")!
