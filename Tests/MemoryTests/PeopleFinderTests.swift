import Foundation
import Testing

@testable import Memory

/// The rules of Docs/memory.md, "People", one test each.
@Suite struct PeopleFinderTests {
    func people(_ text: String, known: [String] = []) -> [String] { PeopleFinder.people(in: text, known: known) }

    // Rule 1: a known person by full name, a unique first name, or @name.

    @Test func aKnownPersonIsFoundByFullNameInAnyCase() {
        #expect(people("priya patel liked the plan", known: ["Priya Patel"]) == ["Priya Patel"])
        #expect(people("Sent the deck to PRIYA PATEL's team", known: ["Priya Patel"]) == ["Priya Patel"])
        #expect(people("alex prefers REST", known: ["Alex"]) == ["Alex"])
        #expect(people("alexander sent notes", known: ["Alex"]) == [])
    }

    @Test func aFirstNameReachesTheOnlyKnownPersonWithIt() {
        #expect(people("lunch with Priya", known: ["Priya Patel"]) == ["Priya Patel"])
        #expect(people("priya wants the budget", known: ["Priya Patel", "Sam"]) == ["Priya Patel"])
        #expect(people("Jordan said yes", known: ["Jordan Reyes", "Alex"]) == ["Jordan Reyes"])
    }

    @Test func aFirstNameSharedByTwoKnownPeopleReachesNeither() {
        #expect(people("priya wants the budget", known: ["Priya Patel", "Priya Raman"]) == [])
        // In a name's place it is kept as written, a name of its own.
        #expect(people("lunch with Priya", known: ["Priya Patel", "Priya Raman"]) == ["Priya"])
        // The exact name wins over the full names that start with it.
        #expect(people("lunch with Priya", known: ["Priya", "Priya Patel"]) == ["Priya"])
    }

    @Test func aFirstNameWithAnotherSurnameIsAnotherPerson() {
        #expect(people("lunch with Priya Raman", known: ["Priya Patel"]) == ["Priya Raman"])
        #expect(people("Priya Raman sent the deck", known: ["Priya Patel"]) == [])
    }

    @Test func atNameTakesJustTheName() {
        #expect(people("@Sam owes me lunch") == ["Sam"])
        #expect(people("@sam owes me lunch") == ["Sam"])
        #expect(people("ask @mary-jane about @O'Brien's notes") == ["Mary-Jane", "O'Brien"])
        #expect(people("@Priya can you check", known: ["Priya Patel"]) == ["Priya Patel"])
        #expect(people("(@Sam) owes me, @Alex.") == ["Sam", "Alex"])
    }

    @Test func anAddressIsNoMention() {
        #expect(people("mail sam@example.com about it") == [])
        #expect(people("mail sam@example.com about it", known: ["Sam"]) == [])
    }

    // Rule 2: an unknown name after a word that introduces a person.

    @Test func anUnknownNameNeedsAWordThatIntroducesIt() {
        #expect(people("talked to Alex about the API design") == ["Alex"])
        #expect(people("lunch with Priya Patel and Sam, then coffee") == ["Priya Patel", "Sam"])
        #expect(people("call from Jordan's team on Friday about API limits") == ["Jordan"])
        #expect(people("met Dana at the fair, told Lee and Kim") == ["Dana", "Lee", "Kim"])
        #expect(people("dinner with Priya, Sam and Alex") == ["Priya", "Sam", "Alex"])
        #expect(people("Priya sent the deck") == [])
        #expect(people("the review moved to Thursday") == [])
        #expect(people("talked to the API team") == [])
    }

    // Rule 3: a common word is a name only where it is used as one.

    @Test func aCommonWordIsNoNameInLowerCaseOrAsAVerb() {
        #expect(people("I will call the bank", known: ["Will"]) == [])
        #expect(people("I Will call the bank", known: ["Will"]) == [])
        #expect(people("Will you mark the invoice paid", known: ["Will", "Mark"]) == [])
        #expect(people("we may grant some hope", known: ["May", "Grace", "Hope"]) == [])
        #expect(people("May is warm in Lisbon", known: ["May"]) == [])
        #expect(people("pay the bill by June 3", known: ["Bill", "June"]) == [])
        #expect(people("moving in June 2027", known: ["June"]) == [])
        #expect(people("the rose garden and the art show") == [])
    }

    @Test func aCommonWordIsANameWhereTheSentenceUsesItAsOne() {
        #expect(people("call Will about the car", known: ["Will"]) == ["Will"])
        #expect(people("lunch with Will tomorrow") == ["Will"])
        #expect(people("told Mark and Grace about the launch") == ["Mark", "Grace"])
        #expect(people("asked Frank for the keys") == ["Frank"])
        #expect(people("@Will owes me lunch") == ["Will"])
        #expect(people("@will owes me lunch", known: ["Will"]) == ["Will"])
        #expect(people("Will Smith sent the contract") == ["Will Smith"])
        #expect(people("met Hope Jones at the fair", known: ["Hope Jones"]) == ["Hope Jones"])
        #expect(people("Rose Tyler called", known: ["Rose Tyler"]) == ["Rose Tyler"])
    }

    @Test func aCommonFirstNameReachesItsPersonOnlyWhereUsedAsAName() {
        #expect(people("I will call the bank", known: ["Will Jones"]) == [])
        #expect(people("call Will about the car", known: ["Will Jones"]) == ["Will Jones"])
    }

    // Rule 4: joining words, pronouns and the word after @name are never part of a name.

    @Test func joiningWordsAndPronounsAreNeverNames() {
        #expect(people("With Sam at lunch") == ["Sam"])
        #expect(people("lunch With Sam And Priya") == ["Sam", "Priya"])
        #expect(people("Sam owes Me lunch, and To Alex") == ["Alex"])
        #expect(people("talked to Me about it", known: ["Me"]) == [])
        #expect(people("meeting with Priya on Monday") == ["Priya"])
        #expect(people("told Sam I'm late") == ["Sam"])
    }
}

@Suite struct PersonNameTests {
    @Test func aSpokenNameLosesTheWordsThatLeadToIt() {
        #expect(PersonName.spoken("with Sam") == "Sam")
        #expect(PersonName.spoken("and priya patel.") == "priya patel")
        #expect(PersonName.spoken("@will") == "will")
        #expect(PersonName.spoken("to Jordan") == "Jordan")
        #expect(PersonName.spoken("Priya") == "Priya")
        #expect(PersonName.spoken(words: ["with", "sam"]) == ["sam"])
    }
}
