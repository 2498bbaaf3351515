import Foundation
import Meetings
import SpokenKit

/// A note file as `hark meetings notes import` reads it (Markdown or plain text): its title and
/// body, its PARA category, its chunks for search and the action items in it — the pure steps of
/// an import, without the database.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let note = NoteImport.note(text: text, fileName: "fuzz-note.md")
    _ = ParaClassifier.categorize(title: note.title, body: note.body, context: context)
    _ = Chunker.chunks(ofNote: note.title, body: note.body)
    _ = ActionItemExtractor.items(in: note.body, context: context)
    return 0
}

let context = SpokenContext(now: Date(timeIntervalSince1970: 1_795_341_600),
                            calendar: SpokenContext.defaultCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!),
                            dayMonthOrder: .dayFirst, country: "US")
