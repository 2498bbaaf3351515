import Foundation
import HarkValue

/// The change log's rows as JSON text, written by hand (a change is recorded on every write, and
/// this is several times quicker to start than a `JSONEncoder`) and read back with
/// `JSONSerialization` (only when undoing):
///
/// ```json
/// [{"table": "mood", "rowid": 7, "before": null,
///   "after": [["id", 7], ["title", "happy"], ["score", {"real": 0.5}], ["photo", {"blob": "iVBO…"}], ["note", null]]}]
/// ```
enum RowChangeCoding {
    static func encode(_ changes: [RowChange]) -> String {
        var text = "["
        for (index, change) in changes.enumerated() {
            if index > 0 { text += "," }
            text += "{\"table\":" + JSONString.quoted(change.table) + ",\"rowid\":" + String(change.rowID)
            text += ",\"before\":" + image(change.before) + ",\"after\":" + image(change.after) + "}"
        }
        return text + "]"
    }

    /// The changes in `text`; nil when it is not what `encode` writes.
    static func decode(_ text: String) -> [RowChange]? {
        guard let list = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] else { return nil }
        var changes: [RowChange] = []
        for item in list {
            guard let table = item["table"] as? String, let rowID = (item["rowid"] as? NSNumber)?.int64Value,
                  let before = image(item["before"]), let after = image(item["after"]) else { return nil }
            changes.append(RowChange(table: table, rowID: rowID, before: before, after: after))
        }
        return changes
    }

    private static func image(_ image: RowImage?) -> String {
        guard let image else { return "null" }
        var text = "["
        for (index, (column, value)) in zip(image.columns, image.values).enumerated() {
            if index > 0 { text += "," }
            text += "[" + JSONString.quoted(column) + "," + Self.value(value) + "]"
        }
        return text + "]"
    }

    /// nil: not an image; .some(nil): no row.
    private static func image(_ object: Any?) -> RowImage?? {
        if object == nil || object is NSNull { return .some(nil) }
        guard let pairs = object as? [[Any]] else { return nil }
        var image = RowImage(columns: [], values: [])
        for pair in pairs {
            guard pair.count == 2, let column = pair[0] as? String, let value = value(pair[1]) else { return nil }
            image.columns.append(column)
            image.values.append(value)
        }
        return .some(image)
    }

    private static func value(_ value: RowImage.Value) -> String {
        switch value {
        case .null: "null"
        case .integer(let number): String(number)
        case .real(let number): "{\"real\":" + (number.isFinite ? "\(number)" : "null") + "}"
        case .text(let text): JSONString.quoted(text)
        case .blob(let data): "{\"blob\":\"" + data.base64EncodedString() + "\"}"
        }
    }

    private static func value(_ object: Any) -> RowImage.Value? {
        switch object {
        case is NSNull: return .null
        case let text as String: return .text(text)
        case let map as [String: Any]:
            if let number = map["real"] as? NSNumber { return .real(number.doubleValue) }
            if map["real"] is NSNull { return .real(.nan) }
            if let base64 = map["blob"] as? String, let data = Data(base64Encoded: base64) { return .blob(data) }
            return nil
        case let number as NSNumber: return .integer(number.int64Value)
        default: return nil
        }
    }

}
