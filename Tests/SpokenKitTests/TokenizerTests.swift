import Testing
@testable import SpokenKit

@Suite struct TokenizerTests {
    @Test(arguments: [
        ("Turn ON the Lights!", ["turn", "on", "the", "lights"]),
        ("  what’s   the time?  ", ["what", "'s", "the", "time"]),
        ("set brightness to 50%", ["set", "brightness", "to", "50", "%"]),
        ("the living-room lamp", ["the", "living", "room", "lamp"]),
        ("at 3pm, or 15:30.", ["at", "3", "pm", "or", "15:30"]),
        ("turn the a.c. on", ["turn", "the", "a.c.", "on"]),
        ("it is -5 degrees, 20.5 inside", ["it", "is", "-5", "degrees", "20.5", "inside"]),
        ("the kitchen's light", ["the", "kitchen", "'s", "light"]),
        ("{x}'s moods", ["x", "'s", "moods"]),
        ("say 'hello' — now…", ["say", "hello", "now"]),
        ("Café crème", ["café", "crème"]),
    ])
    func normalisesLikeSpeechToText(text: String, words: [String]) {
        #expect(Tokenizer.words(text) == words)
    }

    @Test func keepsWhereEachWordCameFrom() {
        let text = TokenizedText("Add  Milk-Shake, please!")
        #expect(text.originalText(1, 3) == "Milk-Shake")
        #expect(text.originalText(0, 4) == "Add  Milk-Shake, please")
    }
}

@Suite struct NumberReaderTests {
    func read(_ text: String) -> [Double] {
        NumberReader.readings(TokenizedText(text).tokens, from: 0).map(\.value)
    }

    @Test(arguments: [
        ("25", 25.0), ("-5", -5.0), ("20.5", 20.5), ("3,5", 3.5), ("1,000", 1000.0),
        ("twenty five", 25.0), ("twenty-five", 25.0), ("one hundred and five", 105.0), ("one hundred five", 105.0),
        ("a thousand", 1000.0), ("two thousand twenty four", 2024.0), ("nineteen hundred", 1900.0),
        ("minus five", -5.0), ("twenty point five", 20.5), ("one point two five", 1.25),
        ("three million two hundred thousand", 3_200_000.0), ("zero", 0.0), ("5 hundred", 500.0),
    ])
    func readsTheLongestNumber(text: String, value: Double) {
        #expect(read(text).last == value)
    }

    @Test func offersEveryPlaceANumberCanEnd() {
        #expect(read("twenty five minutes") == [20, 25])
        #expect(read("one hundred and five") == [1, 100, 105])
    }

    @Test(arguments: ["five five", "twenty thirty", "hundred", "and five", "minutes", "a", "point five"])
    func rejectsWhatIsNotOneNumber(text: String) {
        let values = read(text)
        // At most the first word is read ("five" of "five five"); never a combination.
        #expect(values.count <= 1)
        if text == "five five" { #expect(values == [5]) }
        if text == "twenty thirty" { #expect(values == [20]) }
    }
}

@Suite struct TokenizerPathTests {
    /// ASCII text is read byte by byte, other text character by character; both must split alike.
    @Test func byteAndCharacterPathsAgree() {
        let alphabet = Array("abcXYZ019 -_.,:;?!'%/&\"()e s")
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<3_000 {
            let text = String((0..<next(24)).map { _ in alphabet[next(alphabet.count)] })
            let viaBytes = Tokenizer.tokens(of: text)
            let forced = text + "\u{2003}" // an em space: not ASCII, so the character path is taken
            let viaCharacters = Tokenizer.tokens(of: forced)
            #expect(viaBytes.map(\.text) == viaCharacters.map(\.text), "\(text)")
            #expect(viaBytes.map { text.distance(from: text.startIndex, to: $0.range.lowerBound) }
                    == viaCharacters.map { forced.distance(from: forced.startIndex, to: $0.range.lowerBound) }, "\(text)")
        }
    }
}
