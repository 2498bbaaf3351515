/// A path as a person writes it — in a sentence, an option, the settings file — resolved as a
/// shell would: `~` and `~/…` in the home folder, `./…`, `../…` and a bare name in the folder it
/// is read against (the working folder, or the settings file's), an absolute path as it is; then
/// tidied of `.` and `..` parts and repeated slashes. Pure: the home and the folder are inputs.
///
/// ```swift
/// UserPath.resolve("../up.json", home: "/home/ada", folder: "/home/ada/notes")   // "/home/ada/up.json"
/// UserPath.resolve("~/.bashrc", home: "/home/ada", folder: "/tmp")               // "/home/ada/.bashrc"
/// ```
public enum UserPath {
    /// `said` as an absolute path: `~` is `home`, a relative path is read in `folder`.
    public static func resolve(_ said: String, home: String, folder: String) -> String {
        let expanded: String
        if said == "~" {
            expanded = home
        } else if said.hasPrefix("~/") {
            expanded = home + "/" + said.dropFirst(2)
        } else if said.hasPrefix("/") {
            expanded = said
        } else {
            expanded = folder + "/" + said
        }
        return normalized(expanded)
    }

    /// `path` with `.` and `..` parts and repeated slashes removed, read as written (`..` above
    /// the root stays at the root, as the system reads it).
    public static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if parts.last.map({ $0 != ".." }) ?? false { parts.removeLast() } else if !path.hasPrefix("/") { parts.append(part) }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// Whether the absolute, normalised `path` is `folder` itself or lies under it.
    public static func isInside(_ path: String, folder: String) -> Bool {
        let folder = normalized(folder)
        if path == folder { return true }
        return path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// The folder `path` is in (`/` for a top-level entry).
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last part of `path`: a file's name.
    public static func name(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }
}
