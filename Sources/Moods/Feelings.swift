import SpokenKit

/// The feeling words Hark knows, each with its emoji: the MoodBoard notes' smart-emoji table,
/// extended to several hundred words and phrases people use for how they feel. It picks a mood's
/// emoji (`SmartEmoji`), and it decides whether an implicit phrasing ("I'm …", "feeling …") is
/// about a feeling at all: "I'm tired" logs a mood, "I'm at home" does not (`MoodTitle`).
///
/// Deliberately left out: states that are not moods and that people say for other reasons —
/// hungry, cold, hot, busy, done, ready, sure, awake, back, home, late.
public enum Feelings {
    /// Emoji and the words (or phrases) that take it. A word appears once.
    static let groups: [(emoji: String, words: [String])] = [
        ("😊", ["happy", "glad", "joyful", "cheerful", "good", "great", "content", "pleased", "delighted", "fantastic", "wonderful",
               "amazing", "awesome", "excellent", "lovely", "nice", "positive", "upbeat", "sunny", "bright", "jolly", "merry",
               "blissful", "satisfied", "fulfilled", "better", "chipper", "buoyant", "lighthearted", "light-hearted", "happier",
               "good vibes", "on top of the world", "over the moon", "brilliant", "terrific", "superb", "marvelous", "marvellous"]),
        ("🙂", ["ok", "okay", "fine", "alright", "all right", "decent", "not bad", "so so", "so-so", "normal", "stable", "steady",
               "average", "fair", "mild"]),
        ("🤩", ["ecstatic", "euphoric", "overjoyed", "elated", "starstruck", "awestruck", "amazed", "exhilarated"]),
        ("🎉", ["excited", "thrilled", "pumped", "celebrating", "celebratory", "hyped", "stoked", "psyched", "eager", "enthusiastic",
               "giddy", "festive", "jubilant", "triumphant"]),
        ("😢", ["sad", "down", "blue", "unhappy", "upset", "low", "gloomy", "miserable", "sorrowful", "melancholy", "melancholic",
               "glum", "tearful", "weepy", "teary", "crushed", "disappointed", "dejected", "downcast", "bummed", "bummed out", "hurt",
               "sorry", "regretful", "homesick", "grieving", "mournful", "down in the dumps", "heavy-hearted", "sadder", "crying"]),
        ("😞", ["depressed", "hopeless", "despairing", "empty", "worthless", "defeated", "discouraged", "disheartened", "despondent",
               "demoralized", "demoralised", "broken", "lost hope", "bad", "awful", "terrible", "horrible", "rough", "crappy", "crap",
               "lousy", "worse", "not okay", "not ok", "shitty", "rubbish"]),
        ("💔", ["heartbroken", "brokenhearted", "broken-hearted", "devastated", "betrayed", "rejected", "abandoned", "heartsick"]),
        ("😔", ["lonely", "alone", "isolated", "left out", "lonesome", "excluded", "guilty", "remorseful", "forgotten", "unwanted",
               "invisible", "unloved", "disconnected"]),
        ("😴", ["tired", "sleepy", "exhausted", "drained", "worn", "worn out", "fatigued", "weary", "knackered", "wiped", "wiped out",
               "beat", "spent", "burnt out", "burned out", "burnout", "groggy", "drowsy", "lethargic", "sluggish", "jetlagged",
               "jet-lagged", "shattered", "zonked", "dead tired", "run down", "rundown", "depleted"]),
        ("🦥", ["lazy", "unproductive", "idle"]),
        ("😰", ["anxious", "nervous", "worried", "stressed", "stressed out", "tense", "uneasy", "overwhelmed", "panicky", "panicked",
               "jittery", "on edge", "edgy", "apprehensive", "restless", "frazzled", "frantic", "rattled", "insecure", "under pressure",
               "overloaded", "swamped", "antsy", "fidgety", "troubled", "distressed", "concerned", "uptight", "wound up", "keyed up",
               "nervy", "stressy", "anxiety", "stress", "dread", "dreading", "paranoid"]),
        ("😨", ["scared", "afraid", "frightened", "fearful", "terrified", "spooked", "petrified", "alarmed", "shaken", "horrified",
               "freaked out", "threatened", "unsafe"]),
        ("😌", ["calm", "relaxed", "peaceful", "serene", "chill", "chilled", "tranquil", "mellow", "at ease", "at peace", "centered",
               "centred", "grounded", "balanced", "zen", "rested", "refreshed", "cozy", "cosy", "comfortable", "safe", "secure",
               "relieved", "carefree", "easygoing", "laid back", "laid-back", "unbothered", "soothed", "restored", "recharged"]),
        ("😠", ["angry", "mad", "furious", "annoyed", "irritated", "frustrated", "irritable", "cranky", "grumpy", "grouchy",
               "agitated", "aggravated", "livid", "enraged", "resentful", "bitter", "fed up", "pissed", "pissed off", "cross",
               "salty", "hangry", "outraged", "indignant", "exasperated", "impatient", "moody", "snappy", "irked", "peeved",
               "ticked off", "fuming", "seething", "riled up", "hostile", "vengeful", "jealous", "envious"]),
        ("🥰", ["loved", "loving", "grateful", "thankful", "appreciated", "appreciative", "affectionate", "adored", "cherished",
               "romantic", "in love", "smitten", "warm", "caring", "tender", "connected", "supported", "valued", "gratitude"]),
        ("🙏", ["blessed", "humbled", "fortunate", "lucky"]),
        ("🤞", ["hopeful", "optimistic", "expectant", "encouraged", "positive about it", "looking forward"]),
        ("😐", ["bored", "meh", "indifferent", "neutral", "blah", "apathetic", "unmotivated", "uninspired", "flat", "numb",
               "detached", "ambivalent", "listless", "dull", "unenthused", "whatever", "bleh"]),
        ("🤒", ["sick", "ill", "unwell", "feverish", "nauseous", "queasy", "poorly", "under the weather", "achy", "sore", "rough around the edges"]),
        ("🥴", ["hungover", "tipsy", "drunk", "woozy", "buzzed"]),
        ("😵", ["dizzy", "dazed", "overstimulated", "fried", "frazzled out"]),
        ("😕", ["confused", "lost", "puzzled", "perplexed", "bewildered", "baffled", "unsure", "uncertain", "torn", "conflicted",
               "disoriented", "foggy", "scattered", "distracted", "unsettled", "off", "weird", "strange", "out of sorts", "not myself",
               "meh-ish", "mixed", "mixed feelings", "bittersweet"]),
        ("💪", ["proud", "confident", "strong", "empowered", "determined", "capable", "brave", "bold", "resilient", "tough",
               "unstoppable", "accomplished", "successful", "invincible", "powerful", "fierce", "courageous", "self-assured",
               "competent", "healthy", "fit"]),
        ("🎯", ["focused", "productive", "motivated", "driven", "ambitious", "efficient", "disciplined", "organized", "organised",
               "on track", "in the zone", "locked in", "dialed in", "on it", "sharp", "alert", "clear-headed", "clearheaded"]),
        ("⚡", ["energetic", "energized", "energised", "lively", "hyper", "alive", "vibrant", "invigorated", "peppy", "bouncy",
               "wired", "buzzing", "full of energy", "charged", "awake and alive"]),
        ("✨", ["inspired", "creative", "imaginative", "inventive", "artistic", "magical", "radiant", "glowing", "sparkly"]),
        ("🤔", ["curious", "thoughtful", "reflective", "pensive", "contemplative", "introspective", "skeptical", "sceptical",
               "doubtful", "suspicious", "wondering", "philosophical", "intrigued", "interested"]),
        ("😳", ["embarrassed", "ashamed", "awkward", "humiliated", "shy", "self-conscious", "flustered", "mortified", "sheepish"]),
        ("🥺", ["vulnerable", "sensitive", "emotional", "fragile", "needy", "touched", "moved", "sentimental", "nostalgic",
               "wistful", "tender-hearted", "raw"]),
        ("🤢", ["disgusted", "grossed out", "repulsed", "sickened", "revolted"]),
        ("😲", ["shocked", "surprised", "astonished", "stunned", "speechless", "startled", "flabbergasted", "gobsmacked"]),
        ("😎", ["cool", "badass", "unbeatable", "on fire", "killing it", "crushing it"]),
        ("🤗", ["welcomed", "included", "friendly", "sociable", "social", "kind", "generous", "compassionate", "empathetic",
               "supportive", "huggable", "cuddly"]),
        ("🤪", ["silly", "goofy", "crazy", "wild", "zany", "playful", "cheeky", "mischievous", "quirky", "loopy"]),
        ("😬", ["cringe", "cringey", "uncomfortable", "uneasy about it", "tense about it"]),
        ("😑", ["unimpressed", "over it", "jaded", "cynical", "done with it", "sick of it", "tired of it"]),
        ("😏", ["smug", "sassy", "flirty", "confident-ish"]),
        ("🥹", ["grateful-tearful", "touched and grateful", "overcome", "overwhelmed with joy"]),
    ]

    /// Words that are not feelings, and that are never read as a misspelled one ("hungry" is not
    /// "hangry", "board" not "bored").
    static let notFeelings: Set<String> = ["hungry", "thirsty", "cold", "hot", "busy", "done", "ready", "sure", "awake", "back",
                                           "home", "late", "early", "here", "there", "board", "tires", "tried", "sorted", "stuffed",
                                           "full", "sweaty", "wet", "dry", "lost it", "light", "night", "right", "fight", "great-grand",
                                           "mood", "moods", "note", "notes"]

    /// Each word or phrase's emoji.
    static var emojiByWords: [String: String] { table.emojiByWords }

    /// The table, made once, the first time a mood is tidied or given an emoji.
    private static let table: (emojiByWords: [String: String], longestPhrase: Int) = {
        var emojiByWords: [String: String] = [:]
        emojiByWords.reserveCapacity(512)
        var longest = 1
        for (emoji, words) in groups {
            for word in words where emojiByWords[word] == nil {
                emojiByWords[word] = emoji
                longest = max(longest, 1 + word.utf8.count { $0 == UInt8(ascii: " ") })
            }
        }
        return (emojiByWords, longest)
    }()

    /// The one-word feelings, for spelling.
    static let singleWords = Spelling.Lexicon(emojiByWords.keys.filter { !$0.utf8.contains(UInt8(ascii: " ")) })

    /// The longest phrase in the table, in words.
    static var longestPhrase: Int { table.longestPhrase }

    /// Emoji that mean a pleasant feeling: "not" before their words turns them to 😕.
    static let pleasant: Set<String> = ["😊", "🤩", "🎉", "🥰", "🙏", "🤞", "😌", "💪", "🎯", "⚡", "✨", "😎", "🤗", "🙂"]

    /// How many feeling words and phrases Hark knows.
    public static var count: Int { emojiByWords.count }

    /// The emoji of the feeling `words` (already lower-cased) name, if they are exactly a feeling
    /// ("tired", "stressed out"), or "not" and a feeling ("not great" → 😕).
    public static func emoji(ofFeeling words: [String]) -> String? {
        if words.first == "not" || words.first == "never", words.count > 1 {
            if let emoji = emojiByWords[words.dropFirst().joined(separator: " ")] { return pleasant.contains(emoji) ? "😕" : "🙂" }
        } else if let emoji = emojiByWords[words.joined(separator: " ")] {
            return emoji
        }
        // A feeling qualified by a word that says how ("cautiously optimistic", "quietly
        // confident", "mildly annoyed"): the feeling's.
        if words.count > 1, words[0].count > 4, words[0].hasSuffix("ly"), let emoji = emojiByWords[words.dropFirst().joined(separator: " ")] {
            return emoji
        }
        // Two feelings joined ("sore and grumpy", "tired but really happy"): the first one's.
        guard let joint = words.indices.dropFirst().first(where: { MoodTitle.joiners.contains(words[$0]) }), joint + 1 < words.count,
              let first = emoji(ofFeeling: Array(words[..<joint])) else { return nil }
        var second = Array(words[(joint + 1)...])
        while second.count > 1, MoodTitle.intensifiers.contains(where: { $0.count == 1 && $0[0] == second[0] }) { second.removeFirst() }
        return emoji(ofFeeling: second) != nil ? first : nil
    }

    /// The one single-word feeling that `word` is one edit (a letter added, left out, changed, or
    /// two swapped) away from; nil when none is, or more than one.
    static func correction(of word: String) -> String? {
        guard !notFeelings.contains(word) else { return nil }
        return singleWords.correction(of: word)
    }

    /// The length of the longest feeling phrase at the start of `words` (0: none).
    static func feelingLength(atStartOf words: ArraySlice<String>) -> Int {
        for length in stride(from: min(longestPhrase, words.count), through: 1, by: -1) {
            if emojiByWords[words.prefix(length).joined(separator: " ")] != nil { return length }
        }
        return 0
    }
}
