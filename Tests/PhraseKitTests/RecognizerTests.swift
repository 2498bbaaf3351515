import Testing
import SpokenKit

@testable import PhraseKit

/// Builds a recognizer from YAML written in the test.
func recognizer(_ yaml: String, lists: [String: SlotList] = [:], parsers: [String: any SlotValueParser] = [:]) -> Recognizer {
    let (phrases, diagnostics) = PhraseFileReader.read(yaml, file: "test.yaml")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    return Recognizer(phrases: phrases, lists: lists, slotParsers: parsers)
}

@Suite struct SyntaxMatchingTests {
    let phrases = recognizer("""
    language: en
    intents:
      Lights:
        data:
          - sentences: ["(turn|switch) on [the] light[s] [in [the] {area}]"]
      Order:
        data:
          - sentences: ["(order;[a] {size} coffee)"]
      Rule:
        data:
          - sentences: ["<greeting> <who>"]
      Glued:
        data:
          - sentences: ["[the ]lamp[ ]post[s] please now"]
    expansion_rules:
      greeting: "(hi|hello) [there]"
      who: "<friend>"
      friend: "(friend|pal)"
    lists:
      area: {values: [kitchen, {in: "(living room|lounge)", out: living_room}]}
      size: {values: [small, large]}
    """)

    @Test(arguments: ["turn on the lights", "switch on light", "turn on lights in the lounge", "turn on the light in kitchen"])
    func alternativesOptionalsAndGluedText(sentence: String) {
        #expect(phrases.recognize(sentence)?.intent == "Lights")
    }

    @Test func listValuesGiveTheirOutValue() {
        #expect(phrases.recognize("turn on the lights in the living room")?[slot: "area"]?.value == .string("living_room"))
        #expect(phrases.recognize("turn on the lights in the lounge")?[slot: "area"]?.text == "lounge")
        #expect(phrases.recognize("turn on the lights in the garage") == nil)
    }

    @Test(arguments: ["order a large coffee", "large coffee order", "a small coffee order"])
    func permutationsMatchInEveryOrder(sentence: String) {
        #expect(phrases.recognize(sentence)?.intent == "Order")
    }

    @Test func rulesExpandInsideRules() {
        #expect(phrases.recognize("hello there pal")?.intent == "Rule")
        #expect(phrases.recognize("hi friend")?.intent == "Rule")
        #expect(phrases.recognize("hi enemy") == nil)
    }

    @Test(arguments: ["the lamppost please now", "lamp posts please now", "lampposts please now"])
    func gluedPiecesSpellWholeWords(sentence: String) {
        #expect(phrases.recognize(sentence)?.intent == "Glued")
    }

    @Test func aSingleTemplateWithASingleWord() {
        let single = recognizer("language: en\nintents:\n  Only:\n    data:\n      - sentences: [hello]\n")
        #expect(single.recognize("Hello!")?.intent == "Only")
        #expect(single.recognize("hello there") == nil)
    }

    @Test func sentencesNotInTheTemplatesFailFast() {
        #expect(phrases.recognize("turn on the lights in the kitchen and dance") == nil)
        #expect(phrases.recognize("") == nil)
        #expect(phrases.recognize(String(repeating: "word ", count: 2_000)) == nil)
    }
}

@Suite struct NumberRangeTests {
    let phrases = recognizer("""
    language: en
    intents:
      Volume:
        data:
          - sentences: ["(decrease|lower) volume [by] {volume_down:step}[%| percent]"]
          - sentences: ["(increase|raise) volume [by] {step}[%| percent]"]
      Heat:
        data:
          - sentences: ["set heat to {temperature} [degrees]"]
      Rate:
        data:
          - sentences: ["rate it {1..5:stars} stars"]
    lists:
      volume_down: {range: {from: 0, to: 100, multiplier: -1}}
      step: {range: {from: 0, to: 100}}
      temperature: {range: {from: 10, to: 30, fractions: halves}}
    """)

    /// hassil 3.12 caches number words without the multiplier and answers +65 here.
    @Test(arguments: ["decrease volume sixty five percent", "decrease volume 65%", "lower volume by sixty-five %"])
    func multipliersApplyToDigitsAndWords(sentence: String) {
        #expect(phrases.recognize(sentence)?[slot: "step"]?.value == .int(-65))
    }

    @Test func numbersAreNumbersEitherWay() {
        #expect(phrases.recognize("raise volume by 25 percent")?[slot: "step"]?.value == .int(25))
        #expect(phrases.recognize("raise volume twenty five")?[slot: "step"]?.value == .int(25))
        #expect(phrases.recognize("set heat to twenty one point five degrees")?[slot: "temperature"]?.value == .double(21.5))
        #expect(phrases.recognize("set heat to 21.5")?[slot: "temperature"]?.value == .double(21.5))
    }

    @Test(arguments: ["raise volume by 101 percent", "set heat to 21.3", "set heat to 9", "rate it 6 stars", "rate it zero stars"])
    func valuesOutsideTheRangeDoNotMatch(sentence: String) {
        #expect(phrases.recognize(sentence) == nil)
    }

    @Test func inlineRanges() {
        #expect(phrases.recognize("rate it four stars")?[slot: "stars"]?.value == .int(4))
    }
}

@Suite struct WildcardTests {
    let phrases = recognizer("""
    language: en
    skip_words: [please]
    intents:
      Add:
        data:
          - sentences: ["add {item} to [my] shopping list"]
      Where:
        data:
          - sentences: ["is {person} in {zone}"]
      Timer:
        data:
          - sentences: ["set [a] timer for {minutes} minutes (called|named) {timer_name}", "start {timer_name} timer for {minutes} minutes"]
      Play:
        data:
          - sentences: ["play {album} by {artist}"]
    lists:
      item: {wildcard: true}
      person: {wildcard: true}
      zone: {wildcard: true}
      timer_name: {wildcard: true}
      album: {wildcard: true}
      artist: {wildcard: true}
      minutes: {range: {from: 1, to: 100}}
    """)

    /// hassil #83 and home-assistant/core #97910: punctuation at the end of a wildcard.
    @Test func noTrailingPunctuationOrSpaces() {
        #expect(phrases.recognize("is Alice in New York?")?[slot: "zone"]?.value == .string("New York"))
        #expect(phrases.recognize("is Alice in   New York .  ")?[slot: "zone"]?.value == .string("New York"))
    }

    @Test func keepsWhatThePersonWroteInside() {
        let match = phrases.recognize("add Milk-Shake, eggs & bread to my shopping list")
        #expect(match?[slot: "item"]?.value == .string("Milk-Shake, eggs & bread"))
    }

    /// home-assistant/core #107128: a wildcard beside a number must not swallow it.
    @Test func doesNotSwallowANeighbouringNumber() {
        let named = phrases.recognize("set a timer for 5 minutes called pizza")
        #expect(named?[slot: "minutes"]?.value == .int(5))
        #expect(named?[slot: "timer_name"]?.value == .string("pizza"))
        let before = phrases.recognize("start the pizza timer for ten minutes")
        #expect(before?[slot: "timer_name"]?.value == .string("the pizza"))
        #expect(before?[slot: "minutes"]?.value == .int(10))
    }

    @Test func twoWildcardsSplitAtTheWordBetweenThem() {
        let match = phrases.recognize("play The White Album by The Beatles")
        #expect(match?[slot: "album"]?.value == .string("The White Album"))
        #expect(match?[slot: "artist"]?.value == .string("The Beatles"))
    }

    /// hassil #98: words of the template are not captured by the wildcard.
    @Test func doesNotTakeTheTemplatesWords() {
        let match = phrases.recognize("please add apples to my shopping list please")
        #expect(match?[slot: "item"]?.value == .string("apples"))
    }

    @Test func wildcardsCannotBeEmpty() {
        #expect(phrases.recognize("add to my shopping list") == nil)
    }
}

@Suite struct ContextAndRankingTests {
    let phrases = recognizer("""
    language: en
    intents:
      TurnOn:
        data:
          - sentences: ["turn on [the] {name}"]
            requires_context: {domain: [light, switch]}
          - sentences: ["turn on [the] {area} {device}"]
          - sentences: ["turn on [the] lights"]
            requires_context: {area: {slot: true}}
            slots: {domain: light}
      Open:
        data:
          - sentences: ["turn on [the] {name}"]
            requires_context: {domain: cover}
            excludes_context: {kind: gate}
      Search:
        data:
          - sentences: ["turn on {query}"]
    lists:
      name:
        values:
          - {in: "kitchen light", out: light.kitchen, context: {domain: light}}
          - {in: "garage door", out: cover.garage, context: {domain: cover}}
          - {in: "front gate", out: cover.gate, context: {domain: cover, kind: gate}}
      area: {values: [kitchen]}
      device: {values: [light, fan]}
      query: {wildcard: true}
    """)

    @Test func listValueContextPicksTheIntent() {
        #expect(phrases.recognize("turn on the garage door")?.intent == "Open")
        #expect(phrases.recognize("turn on the kitchen light")?.intent == "TurnOn")
    }

    @Test func excludedContextRulesAValueOut() {
        // "front gate" is a cover but excluded from Open, and not a light or switch: only the wildcard is left.
        #expect(phrases.recognize("turn on the front gate")?.intent == "Search")
    }

    @Test func requiredContextCanFillASlot() {
        let match = phrases.recognize("turn on the lights", context: ["area": .string("kitchen")])
        #expect(match?.intent == "TurnOn")
        #expect(match?[slot: "area"]?.value == .string("kitchen"))
        #expect(match?[slot: "domain"]?.value == .string("light"))
        #expect(phrases.recognize("turn on the lights")?.intent == "Search")
    }

    @Test func entityNameRanksFirstThenLiteralTextThenFewerWildcards() {
        // "kitchen light" is both an entity name and {area} {device}: the entity name wins.
        let candidates = phrases.candidates("turn on the kitchen light")
        #expect(candidates.map(\.intent) == ["TurnOn", "TurnOn", "Search"])
        #expect(candidates[0][slot: "name"]?.value == .string("light.kitchen"))
        #expect(candidates[1][slot: "area"]?.value == .string("kitchen"))
        #expect(candidates[2].score.wildcards == 1)
        #expect(candidates[0].score > candidates[1].score && candidates[1].score > candidates[2].score)
        #expect(candidates[0].template.location.line == 5)
    }
}

@Suite struct ExtensionPointTests {
    struct YesNo: SlotValueParser {
        func readings(of text: TokenizedText, from start: Int) -> [SlotReading] {
            switch text.tokens[start].text {
            case "yes", "yeah", "sure": return [SlotReading(end: start + 1, value: .bool(true))]
            case "no", "nope": return [SlotReading(end: start + 1, value: .bool(false))]
            default: return []
            }
        }
    }

    @Test func typedSlotsAreReadByTheCallersParser() {
        let phrases = recognizer("""
        language: en
        intents:
          Repeat:
            data:
              - sentences: ["repeat {count} times [{answer}]"]
        """, parsers: ["count": NumberSlotParser(range: 1...50), "answer": YesNo()])
        #expect(phrases.recognize("repeat twenty five times")?[slot: "count"]?.value == .int(25))
        #expect(phrases.recognize("repeat 3 times yeah")?[slot: "answer"]?.value == .bool(true))
        #expect(phrases.recognize("repeat 51 times") == nil)
    }

    @Test func unknownListsAndRulesAreReportedAndTheRestStillWorks() {
        let (phrases, _) = PhraseFileReader.read("""
        language: en
        intents:
          A:
            data:
              - sentences: ["play {song}", "stop <nothing> now", "pause"]
        """, file: "a.yaml")
        let recognizer = Recognizer(phrases: phrases)
        #expect(recognizer.diagnostics.map(\.description) == [
            "a.yaml:5:27: error: unknown list {song}: define it under 'lists', pass it with --lists, or bind a value parser to it",
            "a.yaml:5:42: error: unknown expansion rule <nothing>",
        ])
        #expect(recognizer.recognize("pause")?.intent == "A")
    }
}

/// A word no template knows never moves a match on: after "paint", whose state has only a slot
/// edge, the unknown "xyzzy" once led to another template's first state.
@Suite struct UnknownWordTests {
    let phrases = recognizer("""
    language: en
    intents:
      LightOn:
        data:
          - sentences: ["turn on the light"]
      Paint:
        data:
          - sentences: ["paint {color}"]
    lists:
      color:
        values: [red, blue]
    """)

    @Test func anUnknownWordAfterASlotOnlyStateMatchesNothing() {
        #expect(phrases.recognize("paint xyzzy turn on the light") == nil)
        #expect(phrases.recognize("paint red")?.intent == "Paint")
        #expect(phrases.recognize("turn on the light")?.intent == "LightOn")
    }
}

/// One intent's templates tried alone give what every template tried gives for that intent.
@Suite struct OneIntentRecognitionTests {
    let phrases = recognizer("""
    language: en
    intents:
      Search:
        data:
          - sentences: ["what do I know about {query}", "{query}"]
      Notes:
        data:
          - sentences: ["what do I know about [my] notes on {topic}", "notes on {topic}"]
      Moods:
        data:
          - sentences: ["{feeling}"]
    lists:
      query: {wildcard: true}
      topic: {wildcard: true}
      feeling: {wildcard: true}
    """)

    @Test(arguments: ["what do I know about my notes on the roadmap", "notes on the roadmap", "what do I know about swift", "tired"])
    func oneIntentAloneReadsAsAllTogether(sentence: String) {
        for intent in ["Search", "Notes", "Moods", "Nobody"] {
            let together = phrases.candidates(sentence).first { $0.intent == intent }
            let alone = phrases.recognize(TokenizedText(sentence), onlyIntent: intent) { _ in true }
            #expect(alone?.intent == together?.intent && alone?.slots == together?.slots && alone?.score == together?.score, "\(intent): \(String(describing: alone)) / \(String(describing: together))")
        }
        // What `accept` refuses is not taken.
        #expect(phrases.recognize(TokenizedText(sentence), onlyIntent: "Moods") { _ in false } == nil)
    }
}
