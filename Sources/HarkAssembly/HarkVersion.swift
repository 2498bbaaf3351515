/// This build's version, recorded in the database when it changes the schema.
public enum HarkVersion {
    public static let current = "0.1.0"
}
