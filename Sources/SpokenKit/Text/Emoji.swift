/// Emoji in text: what a mood's title keeps as its emoji, and what a spoken answer leaves out.
public enum Emoji {
    /// Whether `character` is shown as an emoji picture (not a digit, a letter or a symbol such
    /// as "©" that text shows plainly): a pictograph, or anything asking for emoji presentation.
    public static func isPicture(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            scalar.properties.isEmojiPresentation || scalar.value == 0xFE0F
                || (scalar.properties.isEmoji && scalar.value > 0x2100 && !scalar.properties.isASCIIHexDigit)
        }
    }
}
