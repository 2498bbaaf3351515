import Foundation

/// TZID values as calendar programs write them, to IANA zones: IANA names, Windows names
/// (Outlook, Exchange: "Pacific Standard Time"), and names with a prefix ("/mozilla.org/…/Europe/Berlin",
/// "(UTC+01:00) Amsterdam, Berlin…" is left to the file's VTIMEZONE).
enum ZoneNames {
    static func zone(named name: String) -> TimeZone? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if let zone = TimeZone(identifier: trimmed) { return zone }
        if let iana = windows[trimmed.lowercased()], let zone = TimeZone(identifier: iana) { return zone }
        // "/mozilla.org/20070129_1/Europe/Berlin", "/Europe/Berlin": the last two parts.
        let parts = trimmed.split(separator: "/")
        if parts.count >= 2, let zone = TimeZone(identifier: parts.suffix(2).joined(separator: "/")) { return zone }
        if parts.count >= 3, let zone = TimeZone(identifier: parts.suffix(3).joined(separator: "/")) { return zone }
        return nil
    }

    /// Windows time zone names (CLDR's windowsZones, the territory "001" entries of the zones
    /// calendars use most).
    static let windows: [String: String] = [
        "dateline standard time": "Etc/GMT+12", "hawaiian standard time": "Pacific/Honolulu", "alaskan standard time": "America/Anchorage",
        "pacific standard time": "America/Los_Angeles", "us mountain standard time": "America/Phoenix", "mountain standard time": "America/Denver",
        "central standard time": "America/Chicago", "canada central standard time": "America/Regina", "central america standard time": "America/Guatemala",
        "mexico standard time": "America/Mexico_City", "central standard time (mexico)": "America/Mexico_City",
        "eastern standard time": "America/New_York", "us eastern standard time": "America/Indianapolis", "atlantic standard time": "America/Halifax",
        "newfoundland standard time": "America/St_Johns", "sa pacific standard time": "America/Bogota", "venezuela standard time": "America/Caracas",
        "e. south america standard time": "America/Sao_Paulo", "argentina standard time": "America/Buenos_Aires", "pacific sa standard time": "America/Santiago",
        "utc": "UTC", "coordinated universal time": "UTC", "gmt standard time": "Europe/London", "greenwich standard time": "Atlantic/Reykjavik",
        "w. europe standard time": "Europe/Berlin", "central europe standard time": "Europe/Budapest", "romance standard time": "Europe/Paris",
        "central european standard time": "Europe/Warsaw", "w. central africa standard time": "Africa/Lagos", "gtb standard time": "Europe/Bucharest",
        "e. europe standard time": "Europe/Chisinau", "fle standard time": "Europe/Kiev", "egypt standard time": "Africa/Cairo",
        "south africa standard time": "Africa/Johannesburg", "israel standard time": "Asia/Jerusalem", "turkey standard time": "Europe/Istanbul",
        "russian standard time": "Europe/Moscow", "arab standard time": "Asia/Riyadh", "arabian standard time": "Asia/Dubai",
        "iran standard time": "Asia/Tehran", "pakistan standard time": "Asia/Karachi", "india standard time": "Asia/Calcutta",
        "nepal standard time": "Asia/Katmandu", "bangladesh standard time": "Asia/Dhaka", "se asia standard time": "Asia/Bangkok",
        "china standard time": "Asia/Shanghai", "singapore standard time": "Asia/Singapore", "taipei standard time": "Asia/Taipei",
        "tokyo standard time": "Asia/Tokyo", "korea standard time": "Asia/Seoul", "aus central standard time": "Australia/Darwin",
        "cen. australia standard time": "Australia/Adelaide", "e. australia standard time": "Australia/Brisbane",
        "aus eastern standard time": "Australia/Sydney", "tasmania standard time": "Australia/Hobart", "new zealand standard time": "Pacific/Auckland",
        "w. australia standard time": "Australia/Perth", "morocco standard time": "Africa/Casablanca", "e. africa standard time": "Africa/Nairobi",
    ]
}
